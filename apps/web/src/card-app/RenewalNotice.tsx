/**
 * The card's renewal in the card app (shared/renewal.ts renewalState, answered by the server): the
 * 'Ausweis verlängern' button while it is open, the day it opens while the card expires within 93 days,
 * and, once a renewal is paid, that the new card is ordered and its codes come by mail.
 */
import { formatDate } from '@ausweis/shared/format';
import { RENEWAL_TEXTS } from '@ausweis/shared/renewal';
import type { CardAppCard } from '@ausweis/shared/schemas/card-app';
import { RenewButton } from './RenewButton';

export function RenewalNotice({ card, offline }: { card: CardAppCard; offline: boolean }) {
  if (card.renewal_ordered) {
    return (
      <section className="ca-renew" aria-label={RENEWAL_TEXTS.ordered} role="status">
        <p className="ca-renew-title">{RENEWAL_TEXTS.ordered}</p>
        <p>{RENEWAL_TEXTS.orderedHint}</p>
      </section>
    );
  }
  if (card.can_renew) return offline ? null : <RenewButton />;
  if (!card.renewal_opens_on) return null;
  const title = RENEWAL_TEXTS.opensOn(formatDate(card.renewal_opens_on));
  return (
    <section className="ca-renew" aria-label={title}>
      <p className="ca-renew-title">{title}</p>
      <p>{RENEWAL_TEXTS.opensOnHint}</p>
    </section>
  );
}

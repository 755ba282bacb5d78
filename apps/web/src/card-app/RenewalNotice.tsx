/**
 * The card's renewal in the card app (shared/renewal.ts renewalState, answered by the server): the
 * 'Ausweis verlängern' button while it is open, the day it opens while the card expires within 93 days,
 * and, once a renewal is paid, that the new card is ordered and its codes come by mail.
 */
import type { CardAppCard } from '@ausweis/shared/schemas/card-app';
import { useFormats } from '../i18n/use-formats';
import { useText } from '../i18n/use-text';
import { RenewButton } from './RenewButton';

export function RenewalNotice({ card, offline }: { card: CardAppCard; offline: boolean }) {
  const t = useText();
  const { date } = useFormats();
  if (card.renewal_ordered) {
    return (
      <section className="ca-renew" aria-label={t('cardApp.renewOrdered')} role="status">
        <p className="ca-renew-title">{t('cardApp.renewOrdered')}</p>
        <p>{t('cardApp.renewOrderedHint')}</p>
      </section>
    );
  }
  if (card.can_renew) return offline ? null : <RenewButton />;
  if (!card.renewal_opens_on) return null;
  const title = t('cardApp.renewOpensOn', { date: date(card.renewal_opens_on) });
  return (
    <section className="ca-renew" aria-label={title}>
      <p className="ca-renew-title">{title}</p>
      <p>{t('cardApp.renewOpensOnHint')}</p>
    </section>
  );
}

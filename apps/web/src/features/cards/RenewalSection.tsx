/**
 * 'Erinnerung zur Verlängerung' on the card details: whether the renewal reminder went out
 * and when, and the new card the renewal led to (reminder link or the card app's button).
 */
import { formatDateTime } from '@ausweis/shared/format';
import { RENEWAL_TEXTS } from '@ausweis/shared/renewal';
import type { CardDetails } from '@ausweis/shared/schemas/card-details';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { cardPath } from './card-path';
import { CardSection, Info } from './form-fields';

export function RenewalSection({
  card,
}: {
  card: Pick<CardDetails, 'renewal_mailed_at' | 'renewed_by_order_id'>;
}) {
  const renewal = card.renewed_by_order_id;
  return (
    <CardSection title={RENEWAL_TEXTS.section}>
      <Info
        label={RENEWAL_TEXTS.sentAt}
        value={card.renewal_mailed_at ? formatDateTime(card.renewal_mailed_at) : RENEWAL_TEXTS.notSent}
      />
      <Info
        label={RENEWAL_TEXTS.renewedBy}
        value={
          renewal === null ? (
            RENEWAL_TEXTS.notRenewed
          ) : (
            <Link component={RouterLink} to={cardPath(renewal, false)}>
              {RENEWAL_TEXTS.openRenewal(renewal)}
            </Link>
          )
        }
      />
    </CardSection>
  );
}

/**
 * 'Ausweis verlängern' in the card app (docs/product.md#card-app): shown in the card's last days_before_renew days
 * (the server's can_renew); a tap asks for a personal order link with the stored codes and opens the
 * prefilled order page, so the holder does not need the reminder mail.
 */
import { RENEWAL_CARD_APP_LINK_PATH } from '@ausweis/shared/renewal';
import { useText } from '../i18n/use-text';
import { useHolderLink } from './holder-link';

export function RenewButton() {
  const t = useText();
  const { busy, failed, open: renew } = useHolderLink(RENEWAL_CARD_APP_LINK_PATH, 'url');
  return (
    <section className="ca-renew" aria-label={t('cardApp.renew')}>
      <p>{t('cardApp.renewHint')}</p>
      <button type="button" className="ca-button ca-primary" onClick={() => void renew()} disabled={busy}>
        {t('cardApp.renew')}
      </button>
      {failed && (
        <p className="ca-error" role="alert">
          {t('cardApp.renewFailed')}
        </p>
      )}
    </section>
  );
}

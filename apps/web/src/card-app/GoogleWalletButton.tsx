/**
 * 'In Google Wallet speichern' in the card app: on Android (and on a device that is neither Apple nor
 * Android, wallet-platform.ts), when the portal has a Google Wallet issuer. A tap asks the server for
 * the card's save link with the stored codes and opens it: Google Wallet then adds the pass. A
 * text button: Google's badge artwork is not part of the repository.
 */
import type { CardAppCard } from '@ausweis/shared/schemas/card-app';
import { GOOGLE_WALLET_PASS_PATH } from '@ausweis/shared/schemas/wallet-texts';
import { useText } from '../i18n/use-text';
import { useHolderLink } from './holder-link';
import { walletPlatforms } from './wallet-platform';

function SaveButton() {
  const t = useText();
  const { busy, failed, open: save } = useHolderLink(GOOGLE_WALLET_PASS_PATH, 'save_url');
  return (
    <div className="ca-wallet">
      <button type="button" className="ca-button ca-gwallet" onClick={() => void save()} disabled={busy}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
          <rect x="2" y="5" width="20" height="15" rx="3" fill="#fff" />
          <rect x="2" y="5" width="20" height="4" rx="2" fill="#4285f4" />
          <rect x="2" y="9" width="20" height="3" fill="#34a853" />
          <rect x="2" y="12" width="20" height="3" fill="#fbbc04" />
          <rect x="2" y="15" width="20" height="2" fill="#ea4335" />
        </svg>
        {t('cardApp.googleWallet')}
      </button>
      {failed && (
        <p className="ca-error" role="alert">
          {t('cardApp.googleWalletFailed')}
        </p>
      )}
    </div>
  );
}

export function GoogleWalletButton({ card }: { card: CardAppCard }) {
  if (!card.google_wallet || !walletPlatforms(navigator.userAgent).includes('google')) return null;
  return <SaveButton />;
}

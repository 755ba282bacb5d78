/**
 * 'Zu Apple Wallet hinzufügen' in the card app: on Apple devices (and desktop browsers, wallet-platform.ts)
 * when the server offers Apple Wallet. An HTML form posts the stored codes, so the browser itself
 * receives the pass (Safari on iPhone shows it to add; elsewhere it is downloaded). A text
 * button in the badge's colours: Apple's badge artwork is not part of this repository.
 */
import { APPLE_WALLET_PASS_PATH } from '@ausweis/shared/schemas/wallet-texts';
import { useText } from '../i18n/use-text';
import { loadStored } from './storage';
import { walletPlatforms } from './wallet-platform';
import './apple-wallet.css';

export function AppleWalletButton() {
  const t = useText();
  const codes = loadStored()?.codes;
  if (!codes || !walletPlatforms(navigator.userAgent).includes('apple')) return null;
  return (
    <form className="ca-wallet" method="post" action={`/api${APPLE_WALLET_PASS_PATH}`}>
      <input type="hidden" name="tenant_short_code" value={codes.tenant_short_code} />
      <input type="hidden" name="product_short_code" value={codes.product_short_code} />
      <input type="hidden" name="online_code" value={codes.online_code} />
      <button type="submit" className="ca-button ca-apple-wallet" aria-describedby="ca-apple-wallet-hint">
        <span aria-hidden="true" className="ca-apple-wallet-icon" />
        {t('cardApp.appleWallet')}
      </button>
      <p id="ca-apple-wallet-hint" className="ca-wallet-hint">
        {t('cardApp.appleWalletHint')}
      </p>
    </form>
  );
}

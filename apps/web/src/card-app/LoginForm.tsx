/**
 * Login with the three codes from the access mail. Pasting is never blocked, and one paste of the mail's
 * link or of its three code lines fills all three fields (pasted-codes.ts); password managers may fill
 * and keep the codes (autocomplete names, the activation code as the secret).
 */
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import { type ClipboardEvent, type FormEvent, useState } from 'react';
import { useText } from '../i18n/use-text';
import type { Codes } from './api';
import { type AppMessage, useMessageText } from './messages';
import { pastedCodes } from './pasted-codes';

interface Props {
  busy: boolean;
  error: AppMessage | null;
  /** Codes a link brought: filled in, so a failed try can be corrected instead of typed anew. */
  initial?: Codes | null;
  onLogin(codes: Codes): void;
}

const FIELDS: readonly { name: keyof Codes; label: MessageId; autoComplete: string }[] = [
  { name: 'tenant_short_code', label: 'cardApp.tenantCode', autoComplete: 'username' },
  { name: 'product_short_code', label: 'cardApp.productCode', autoComplete: 'off' },
  { name: 'online_code', label: 'cardApp.onlineCode', autoComplete: 'current-password' },
];

export function LoginForm({ busy, error, initial = null, onLogin }: Props) {
  const t = useText();
  const messageText = useMessageText();
  const [codes, setCodes] = useState<Codes>(
    initial ?? { tenant_short_code: '', product_short_code: '', online_code: '' },
  );
  const [touched, setTouched] = useState(false);
  const missing = FIELDS.filter((f) => !codes[f.name].trim());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (missing.length === 0 && !busy) onLogin(codes);
  };

  /** All three codes at once: fill them in; a single code pastes as usual. */
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    const all = pastedCodes(e.clipboardData.getData('text'));
    if (!all) return;
    e.preventDefault();
    setCodes(all);
  };

  return (
    <form className="ca-login" onSubmit={submit} noValidate>
      <div className="ca-brand">
        <img src="/app/icon-192.png" alt="" width={56} height={56} />
        <h1 className="ca-title">{t('cardApp.title')}</h1>
      </div>
      <p className="ca-hint">{t('cardApp.loginHint')}</p>
      {FIELDS.map((f) => {
        const invalid = touched && !codes[f.name].trim();
        return (
          <label key={f.name} className="ca-field">
            <span>{t(f.label)}</span>
            <input
              name={f.name}
              value={codes[f.name]}
              onChange={(e) => setCodes({ ...codes, [f.name]: e.target.value })}
              onPaste={paste}
              dir="ltr"
              autoCapitalize="characters"
              autoComplete={f.autoComplete}
              autoCorrect="off"
              spellCheck={false}
              aria-invalid={invalid}
              required
            />
            {invalid && <small className="ca-field-error">{t('cardApp.required')}</small>}
          </label>
        );
      })}
      {error && (
        <p className="ca-error" role="alert">
          {messageText(error)}
        </p>
      )}
      <button type="submit" className="ca-button ca-primary" disabled={busy}>
        {busy ? t('cardApp.checking') : t('cardApp.login')}
      </button>
    </form>
  );
}

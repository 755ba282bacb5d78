/** Login with the three codes from the access mail. */
import { type FormEvent, useState } from 'react';
import type { Codes } from './api';

interface Props {
  busy: boolean;
  error: string | null;
  /** Codes a link brought: filled in, so a failed try can be corrected instead of typed anew. */
  initial?: Codes | null;
  onLogin(codes: Codes): void;
}

const FIELDS = [
  { name: 'tenant_short_code', label: 'Zugangscode' },
  { name: 'product_short_code', label: 'Produktcode' },
  { name: 'online_code', label: 'Aktivierungscode' },
] as const;

export function LoginForm({ busy, error, initial = null, onLogin }: Props) {
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

  return (
    <form className="ca-login" onSubmit={submit} noValidate>
      <header className="ca-brand">
        <img src="/app/icon-192.png" alt="" width={56} height={56} />
        <h1 className="ca-title">Ausweis-App</h1>
      </header>
      <p className="ca-hint">Sie finden die Codes in der E-Mail mit Ihren Zugangsdaten.</p>
      {FIELDS.map((f) => {
        const invalid = touched && !codes[f.name].trim();
        return (
          <label key={f.name} className="ca-field">
            <span>{f.label}</span>
            <input
              name={f.name}
              value={codes[f.name]}
              onChange={(e) => setCodes({ ...codes, [f.name]: e.target.value })}
              autoCapitalize="characters"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              aria-invalid={invalid}
              required
            />
            {invalid && <small className="ca-field-error">Bitte einen Wert angeben</small>}
          </label>
        );
      })}
      {error && (
        <p className="ca-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="ca-button ca-primary" disabled={busy}>
        {busy ? 'Wird geprüft …' : 'Anmelden'}
      </button>
    </form>
  );
}

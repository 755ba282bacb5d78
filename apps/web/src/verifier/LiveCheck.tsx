/**
 * For a code from the card app's screen: what the checker compares (time, moving band, live code) and,
 * online, the check of the live code the checker reads off the app. Offline the clock of this device is
 * the comparison. ScreenHint is the short note on the page itself.
 */
import { formatDateTimeShort } from '@ausweis/shared/format';
import { type FormEvent, useState } from 'react';
import { clockText, useNow } from '../lib/use-now';
import { checkLive, type LiveCheckResult } from './live-check';

const OFFLINE =
  'Ohne Internet kann der Live-Code nicht geprüft werden. Vergleichen Sie die Uhrzeit in der App mit der Uhrzeit oben und achten Sie darauf, dass sich das Band bewegt.';

export function ScreenHint() {
  return (
    <details className="vf-hint">
      <summary>Worauf achten bei der Ausweis-App?</summary>
      <ul>
        <li>Die Uhrzeit in der App läuft sekundengenau mit und stimmt mit Ihrer Uhr überein.</li>
        <li>Das Band hinter der Uhrzeit bewegt sich.</li>
        <li>Den Live-Code (drei Ziffern und eine Farbe) hier eingeben: Er wechselt alle 10 Sekunden.</li>
      </ul>
    </details>
  );
}

export function LiveCheck({ code, shownAt }: { code: string; shownAt: number }) {
  const now = useNow();
  const [live, setLive] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<LiveCheckResult | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setResult(await checkLive(code, live));
    setBusy(false);
  };
  return (
    <section className="vf-live" aria-labelledby="vf-live-title">
      <h2 id="vf-live-title">Live-Prüfung der Ausweis-App</h2>
      <p>
        Code vom Bildschirm der Ausweis-App, signiert am {formatDateTimeShort(shownAt * 1000)}. Jetzt auf
        diesem Gerät: <strong className="vf-clock">{clockText(now)}</strong>
      </p>
      <p>Die Uhrzeit in der App muss übereinstimmen und das Band dahinter sich bewegen.</p>
      <form onSubmit={submit} className="vf-live-form">
        <label htmlFor="vf-live-code">Live-Code aus der App (z. B. 042 Blau)</label>
        <input
          id="vf-live-code"
          value={live}
          onChange={(e) => setLive(e.target.value)}
          autoComplete="off"
          inputMode="text"
          maxLength={40}
        />
        <button type="submit" className="ca-button ca-primary" disabled={busy || live.trim() === ''}>
          {busy ? 'Wird geprüft …' : 'Live-Code abgleichen'}
        </button>
      </form>
      {result && (
        <p className={result.kind === 'match' ? 'vf-live-ok' : 'ca-error'} role="status">
          {result.kind === 'match'
            ? 'Live-Code stimmt: Die Anzeige ist jetzt live auf einem Gerät mit diesem Ausweis.'
            : result.kind === 'offline'
              ? OFFLINE
              : result.message}
        </p>
      )}
    </section>
  );
}

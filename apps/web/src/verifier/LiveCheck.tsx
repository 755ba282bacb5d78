/**
 * For a code from the card app's screen: what the checker compares (time, moving band, live code) and,
 * online, the check of the live code the checker reads off the app. Offline the clock of this device is
 * the comparison. ScreenHint is the short note on the page itself.
 */
import { type FormEvent, useState } from 'react';
import { useFormats } from '../i18n/use-formats';
import { useLocalizeGerman, useRichText, useText } from '../i18n/use-text';
import { clockText, useNow } from '../lib/use-now';
import { checkLive, type LiveCheckResult } from './live-check';

/** A live code as the app shows it (shared/live-code.ts: the colour words the server reads). */
const LIVE_CODE_EXAMPLE = '042 Blau';

export function ScreenHint() {
  const t = useText();
  return (
    <details className="vf-hint">
      <summary>{t('verifier.hintTitle')}</summary>
      <ul>
        <li>{t('verifier.hintClock')}</li>
        <li>{t('verifier.hintBand')}</li>
        <li>{t('verifier.hintLiveCode')}</li>
      </ul>
    </details>
  );
}

function LiveResult({ result }: { result: LiveCheckResult }) {
  const t = useText();
  const localize = useLocalizeGerman();
  if (result.kind === 'match')
    return (
      <p className="vf-live-ok" role="status">
        {t('verifier.liveMatch')}
      </p>
    );
  return (
    <p className="ca-error" role="status">
      {result.kind === 'offline'
        ? t('verifier.liveOffline')
        : result.message === null
          ? t('verifier.liveUnclear')
          : localize(result.message)}
    </p>
  );
}

export function LiveCheck({ code, shownAt }: { code: string; shownAt: number }) {
  const t = useText();
  const rich = useRichText();
  const formats = useFormats();
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
      <h2 id="vf-live-title">{t('verifier.liveTitle')}</h2>
      <p>
        {rich('verifier.liveSigned', {
          date: formats.dateTime(shownAt * 1000),
          time: clockText(now),
          clock: (chunks) => (
            <strong className="vf-clock" dir="ltr">
              {chunks}
            </strong>
          ),
        })}
      </p>
      <p>{t('verifier.liveCompare')}</p>
      <form onSubmit={submit} className="vf-live-form">
        <label htmlFor="vf-live-code">
          {rich('verifier.liveLabel', { example: <bdi dir="ltr">{LIVE_CODE_EXAMPLE}</bdi> })}
        </label>
        <input
          id="vf-live-code"
          value={live}
          onChange={(e) => setLive(e.target.value)}
          autoComplete="off"
          inputMode="text"
          maxLength={40}
          dir="ltr"
        />
        <button type="submit" className="ca-button ca-primary" disabled={busy || live.trim() === ''}>
          {t(busy ? 'verifier.checking' : 'verifier.liveSubmit')}
        </button>
      </form>
      {result && <LiveResult result={result} />}
    </section>
  );
}

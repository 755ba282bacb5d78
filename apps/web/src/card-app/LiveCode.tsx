/**
 * The live element of the card app (shared/live-code.ts): a moving band, the current time with seconds
 * and a code that changes every 10 seconds, computed on the phone from the card's live secret, offline too.
 * A screenshot or a recording from another time shows a wrong time and code; the verifier page checks the
 * code online. With reduced motion the band stands still, the time and code still change.
 */
import { fromBase64Url } from '@ausweis/shared/card-code';
import { type LiveCode as Code, LIVE_COLOURS, liveCodeOf, liveStep } from '@ausweis/shared/live-code';
import { useEffect, useMemo, useState } from 'react';
import { useText } from '../i18n/use-text';
import { clockText, useNow } from '../lib/use-now';

export function LiveCode({ secret }: { secret: string | undefined }) {
  const t = useText();
  const now = useNow();
  const step = liveStep(now);
  const key = useMemo(() => (secret ? fromBase64Url(secret) : null), [secret]);
  const [code, setCode] = useState<Code | null>(null);
  useEffect(() => {
    let current = true;
    if (key) void liveCodeOf(key, step).then((c) => current && setCode(c));
    return () => {
      current = false;
    };
  }, [key, step]);
  const colour = code ? LIVE_COLOURS[code.colour] : undefined;
  return (
    <section className="ca-live" aria-label={t('cardApp.live')}>
      <div className="ca-live-band" aria-hidden="true" />
      <p className="ca-live-time">
        <time dir="ltr" dateTime={new Date(now).toISOString()}>
          {clockText(now)}
        </time>
      </p>
      {code && colour ? (
        <p className="ca-live-code">
          <span className="ca-live-label">{t('cardApp.liveCode')}</span>{' '}
          {/* The colour word is part of the code the checker types on /pruefen (live-code.ts): German. */}
          <span className="ca-live-value" dir="ltr" lang="de" style={{ background: colour.css }}>
            {code.digits} {colour.word}
          </span>
        </p>
      ) : (
        !key && <p className="ca-live-label">{t('cardApp.liveCodeLater')}</p>
      )}
    </section>
  );
}

/**
 * 'Meine Daten' and 'Löschung beantragen' in the card app: downloads what is stored about the holder
 * (PDF or JSON) and sends an erasure request to the school, with the stored codes. Plain fetch and the
 * path constants, like the app's own call (api.ts): no zod in the app bundle.
 */
import { DATA_RIGHTS_PATHS } from '@ausweis/shared/schemas/data-rights-texts';
import { useState } from 'react';
import { useFormats } from '../i18n/use-formats';
import { useText } from '../i18n/use-text';
import { loadStored } from './storage';

async function post(path: string, body: object): Promise<Response | null> {
  const codes = loadStored()?.codes;
  if (!codes) return null;
  try {
    return await fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...codes, ...body }),
      cache: 'no-store',
    });
  } catch {
    return null;
  }
}

/** Saves the answer under the server's file name. */
async function download(format: 'pdf' | 'json'): Promise<boolean> {
  const res = await post(DATA_RIGHTS_PATHS.cardAppDisclosure, { format });
  if (!res?.ok) return false;
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name ?? `Auskunft.${format}`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}

export function MyDataSection() {
  const t = useText();
  const { date } = useFormats();
  const failed = { text: t('cardApp.failed'), error: true };
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async (format: 'pdf' | 'json') => {
    setBusy(true);
    setMessage((await download(format)) ? null : failed);
    setBusy(false);
  };
  const requestErasure = async () => {
    setBusy(true);
    setConfirming(false);
    const res = await post(DATA_RIGHTS_PATHS.cardAppErasure, {});
    const body = (await res?.json().catch(() => null)) as { due_at?: string } | null;
    setMessage(
      res?.ok && body?.due_at
        ? { text: t('cardApp.erasureRequested', { due: date(body.due_at) }), error: false }
        : failed,
    );
    setBusy(false);
  };

  return (
    <section className="ca-renew" aria-labelledby="ca-my-data">
      <h2 id="ca-my-data">{t('cardApp.myData')}</h2>
      <p>{t('cardApp.myDataHint')}</p>
      <div className="ca-actions">
        <button type="button" className="ca-button" onClick={() => void save('pdf')} disabled={busy}>
          {t('cardApp.downloadPdf')}
        </button>
        <button type="button" className="ca-button" onClick={() => void save('json')} disabled={busy}>
          {t('cardApp.downloadJson')}
        </button>
      </div>
      {confirming ? (
        <div className="ca-confirm" role="alertdialog" aria-labelledby="ca-erasure-title">
          <p id="ca-erasure-title">
            <strong>{t('cardApp.erasureConfirmTitle')}</strong>
          </p>
          <p>{t('cardApp.erasureConfirm')}</p>
          <div className="ca-actions">
            <button type="button" className="ca-button" onClick={() => setConfirming(false)}>
              {t('cardApp.cancel')}
            </button>
            <button type="button" className="ca-button ca-danger" onClick={() => void requestErasure()}>
              {t('cardApp.requestErasure')}
            </button>
          </div>
        </div>
      ) : (
        <div className="ca-actions">
          <button
            type="button"
            className="ca-button ca-danger"
            onClick={() => setConfirming(true)}
            disabled={busy}
          >
            {t('cardApp.requestErasure')}
          </button>
        </div>
      )}
      {message && (
        <p className={message.error ? 'ca-error' : 'ca-state'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}

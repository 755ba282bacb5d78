/**
 * A card app call that answers a link for the holder's card ('Ausweis verlängern', 'In Google Wallet
 * speichern'): POST the stored codes to its path and take the link from the answer. Plain fetch and the
 * path constant, like the app's own call (api.ts): no zod in the app bundle.
 */
import { useState } from 'react';
import { loadStored } from './storage';

/** The answer's `field` (a URL or path), or null when there are no codes or no link came. */
async function holderLink(path: string, field: string): Promise<string | null> {
  const codes = loadStored()?.codes;
  if (!codes) return null;
  try {
    const res = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(codes),
      cache: 'no-store',
    });
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    const link = body?.[field];
    return res.ok && typeof link === 'string' ? link : null;
  } catch {
    return null;
  }
}

/** A button's opening of such a link: busy while asking, failed when no link came, else the link opens. */
export function useHolderLink(path: string, field: string) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setBusy(true);
    setFailed(false);
    const url = await holderLink(path, field);
    setBusy(false);
    if (url) window.location.assign(url);
    else setFailed(true);
  };
  return { busy, failed, open };
}

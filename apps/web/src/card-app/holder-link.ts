/**
 * A card app call that answers a link for the holder's card ('Ausweis verlängern', 'In Google Wallet
 * speichern'): POST the stored codes to its path and take the link from the answer. Plain fetch and the
 * path constant, like the app's own call (api.ts): no zod in the app bundle.
 */
import { loadStored } from './storage';

/** The answer's `field` (a URL or path), or null when there are no codes or no link came. */
export async function holderLink(path: string, field: string): Promise<string | null> {
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

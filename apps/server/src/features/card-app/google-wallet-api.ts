/**
 * The Google Wallet REST API, as far as the portal uses it: an OAuth2 access token by the JWT bearer
 * grant with the service account's key, and PATCH of a generic object (an ended card's pass set to
 * EXPIRED). Base URLs come from the configuration, so tests point them at a fake on the loopback.
 */
import type { GoogleWalletConfig } from '../../google-wallet-config';
import { googleWalletAssertion } from './google-wallet-pass';

/** An access token for the Wallet API (valid about an hour: one per expiry run). */
export async function googleWalletToken(gw: GoogleWalletConfig): Promise<string> {
  const res = await fetch(gw.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: await googleWalletAssertion(gw),
    }),
  });
  const body = (await res.json().catch(() => null)) as { access_token?: unknown } | null;
  if (!res.ok || typeof body?.access_token !== 'string')
    throw new Error(`google wallet: token request answered ${res.status}`);
  return body.access_token;
}

/**
 * Changes fields of a generic object. 'missing': Google does not know it (the holder never saved the
 * pass), which is as good as expired.
 */
export async function patchGoogleWalletObject(
  gw: GoogleWalletConfig,
  token: string,
  objectId: string,
  fields: object,
): Promise<'patched' | 'missing'> {
  const res = await fetch(`${gw.apiBase}/walletobjects/v1/genericObject/${encodeURIComponent(objectId)}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  await res.body?.cancel();
  if (res.status === 404) return 'missing';
  if (!res.ok) throw new Error(`google wallet: PATCH answered ${res.status}`);
  return 'patched';
}

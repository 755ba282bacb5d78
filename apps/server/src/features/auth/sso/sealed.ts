/**
 * Short-lived values the browser carries for the sign-in with a school's accounts (the flow's state
 * cookie, the result ticket): sealed with the secret box (encrypted and authenticated), so the server
 * keeps nothing in memory and nobody can read or change them. Each names its purpose and expiry.
 */
import type { AppContext } from '../../../context';

type Purpose = 'sso-flow' | 'sso-result';

export function sealFor<T extends object>(
  ctx: Pick<AppContext, 'secrets'>,
  purpose: Purpose,
  value: T,
  seconds: number,
): string {
  const exp = Math.floor(Date.now() / 1000) + seconds;
  return ctx.secrets.seal(JSON.stringify({ purpose, exp, value }));
}

/** The value if the seal is intact, of this purpose and not expired; else null. */
export function openFor<T extends object>(
  ctx: Pick<AppContext, 'secrets'>,
  purpose: Purpose,
  sealed: string | undefined,
): { value: T; expiresAt: Date } | null {
  if (!sealed) return null;
  try {
    const box = JSON.parse(ctx.secrets.open(sealed)) as { purpose: unknown; exp: unknown; value: T };
    if (box.purpose !== purpose || typeof box.exp !== 'number') return null;
    if (box.exp * 1000 <= Date.now()) return null;
    return { value: box.value, expiresAt: new Date(box.exp * 1000) };
  } catch {
    return null;
  }
}

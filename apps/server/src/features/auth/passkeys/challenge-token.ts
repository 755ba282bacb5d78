/**
 * A passkey ceremony's challenge, kept by the client instead of the server: a short-lived JWT under its
 * own key (derived from the JWT secret like the sign-in ticket's, so it can pass as neither), naming
 * what it is for and whom it is bound to. Redeeming spends it once; a second use or an old one is refused.
 */
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../../context';
import { spendOnce } from '../../../db/spent-tokens';
import { derivedKey } from '../../../platform/derived-key';
import { PASSKEY_ERRORS } from './passkey-errors';

/** What the challenge is for: adding a passkey (signed in, or with a set-up ticket) or signing in. */
export type CeremonyKind = 'register' | 'setup' | 'sign_in' | 'second_step';

/** Time for the browser's dialog (the WebAuthn timeout is one minute; a little more for slow hands). */
export const CHALLENGE_MINUTES = 5;

const keyOf = (ctx: Pick<AppContext, 'config'>) =>
  new Uint8Array(derivedKey(ctx.config.jwtSecret, 'passkey-challenge'));

/**
 * The token for `challenge`. `boundTo` names who may answer it: the signed-in user's id, the ticket's
 * id, or '' for a sign-in with a passkey alone.
 */
export function issueChallenge(
  ctx: Pick<AppContext, 'config'>,
  kind: CeremonyKind,
  boundTo: string,
  challenge: string,
): Promise<string> {
  return new SignJWT({ kind, ch: challenge })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(boundTo)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt()
    .setExpirationTime(`${CHALLENGE_MINUTES}m`)
    .sign(keyOf(ctx));
}

/** The challenge of a valid, unspent token of this kind and binding; spent now. Else a German 400. */
export async function redeemChallenge(
  ctx: Pick<AppContext, 'config' | 'db'>,
  token: string,
  kind: CeremonyKind,
  boundTo: string,
): Promise<string> {
  const claims = await jwtVerify(token, keyOf(ctx), { algorithms: ['HS256'] }).then(
    ({ payload: p }) =>
      p.kind === kind && p.sub === boundTo && typeof p.ch === 'string' && typeof p.jti === 'string' && p.exp
        ? { challenge: p.ch, id: p.jti, exp: p.exp }
        : null,
    () => null,
  );
  if (!claims) throw PASSKEY_ERRORS.challengeExpired();
  if (!(await spendOnce(ctx.db, `passkey:${claims.id}`, new Date(claims.exp * 1000))))
    throw PASSKEY_ERRORS.challengeExpired();
  return claims.challenge;
}

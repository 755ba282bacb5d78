/**
 * The ticket between a sign-in's first step (password, identity provider) and its second (a code, a
 * passkey, or setting up a second factor): a short-lived JWT under its own key, so it can never pass
 * as a session token, naming the user's token version (a password change meanwhile voids it). It is
 * spent once the second step succeeds.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { spendOnce } from '../../db/spent-tokens';
import { AppError } from '../../http/app-error';
import { derivedKey } from '../../platform/derived-key';
import type { SignInMethod } from './sign-in';

/** 'second_factor': the user has a factor and must use it; 'factor_setup': they must set one up first. */
export type TicketPurpose = 'second_factor' | 'factor_setup';

export interface SignInTicket {
  /** Random: the ticket's single use is recorded under it. */
  id: string;
  purpose: TicketPurpose;
  userId: number;
  tokenVersion: number;
  /** How the first step signed in (kept by the session the ticket leads to). */
  method: SignInMethod;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Time for the second step: long enough to fetch a phone or set up an app. */
export const TICKET_MINUTES = 10;

export const TICKET_EXPIRED = () =>
  new AppError(
    401,
    'SIGN_IN_TICKET_EXPIRED',
    'Die Anmeldung ist abgelaufen oder wurde bereits abgeschlossen. Bitte melden Sie sich erneut an.',
  );

const keyOf = (ctx: Pick<AppContext, 'config'>) =>
  new Uint8Array(derivedKey(ctx.config.jwtSecret, 'sign-in-ticket'));

export async function issueTicket(
  ctx: Pick<AppContext, 'config'>,
  t: Pick<SignInTicket, 'purpose' | 'userId' | 'tokenVersion' | 'method'>,
): Promise<string> {
  return new SignJWT({ purpose: t.purpose, ver: t.tokenVersion, method: t.method })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(t.userId))
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt()
    .setExpirationTime(`${TICKET_MINUTES}m`)
    .sign(keyOf(ctx));
}

/** The ticket, if valid for `purpose` and its user's token version unchanged; else 401 (spendTicket spends it). */
export async function readTicket(
  ctx: Pick<AppContext, 'config' | 'db'>,
  token: string,
  purpose: TicketPurpose,
): Promise<SignInTicket> {
  const ticket = await jwtVerify(token, keyOf(ctx), { algorithms: ['HS256'] }).then(
    ({ payload: p }) =>
      p.purpose === purpose && typeof p.ver === 'number' && typeof p.jti === 'string' && p.exp
        ? {
            id: p.jti,
            purpose,
            userId: Number(p.sub),
            tokenVersion: p.ver,
            method: p.method as SignInMethod,
            expiresAt: p.exp,
          }
        : null,
    () => null,
  );
  if (!ticket) throw TICKET_EXPIRED();
  const [user] = await ctx.db
    .select({ token_version: users.token_version })
    .from(users)
    .where(eq(users.id, ticket.userId));
  if (!user || user.token_version !== ticket.tokenVersion) throw TICKET_EXPIRED();
  return ticket;
}

/** Spends the ticket: its second step succeeded. A ticket already spent: 401. */
export async function spendTicket(ctx: Pick<AppContext, 'db'>, ticket: SignInTicket): Promise<void> {
  if (!(await spendOnce(ctx.db, `ticket:${ticket.id}`, new Date(ticket.expiresAt * 1000))))
    throw TICKET_EXPIRED();
}

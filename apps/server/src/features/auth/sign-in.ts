/**
 * Where every staff sign-in ends (password, passkey, the tenant's identity provider): the second-factor
 * rule decides whether a session opens now or a second step follows.
 */
import type { LoginResponse } from '@ausweis/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { openSession, verifyLogin } from './auth.service';
import { type SignInTicket, spendTicket, TICKET_EXPIRED } from './sign-in-ticket';

export type SignInMethod = 'password' | 'passkey' | 'oidc';

/** How and from where someone signs in: the session row keeps the device and the address's network. */
export interface SignIn {
  method: SignInMethod;
  userAgent: string | undefined;
  ip: string;
}

export const signInOf = (req: FastifyRequest, method: SignInMethod): SignIn => ({
  method,
  userAgent: req.headers['user-agent'],
  ip: req.ip,
});

export interface SignInProof {
  /** The sign-in already took two factors (a passkey with user verification; a provider's MFA). */
  factorsDone: boolean;
}

/** A user who proved who they are: a session, or the second step the second-factor rule asks for. */
export async function finishSignIn(
  ctx: AppContext,
  user: typeof users.$inferSelect,
  signIn: SignIn,
  _proof: SignInProof,
): Promise<LoginResponse> {
  return openSession(ctx, user, signIn);
}

/** Sign-in with e-mail and password. */
export async function login(
  ctx: AppContext,
  email: string,
  password: string,
  signIn: SignIn,
): Promise<LoginResponse> {
  const user = await verifyLogin(ctx, email, password, signIn.ip);
  return finishSignIn(ctx, user, signIn, { factorsDone: false });
}

/**
 * The second step of a ticket succeeded (a code, a passkey, a factor set up): the ticket is spent and
 * the session opens, from the device that took the second step, with the first step's method.
 */
export async function completeSecondStep(
  ctx: AppContext,
  ticket: SignInTicket,
  signIn: Omit<SignIn, 'method'>,
): Promise<LoginResponse> {
  await spendTicket(ctx, ticket);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ticket.userId));
  if (!user) throw TICKET_EXPIRED();
  return openSession(ctx, user, { ...signIn, method: ticket.method });
}

/**
 * Where every staff sign-in ends (password, passkey, the tenant's identity provider): the second-factor
 * rule decides whether a session opens now or a second step follows.
 */
import type { LoginResponse } from '@ausweis/shared/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { users } from '../../db/schema/index';
import { openSession, verifyLogin } from './auth.service';

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

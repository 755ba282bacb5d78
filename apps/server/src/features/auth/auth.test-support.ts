/** Test support for the account flows: signing in, following the links the app mails, as the user's browser does. */
import { auth } from '@ausweis/shared/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { TEST_PASSWORD } from '../../test/factories';
import { callEndpoint } from '../../test/http';
import { lastMailTo, linkIn } from '../../test/mail';
import type { TestApp } from '../../test/test-app';

/**
 * Sets the user's password as the /password_create page does, with the token from the link in the
 * newest mail to them (invitation, reset by an Admin, forgotten password).
 */
export async function setPasswordByMailedLink(
  t: TestApp,
  user: { id: number; email: string },
  password: string,
) {
  const mail = await lastMailTo(t.db, user.email);
  const token = linkIn(mail?.text ?? '')
    .split('/')
    .pop();
  return callEndpoint(t.app, auth.setPasswordByToken, {
    body: { token, token_name: 'UserPassword', user_id: user.id, email: user.email, password },
  });
}

export interface SignedIn {
  token: string;
  refresh_token: string;
  /** The session id the tokens name (staff_sessions.id). */
  sid: string;
}

/** Signs in with the password from a browser (`headers`: its user agent, its address) as the login page does. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  { password = TEST_PASSWORD, headers = {} }: { password?: string; headers?: Record<string, string> } = {},
): Promise<SignedIn> {
  const res = await callEndpoint(app, auth.login, { body: { email, password }, headers });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const { token, refresh_token } = res.json<SignedIn>();
  return { token, refresh_token, sid: String(decodeJwt(token).sid) };
}

/** Test support for the account flows: following the links the app mails, as the user's browser does. */
import { auth } from '@ausweis/shared/contracts/auth';
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

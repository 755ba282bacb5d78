/**
 * Passkeys (docs/product.md#api Auth): one's own passkeys on 'Anmeldung und Sicherheit', and signing in
 * with one — alone, as the second step, or set up during a first sign-in. Every ceremony takes two calls:
 * the options (with a challenge token), then the browser's answer with that token.
 */
import { defineEndpoints } from '../endpoint';
import { LoginResponse, SessionResponse } from '../schemas/auth';
import { ConfirmTotpWithTicketResponse } from '../schemas/auth-factors';
import {
  PasskeyAdded,
  PasskeyCeremony,
  PasskeyList,
  PasskeyRegisterRequest,
  PasskeySecondStepRequest,
  PasskeySetupRequest,
  PasskeySignInRequest,
  PasskeyTicketRequest,
} from '../schemas/auth-passkeys';

export const authPasskeys = defineEndpoints('auth', {
  passkeyList: {
    method: 'GET',
    path: '/a/auth/passkeys',
    capability: 'signIn.own',
    response: PasskeyList,
    summary: 'The own passkeys: name, created, last used.',
  },
  passkeyRegisterOptions: {
    method: 'POST',
    path: '/a/auth/passkeys/register_options',
    capability: 'signIn.own',
    response: PasskeyCeremony,
    summary: 'Options to create a passkey for the own account (the registered ones excluded).',
  },
  passkeyRegister: {
    method: 'POST',
    path: '/a/auth/passkeys/register',
    capability: 'signIn.own',
    request: PasskeyRegisterRequest,
    response: PasskeyAdded,
    summary: "Stores the browser's new passkey under the given name (a first factor brings recovery codes).",
  },
  passkeySignInOptions: {
    method: 'POST',
    path: '/anon/auth/passkeys/sign_in_options',
    response: PasskeyCeremony,
    summary: 'Options to sign in with a passkey alone (the passkey names its account).',
  },
  passkeySignIn: {
    method: 'POST',
    path: '/anon/auth/passkeys/sign_in',
    request: PasskeySignInRequest,
    response: LoginResponse,
    summary: 'Signs in with a passkey and user verification (counts as two factors).',
  },
  passkeySecondStepOptions: {
    method: 'POST',
    path: '/anon/auth/passkeys/second_step_options',
    request: PasskeyTicketRequest,
    response: PasskeyCeremony,
    summary: "Options for the second step with one of the ticket's user's passkeys.",
  },
  passkeySecondStep: {
    method: 'POST',
    path: '/anon/auth/passkeys/second_step',
    request: PasskeySecondStepRequest,
    response: SessionResponse,
    summary: 'Completes a sign-in with a passkey as the second step; answers the login.',
  },
  passkeySetupOptions: {
    method: 'POST',
    path: '/anon/auth/passkeys/setup_options',
    request: PasskeyTicketRequest,
    response: PasskeyCeremony,
    summary: 'Options to create a passkey during a first sign-in that must set up a second factor.',
  },
  passkeySetup: {
    method: 'POST',
    path: '/anon/auth/passkeys/setup',
    request: PasskeySetupRequest,
    response: ConfirmTotpWithTicketResponse,
    summary:
      'Stores the new passkey of a set-up ticket and opens the session; with the recovery codes to keep.',
  },
});

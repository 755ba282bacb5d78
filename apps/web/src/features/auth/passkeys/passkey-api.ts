/**
 * Passkeys in the browser: the two calls of each ceremony around the browser's dialog
 * (@simplewebauthn/browser), and what to tell the user when the dialog ends without a passkey. The
 * contracts and the WebAuthn library load at the first use, not with the login page.
 */
import type { LoginResponse } from '@ausweis/shared/schemas/auth';
import type { PasskeyCeremony } from '@ausweis/shared/schemas/auth-passkeys';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';

const contracts = () => import('@ausweis/shared/contracts/auth-passkeys').then((m) => m.authPasskeys);
const browserLib = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all (WebAuthn); the buttons are hidden where it cannot. */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export const PASSKEYS_UNSUPPORTED =
  'Dieser Browser unterstützt keine Passkeys. Bitte verwenden Sie einen aktuellen Browser oder melden Sie sich mit Ihrem Passwort an.';

/** The browser's dialog creates a passkey for the ceremony's options. */
async function createPasskey(ceremony: PasskeyCeremony): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await browserLib();
  return startRegistration({
    optionsJSON: ceremony.options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
}

/** The browser's dialog lets the user choose a passkey and confirm it. */
async function getPasskey(ceremony: PasskeyCeremony): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await browserLib();
  return startAuthentication({
    optionsJSON: ceremony.options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
}

// The server's refusals (API errors) are shown as toasts by the API client like every other one.

/** Adds a passkey named `name` to the own account. */
export async function addPasskey(name: string) {
  const c = await contracts();
  const ceremony = await callEndpoint(c.passkeyRegisterOptions, undefined);
  const credential = await createPasskey(ceremony);
  return callEndpoint(c.passkeyRegister, { name, challenge_token: ceremony.challenge_token, credential });
}

export async function fetchPasskeys() {
  return callEndpoint((await contracts()).passkeyList, undefined);
}

/** Signs in with a passkey alone; the answer is the login. */
export async function signInWithPasskey(): Promise<LoginResponse> {
  const c = await contracts();
  const ceremony = await callEndpoint(c.passkeySignInOptions, undefined, { token: null });
  const credential = await getPasskey(ceremony);
  return callEndpoint(
    c.passkeySignIn,
    { challenge_token: ceremony.challenge_token, credential },
    { token: null },
  );
}

/** The second step of a sign-in with one of the user's passkeys. */
export async function confirmWithPasskey(ticket: string) {
  const c = await contracts();
  const ceremony = await callEndpoint(c.passkeySecondStepOptions, { ticket }, { token: null });
  const credential = await getPasskey(ceremony);
  return callEndpoint(
    c.passkeySecondStep,
    { ticket, challenge_token: ceremony.challenge_token, credential },
    { token: null },
  );
}

/** Sets up a passkey named `name` during a first sign-in: the session, and recovery codes to keep. */
export async function setUpPasskey(ticket: string, name: string) {
  const c = await contracts();
  const ceremony = await callEndpoint(c.passkeySetupOptions, { ticket }, { token: null });
  const credential = await createPasskey(ceremony);
  return callEndpoint(
    c.passkeySetup,
    { ticket, name, challenge_token: ceremony.challenge_token, credential },
    { token: null },
  );
}

/** What the browser's dialog ended with, when not with a passkey: a hint beside the button. */
export interface PasskeyHint {
  severity: 'info' | 'warning';
  text: string;
}

/** The browser's DOMException name (NotAllowedError, ...), which the library keeps as the cause. */
const nameOf = (err: unknown): string => {
  const named = (e: unknown) => (typeof e === 'object' && e !== null && 'name' in e ? String(e.name) : '');
  return named((err as { cause?: unknown } | null)?.cause) || named(err);
};

/**
 * The German hint for a failed passkey step, or null when the server refused it (the API client has
 * shown its message already). Closing the dialog is no error: nothing happened, try again any time.
 */
export function passkeyHint(err: unknown): PasskeyHint | null {
  if (err instanceof ApiError) return null;
  const code = (err as { code?: string } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || nameOf(err) === 'InvalidStateError')
    return {
      severity: 'info',
      text: 'Auf diesem Gerät ist bereits ein Passkey für Ihr Konto eingerichtet. Sie können ihn zur Anmeldung verwenden.',
    };
  if (['NotAllowedError', 'AbortError'].includes(nameOf(err)) || code === 'ERROR_CEREMONY_ABORTED')
    return {
      severity: 'info',
      text: 'Der Vorgang wurde abgebrochen oder die Zeit ist abgelaufen. Sie können es jederzeit erneut versuchen.',
    };
  if (!passkeysSupported()) return { severity: 'warning', text: PASSKEYS_UNSUPPORTED };
  return {
    severity: 'warning',
    text: 'Der Passkey konnte nicht verwendet werden. Bitte versuchen Sie es noch einmal oder verwenden Sie ein anderes Gerät.',
  };
}

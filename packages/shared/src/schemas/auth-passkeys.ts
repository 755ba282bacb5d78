/**
 * Passkeys (WebAuthn): a staff member's own passkeys, and the two-call ceremonies that register one or
 * sign in with one. The WebAuthn options and answers pass through as the browser library builds them;
 * the server's WebAuthn library checks them.
 */
import { z } from 'zod';
import { zRequired } from '../validation/zod';

/** A passkey's name as the user gives it ('Laptop', 'Handy', 'YubiKey'). */
export const PASSKEY_NAME_MAX = 60;

/** A passkey as 'Anmeldung und Sicherheit' lists it. */
export const PasskeySummary = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof PasskeySummary>;

export const PasskeyList = z.object({ passkeys: z.array(PasskeySummary) });

/** A passkey added while signed in: the recovery codes when it was the first factor (else none). */
export const PasskeyAdded = z.object({
  passkey: PasskeySummary,
  recovery_codes: z.array(z.string()).nullable(),
});
export type PasskeyAdded = z.infer<typeof PasskeyAdded>;
export type PasskeyList = z.infer<typeof PasskeyList>;

/** A short-lived signed token that carries a ceremony's challenge; it is sent back with the answer. */
const zChallengeToken = () => zRequired().max(2000);
/** A sign-in ticket of the first step (second step or factor set-up). */
const zTicket = () => zRequired().max(2000);

/** base64url values of the browser's answer (credential ids, client data, signatures). */
const zB64 = () => z.string().max(20_000);

/**
 * The options for navigator.credentials.create()/get() as JSON, and the token to send back with the
 * answer. The web hands `options` to @simplewebauthn/browser unchanged.
 */
export const PasskeyCeremony = z.object({
  options: z.record(z.string(), z.unknown()),
  challenge_token: z.string(),
});
export type PasskeyCeremony = z.infer<typeof PasskeyCeremony>;

const credentialBase = {
  id: zB64(),
  rawId: zB64(),
  type: z.literal('public-key'),
  authenticatorAttachment: z.string().max(40).optional(),
  // Extension outputs are the browser's; the server reads none of them.
  clientExtensionResults: z.unknown(),
};

/** The browser's answer to navigator.credentials.create() (RegistrationResponseJSON). */
export const PasskeyRegistrationCredential = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: zB64(),
    attestationObject: zB64(),
    authenticatorData: zB64().optional(),
    transports: z.array(z.string().max(40)).max(10).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: zB64().optional(),
  }),
});

/** The browser's answer to navigator.credentials.get() (AuthenticationResponseJSON). */
export const PasskeyAuthenticationCredential = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: zB64(),
    authenticatorData: zB64(),
    signature: zB64(),
    userHandle: zB64().optional(),
  }),
});

const zPasskeyName = () => zRequired().max(PASSKEY_NAME_MAX);

/** Adds a passkey to the own account (signed in). */
export const PasskeyRegisterRequest = z.object({
  name: zPasskeyName(),
  challenge_token: zChallengeToken(),
  credential: PasskeyRegistrationCredential,
});
export type PasskeyRegisterRequest = z.input<typeof PasskeyRegisterRequest>;

/** A first sign-in that must set up a factor: its ticket. */
export const PasskeyTicketRequest = z.object({ ticket: zTicket() });
export type PasskeyTicketRequest = z.input<typeof PasskeyTicketRequest>;

/** Sets up a passkey with a 'factor_setup' ticket; the answer is the login. */
export const PasskeySetupRequest = PasskeyRegisterRequest.extend({ ticket: zTicket() });
export type PasskeySetupRequest = z.input<typeof PasskeySetupRequest>;

/** Signs in with a passkey alone (the passkey names its account). */
export const PasskeySignInRequest = z.object({
  challenge_token: zChallengeToken(),
  credential: PasskeyAuthenticationCredential,
});
export type PasskeySignInRequest = z.input<typeof PasskeySignInRequest>;

/** The second step of a sign-in with a passkey, with its 'second_factor' ticket. */
export const PasskeySecondStepRequest = PasskeySignInRequest.extend({ ticket: zTicket() });
export type PasskeySecondStepRequest = z.input<typeof PasskeySecondStepRequest>;

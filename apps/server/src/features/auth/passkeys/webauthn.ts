/**
 * The WebAuthn ceremonies through @simplewebauthn/server: options with a challenge token, and the checks
 * of the browser's answers. Every library failure becomes one German refusal; its English message stays
 * in the log at most.
 */
import type { PasskeyCeremony } from '@ausweis/shared/schemas/auth-passkeys';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { COSEALG, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { AppContext } from '../../../context';
import type { userFactors } from '../../../db/schema/index';
import { type CeremonyKind, issueChallenge } from './challenge-token';
import { PASSKEY_ERRORS } from './passkey-errors';

export type PasskeyRow = typeof userFactors.$inferSelect;

/**
 * The signature algorithms offered and accepted: what authenticators use (ES256 above all), without the
 * library's experimental post-quantum default.
 */
const ALGORITHMS = [COSEALG.ES256, COSEALG.EdDSA, COSEALG.RS256];

/** The relying party is the public address: its host name is the RP ID, its origin the only origin. */
export function relyingParty(ctx: Pick<AppContext, 'config'>) {
  const url = new URL(ctx.config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const descriptorOf = (p: PasskeyRow) => ({
  id: p.credential_id ?? '',
  ...(p.transports ? { transports: p.transports } : {}),
});

/** Options to create a passkey for `user`; the passkeys they have are excluded (no double registration). */
export async function registrationCeremony(
  ctx: Pick<AppContext, 'config'>,
  user: { id: number; email: string; forename: string | null; lastname: string },
  existing: PasskeyRow[],
  kind: Extract<CeremonyKind, 'register' | 'setup'>,
  boundTo: string,
): Promise<PasskeyCeremony> {
  const options = await generateRegistrationOptions({
    rpName: 'Ausweisportal',
    rpID: relyingParty(ctx).rpID,
    userName: user.email,
    // Stable per account, so an authenticator keeps one passkey per account; no personal data.
    userID: new TextEncoder().encode(`ausweisportal-user-${user.id}`),
    userDisplayName: [user.forename, user.lastname].filter(Boolean).join(' '),
    attestationType: 'none',
    supportedAlgorithmIDs: ALGORITHMS,
    excludeCredentials: existing.map(descriptorOf),
    // Discoverable where the authenticator can (sign-in without e-mail); the user always verified.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  return {
    options: { ...options },
    challenge_token: await issueChallenge(ctx, kind, boundTo, options.challenge),
  };
}

/**
 * Options to sign in with a passkey: `allowed` names the passkeys of the ticket's user (second step);
 * empty for a sign-in with a passkey alone, where the authenticator offers its discoverable ones. A
 * passkey alone must verify the user (it is both factors); as the second step its possession suffices.
 */
export async function authenticationCeremony(
  ctx: Pick<AppContext, 'config'>,
  kind: Extract<CeremonyKind, 'sign_in' | 'second_step'>,
  boundTo: string,
  allowed: PasskeyRow[],
): Promise<PasskeyCeremony> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).rpID,
    allowCredentials: allowed.map(descriptorOf),
    userVerification: kind === 'sign_in' ? 'required' : 'preferred',
  });
  return {
    options: { ...options },
    challenge_token: await issueChallenge(ctx, kind, boundTo, options.challenge),
  };
}

/** A new passkey as the browser created it, checked against the challenge; else a German 400. */
export async function verifyNewPasskey(
  ctx: Pick<AppContext, 'config' | 'log'>,
  response: RegistrationResponseJSON,
  expectedChallenge: string,
) {
  const { rpID, origin } = relyingParty(ctx);
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch((err: unknown) => {
    ctx.log.info({ err }, 'passkey registration refused');
    return null;
  });
  if (!result?.verified) throw PASSKEY_ERRORS.registrationFailed();
  const { credential } = result.registrationInfo;
  return {
    credential_id: credential.id,
    public_key: isoBase64URL.fromBuffer(credential.publicKey),
    sign_count: credential.counter,
    transports: response.response.transports ?? credential.transports ?? [],
  };
}

/**
 * Checks a passkey's answer against the challenge and the stored key. The library refuses a counter
 * that did not grow (when either is non-zero: a cloned authenticator). Answers the new counter.
 */
export async function verifyAssertion(
  ctx: Pick<AppContext, 'config' | 'log'>,
  passkey: PasskeyRow,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  requireUserVerification: boolean,
): Promise<number> {
  const { rpID, origin } = relyingParty(ctx);
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification,
    credential: {
      id: passkey.credential_id ?? '',
      publicKey: isoBase64URL.toBuffer(passkey.public_key ?? ''),
      counter: passkey.sign_count ?? 0,
      ...(passkey.transports ? { transports: passkey.transports } : {}),
    },
  }).catch((err: unknown) => {
    ctx.log.info({ err }, 'passkey sign-in refused');
    return null;
  });
  if (!result?.verified) throw PASSKEY_ERRORS.notRecognized();
  return result.authenticationInfo.newCounter;
}

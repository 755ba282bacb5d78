/**
 * A small software authenticator for the passkey tests: an ES256 key pair per credential (node:crypto),
 * attestation 'none' on registration and signed assertions on sign-in, as a browser would hand them to
 * the server (RegistrationResponseJSON, AuthenticationResponseJSON). Options let a test play a wrong
 * origin, a missing user verification or a counter that does not grow.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface SoftCredential {
  id: string;
  publicKey: KeyObject;
  privateKey: KeyObject;
  counter: number;
  /** The account's user handle (base64url) from the registration options. */
  userHandle: string;
}

interface Ceremony {
  challenge: string;
  user?: { id: string };
  allowCredentials?: { id: string }[];
}

export interface AuthenticatorOptions {
  /** The origin the browser reports (default: the authenticator's). */
  origin?: string;
  /** Whether the user was verified (PIN, fingerprint); default true. */
  userVerified?: boolean;
}

/** The COSE_Key of an EC P-256 public key, ES256 (RFC 9053): kty 2, alg -7, crv 1, x, y. */
function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Uint8Array) {
  const head = Buffer.alloc(37);
  sha256(rpId).copy(head, 0);
  head.writeUInt8(flags, 32);
  head.writeUInt32BE(counter, 33);
  return attested ? Buffer.concat([head, attested]) : head;
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(
    readonly origin = 'http://localhost:3000',
    readonly rpId = new URL(origin).hostname,
  ) {}

  /**
   * navigator.credentials.create(): a new credential for the options' user, or `again` once more (an
   * authenticator that ignores excludeCredentials).
   */
  register(options: Ceremony, opts: AuthenticatorOptions & { again?: SoftCredential } = {}) {
    const credential = opts.again ?? this.newCredential(options.user?.id ?? '');
    const { publicKey } = credential;
    const rawId = Buffer.from(credential.id, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(rawId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, rawId, coseKeyOf(publicKey)]);
    const flags = FLAG_UP | FLAG_AT | (opts.userVerified === false ? 0 : FLAG_UV);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authenticatorData(this.rpId, flags, 0, attested)],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, opts.origin ?? this.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  private newCredential(userHandle: string): SoftCredential {
    const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential = { id: b64url(randomBytes(16)), ...keys, counter: 0, userHandle };
    this.credentials.push(credential);
    return credential;
  }

  /**
   * navigator.credentials.get(): an assertion by `credential` (default: the first one the options allow,
   * or the newest). `counter` overrides the next counter value (a clone that did not count up).
   */
  authenticate(
    options: Ceremony,
    opts: AuthenticatorOptions & { credential?: SoftCredential; counter?: number } = {},
  ) {
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const credential =
      opts.credential ??
      (allowed.length > 0
        ? this.credentials.find((c) => allowed.includes(c.id))
        : this.credentials[this.credentials.length - 1]);
    if (!credential) throw new Error('no credential for these options');
    credential.counter = opts.counter ?? credential.counter + 1;
    const flags = FLAG_UP | (opts.userVerified === false ? 0 : FLAG_UV);
    const authData = authenticatorData(this.rpId, flags, credential.counter);
    const clientDataJSON = clientData('webauthn.get', options.challenge, opts.origin ?? this.origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}

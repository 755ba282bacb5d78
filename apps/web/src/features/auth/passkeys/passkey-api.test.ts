import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { PASSKEYS_UNSUPPORTED, passkeyHint } from './passkey-api';

/** An error as @simplewebauthn/browser throws it: its code, and the browser's DOMException as cause. */
const browserError = (name: string, code = 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY') =>
  Object.assign(
    new Error('The operation either timed out or was not allowed.', { cause: new DOMException('x', name) }),
    {
      code,
    },
  );

describe('passkeyHint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says nothing for a refusal of the server (its German message is shown already)', () => {
    expect(
      passkeyHint(new ApiError('Passkey nicht erkannt.', 'server', 401, 'PASSKEY_NOT_RECOGNIZED', {})),
    ).toBe(null);
  });

  it('answers a closed or timed-out dialog calmly, in German', () => {
    for (const err of [browserError('NotAllowedError'), browserError('AbortError', 'ERROR_CEREMONY_ABORTED')])
      expect(passkeyHint(err)).toEqual({
        severity: 'info',
        text: 'Der Vorgang wurde abgebrochen oder die Zeit ist abgelaufen. Sie können es jederzeit erneut versuchen.',
      });
  });

  it('knows a passkey already on this device', () => {
    expect(
      passkeyHint(browserError('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'))?.text,
    ).toMatch(/^Auf diesem Gerät ist bereits ein Passkey/);
  });

  it('never passes on an English message', () => {
    expect(passkeyHint(new Error('WebAuthn is not supported in this browser'))).toEqual({
      severity: 'warning',
      text: PASSKEYS_UNSUPPORTED,
    });
    vi.stubGlobal('PublicKeyCredential', class {});
    expect(passkeyHint(browserError('SecurityError', 'ERROR_INVALID_DOMAIN'))?.text).toBe(
      'Der Passkey konnte nicht verwendet werden. Bitte versuchen Sie es noch einmal oder verwenden Sie ein anderes Gerät.',
    );
  });
});

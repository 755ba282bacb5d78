import { describe, expect, it } from 'vitest';
import { manualKeyOf, matchingStep, newTotpSecret, stepAt, totpCodeAt, totpUri } from './totp-codes';

describe('one-time codes', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 27, 12, 0, 10);
  const step = stepAt(now);

  it('accepts the codes of the current step and one step either side', () => {
    for (const s of [step - 1, step, step + 1])
      expect(matchingStep(secret, totpCodeAt(secret, s), null, now)).toBe(s);
  });

  it('refuses codes outside the window and wrong codes', () => {
    expect(matchingStep(secret, totpCodeAt(secret, step - 2), null, now)).toBeNull();
    expect(matchingStep(secret, totpCodeAt(secret, step + 2), null, now)).toBeNull();
    const wrong = String((Number(totpCodeAt(secret, step)) + 1) % 1_000_000).padStart(6, '0');
    expect(matchingStep(secret, wrong, null, now)).toBeNull();
    expect(matchingStep(secret, '12345', null, now)).toBeNull();
  });

  it('refuses a step already used and every earlier one', () => {
    expect(matchingStep(secret, totpCodeAt(secret, step), step, now)).toBeNull();
    expect(matchingStep(secret, totpCodeAt(secret, step - 1), step, now)).toBeNull();
    expect(matchingStep(secret, totpCodeAt(secret, step + 1), step, now)).toBe(step + 1);
  });

  it('matches the RFC 6238 test vector (SHA-1, 30 s)', () => {
    // RFC 6238 appendix B: secret '12345678901234567890', T = 59 s -> 94287082 (8 digits; 6: 287082).
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCodeAt(rfcSecret, stepAt(59_000))).toBe('287082');
  });

  it('writes the URI and the manual key', () => {
    expect(totpUri(secret, 'a@b.example')).toMatch(
      /^otpauth:\/\/totp\/Ausweisportal:a%40b\.example\?issuer=Ausweisportal&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/,
    );
    expect(manualKeyOf('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});

/** The verifier's verdict: the headline from the one rule, offline from the signed statement, online from the server. */
import { validStatement } from '@ausweis/shared/card-code.test-support';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckResult, type Outcome } from './CheckResult';

afterEach(cleanup);

const STATEMENT = validStatement();

const headline = (outcome: Outcome) => {
  render(<CheckResult outcome={outcome} />);
  return screen.getByRole('heading', { level: 2 }).textContent;
};

describe('verifier verdict', () => {
  it('offline: a valid statement reads Gültig, with what only the online check can tell', () => {
    expect(headline({ check: { ok: true, statement: STATEMENT }, online: null })).toBe('Gültig');
    expect(screen.getByRole('status').textContent).toMatch(
      /^Offline geprüft: Signatur und Gültigkeit stimmen\./,
    );
    expect(screen.getByRole('status').textContent).not.toContain('Test-Ausweis');
  });

  it('offline: an older code without the test flag says that it does not tell a test card', () => {
    expect(headline({ check: { ok: true, statement: { ...STATEMENT, test: null } }, online: null })).toBe(
      'Gültig',
    );
    expect(screen.getByRole('status').textContent).toContain(
      'ob es ein Test-Ausweis ist (dieser ältere Code sagt es nicht)',
    );
  });

  it('offline: the signed test flag and an unvalidated card are judged from the code itself', () => {
    expect(headline({ check: { ok: true, statement: { ...STATEMENT, test: true } }, online: null })).toBe(
      'Test-Ausweis – kein gültiger Ausweis',
    );
    cleanup();
    expect(
      headline({ check: { ok: true, statement: { ...STATEMENT, validated: false } }, online: null }),
    ).toBe('Nicht gültig: nicht validiert');
  });

  it('never reads Gültig while the server is still being asked', () => {
    expect(headline({ check: { ok: true, statement: STATEMENT }, online: undefined })).toBe('Wird geprüft …');
  });

  it("online: the server's verdict is the headline, the signature a detail below", () => {
    const online = {
      state: 'deleted' as const,
      verdict: { valid: false, problems: ['deleted' as const] },
      tenant_name: 'Gymnasium am See',
      photo: null,
    };
    expect(headline({ check: { ok: true, statement: STATEMENT }, online })).toBe('Nicht gültig: gelöscht');
    expect(screen.getByText('Der Ausweis wurde gelöscht.')).toBeTruthy();
    expect(screen.getByText('echt (auf diesem Gerät geprüft)')).toBeTruthy();
  });

  it('online: a code that itself states a test card never reads Gültig, whatever the server answers', () => {
    const online = {
      state: 'valid' as const,
      verdict: { valid: true, problems: [] },
      tenant_name: 'Gymnasium am See',
      photo: null,
    };
    const statement = { ...STATEMENT, test: true };
    expect(headline({ check: { ok: true, statement }, online })).toBe('Test-Ausweis – kein gültiger Ausweis');
  });

  it('an expired genuine code and a forged one', () => {
    const expired = { ...STATEMENT, valid_from: '2020-08-01', valid_to: '2021-07-31' };
    expect(headline({ check: { ok: false, reason: 'expired', statement: expired }, online: null })).toBe(
      'Nicht gültig: abgelaufen',
    );
    cleanup();
    expect(headline({ check: { ok: false, reason: 'signature' }, online: null })).toBe(
      'Nicht gültig: Signatur ungültig',
    );
    expect(screen.queryByText('Vera Prüfer')).toBeNull();
  });
});

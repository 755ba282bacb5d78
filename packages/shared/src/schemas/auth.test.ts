import { describe, expect, it } from 'vitest';
import { LoginRequest, LoginResponse, UserData } from './auth';

const REQUIRED = 'Bitte einen Wert angeben';

/** Field -> first German message, as a login form shows them. */
function fieldErrors(value: unknown): Record<string, string> {
  const result = LoginRequest.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

describe('LoginRequest', () => {
  it('accepts valid credentials and lower-cases the e-mail', () => {
    expect(LoginRequest.parse({ email: ' Admin@Example.DE ', password: 'Geheim123' })).toEqual({
      email: 'admin@example.de',
      password: 'Geheim123',
    });
  });

  it('asks for both values when they are missing', () => {
    expect(fieldErrors({})).toEqual({ email: REQUIRED, password: REQUIRED });
  });

  it('asks for both values when they are empty', () => {
    expect(fieldErrors({ email: '', password: '' })).toEqual({ email: REQUIRED, password: REQUIRED });
    expect(fieldErrors({ email: '   ', password: 'Geheim123' })).toEqual({ email: REQUIRED });
  });

  it('reports an invalid e-mail as "Ungültige Email"', () => {
    expect(fieldErrors({ email: 'admin', password: 'Geheim123' })).toEqual({ email: 'Ungültige Email' });
    expect(fieldErrors({ email: 'admin@example', password: 'Geheim123' })).toEqual({
      email: 'Ungültige Email',
    });
  });

  it('reports a password outside 8 to 30 characters', () => {
    const msg = 'Bitte mindestens 8 und maximal 30 Zeichen angeben';
    expect(fieldErrors({ email: 'a@example.de', password: 'kurz' })).toEqual({ password: msg });
    expect(fieldErrors({ email: 'a@example.de', password: 'x'.repeat(31) })).toEqual({ password: msg });
    expect(fieldErrors({ email: 'a@example.de', password: 'x'.repeat(8) })).toEqual({});
    expect(fieldErrors({ email: 'a@example.de', password: 'x'.repeat(30) })).toEqual({});
  });

  it('reports both fields at once', () => {
    expect(fieldErrors({ email: 'nope', password: '1234' })).toEqual({
      email: 'Ungültige Email',
      password: 'Bitte mindestens 8 und maximal 30 Zeichen angeben',
    });
  });

  it('strips unknown keys', () => {
    expect(
      LoginRequest.parse({ email: 'a@example.de', password: 'Geheim123', is_super_admin: true }),
    ).toEqual({
      email: 'a@example.de',
      password: 'Geheim123',
    });
  });
});

describe('LoginResponse and UserData (session data)', () => {
  const tenant = {
    id: 1,
    name: 'Schule',
    name2: null,
    city: 'Köln',
    user_group: 'Admin',
    short_code: 'ABC123',
    is_test: false,
  };

  it('accepts the login response fields', () => {
    const body = {
      token: 't',
      refresh_token: 'r',
      jwt_token_duration_minutes: 60,
      is_super_admin: false,
      tenants: [tenant],
      user_id: 3,
    };
    expect(LoginResponse.parse(body)).toEqual(body);
  });

  it('rejects an unknown user group in a tenant', () => {
    const body = {
      token: 't',
      jwt_token_duration_minutes: 60,
      is_super_admin: false,
      tenants: [{ ...tenant, user_group: 'Owner' }],
      user_id: 3,
    };
    expect(LoginResponse.safeParse(body).success).toBe(false);
  });

  it('requires can_invoice and can_report in the user data', () => {
    const data = {
      user_id: 3,
      is_super_admin: true,
      can_invoice: true,
      can_report: false,
      email: 'a@example.de',
      salutation: null,
      forename: null,
      lastname: 'Muster',
      tenants: [],
    };
    expect(UserData.parse(data)).toEqual(data);
    const { can_report: _omit, ...withoutReport } = data;
    expect(UserData.safeParse(withoutReport).success).toBe(false);
  });
});

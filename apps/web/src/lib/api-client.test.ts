import type { TenantSummary } from '@ausweis/shared/schemas/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('./snackbar', () => ({ closeToast: vi.fn() }));

import { ApiError, classifyError, MSG_AUTH_REQUIRED, MSG_NOT_CONNECTED, MSG_UNKNOWN } from './api-client';
import { apiGet, apiPost } from './api-client.test-support';
import { resetReportBudget } from './error-log';
import { registerErrorToast } from './error-toasts';
import { emptySession } from './session';
import { getSession, setSession } from './session-store';
import { closeToast as closeSnackbar } from './snackbar';
import { showError } from './toast';

const tenant: TenantSummary = {
  id: 7,
  name: 'Gymnasium am See',
  name2: null,
  city: 'Seestadt',
  user_group: 'Admin',
  short_code: 'GAS',
  is_test: false,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

/** The calls made to the API, without the /api/jslog reports. */
const apiCalls = () => fetchMock.mock.calls.filter(([url]) => !String(url).endsWith('/jslog'));
const logCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/jslog'));

function respond(res: Response | Error) {
  fetchMock.mockImplementation((url: string) => {
    if (url.endsWith('/jslog')) return Promise.resolve(new Response(null, { status: 204 }));
    return res instanceof Error ? Promise.reject(res) : Promise.resolve(res);
  });
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(showError).mockClear();
  resetReportBudget();
  setSession({ ...emptySession(), authToken: 'tok', lastTokenRefreshAt: Date.now(), selectedTenant: tenant });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSession(emptySession());
});

describe('requests', () => {
  it('sends the bearer token and the tenant header, and returns the JSON body', async () => {
    respond(json(200, { ok: 1 }));
    await expect(apiPost('/a/t/cards/find', { page: 1 })).resolves.toEqual({ ok: 1 });
    const [url, init] = apiCalls()[0] as [string, RequestInit];
    expect(url).toBe('/api/a/t/cards/find');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['X-Tenant-Id']).toBe('7');
    expect(init.body).toBe('{"page":1}');
  });

  it('sends no token when the call overrides it with null', async () => {
    respond(json(200, {}));
    await apiPost('/anon/auth/login', {}, { token: null });
    const headers = (apiCalls()[0] as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('returns undefined for 204', async () => {
    respond(new Response(null, { status: 204 }));
    await expect(apiGet('/x')).resolves.toBeUndefined();
  });
});

describe('error catalogue', () => {
  it('no response: "Keine Verbindung" ("Not connected" in German)', async () => {
    respond(new TypeError('Failed to fetch'));
    const e = await failure(apiGet('/anon/info'));
    expect(e.kind).toBe('network');
    expect(e.message).toBe(MSG_NOT_CONNECTED);
    expect(MSG_NOT_CONNECTED).toMatch(/^Keine Verbindung/);
    expect(vi.mocked(showError).mock.calls[0]?.[0]).toBe(MSG_NOT_CONNECTED);
  });

  it('401 with a token: clears the token and asks to log in again (in German)', async () => {
    respond(json(401, { code: 'UNAUTHORIZED', message: 'Bitte anmelden' }));
    const e = await failure(apiGet('/a/auth/get_user_data'));
    expect(e.kind).toBe('auth');
    expect(e.message).toBe(MSG_AUTH_REQUIRED);
    expect(getSession().authToken).toBeNull();
    expect(vi.mocked(showError).mock.calls[0]?.[0]).toBe(
      'Anmeldung erforderlich. Bitte melden Sie sich erneut an.',
    );
    expect(logCalls()).toHaveLength(0);
  });

  it('parallel 401s toast once', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(401, { code: 'UNAUTHORIZED', message: 'x' })));
    await Promise.all([failure(apiGet('/a/one')), failure(apiGet('/a/two'))]);
    expect(showError).toHaveBeenCalledTimes(1);
  });

  it('401 without a token (wrong login) is an ordinary error with the server message', async () => {
    respond(json(401, { code: 'INVALID_CREDENTIALS', message: 'E-Mail oder Passwort ist falsch.' }));
    const e = await failure(apiPost('/anon/auth/login', { email: 'a@b.de', password: 'x' }, { token: null }));
    expect(e.kind).toBe('server');
    // Never the English identifier: the German message alone.
    expect(e.message).toBe('E-Mail oder Passwort ist falsch.');
    expect(e.code).toBe('INVALID_CREDENTIALS');
    expect(getSession().authToken).toBe('tok');
  });

  it('no message: an unknown server error, in German', async () => {
    respond(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const e = await failure(apiGet('/anon/info'));
    expect(e.kind).toBe('unknown');
    expect(e.message).toBe(MSG_UNKNOWN);
    expect(vi.mocked(showError).mock.calls[0]?.[0]).toBe(MSG_UNKNOWN);
  });

  it.each([100, 101, 102, 103, 104, '102'])('code %s: the body is passed on, no toast', async (code) => {
    const body = { code, message: 'Token ungültig', user_id: 3 };
    respond(json(400, body));
    const e = await failure(apiGet('/anon/check_user_token'));
    expect(e.kind).toBe('passthrough');
    expect(e.body).toEqual(body);
    expect(showError).not.toHaveBeenCalled();
    expect(logCalls()).toHaveLength(0);
  });

  it('other errors: the German message without the English code, toast titled Fehler, reported to /api/jslog', async () => {
    respond(json(400, { code: 'VALIDATION', message: 'Bitte einen Wert angeben' }));
    const e = await failure(
      apiPost('/a/t/cards/find', { page: 1, password: 'geheim', note: 'x'.repeat(20_000) }),
    );
    expect(e.message).toBe('Bitte einen Wert angeben');
    expect(e.status).toBe(400);
    expect(vi.mocked(showError).mock.calls[0]?.[0]).toBe('Bitte einen Wert angeben');
    const [url, init] = logCalls()[0] as [string, RequestInit];
    expect(url).toBe('/api/jslog');
    const log = JSON.parse(String(init.body));
    expect(log.url).toBe('/api/a/t/cards/find');
    expect(log.params.body.page).toBe(1);
    expect(log.params.body.password).toBe('***');
    expect(log.params.body.note).toHaveLength(10240);
  });

  it('other errors without a code: the message alone', async () => {
    respond(json(500, { message: 'Interner Fehler' }));
    const e = await failure(apiGet('/anon/info'));
    expect(e.message).toBe('Interner Fehler');
  });

  it('never shows an English identifier such as NOT_FOUND or LOGIN_FAILED', () => {
    for (const code of ['NOT_FOUND', 'LOGIN_FAILED', 'VALIDATION']) {
      const { message } = classifyError({
        status: 404,
        body: { code, message: 'Nicht gefunden.' },
        hadToken: true,
      });
      expect(message).toBe('Nicht gefunden.');
      expect(message).not.toMatch(/ERROR|[A-Z]{2,}_[A-Z]/);
    }
  });

  it('a quiet call shows no toast (the caller shows the reason itself)', async () => {
    respond(json(400, { code: 'VALIDATION', message: 'Kein Gesicht erkannt.' }));
    const e = await failure(apiPost('/order/test_image', {}, { quiet: true }));
    expect(e.message).toBe('Kein Gesicht erkannt.');
    expect(showError).not.toHaveBeenCalled();
  });

  it('the same call succeeding closes its error toast (the cause was fixed)', async () => {
    respond(json(400, { code: 'VALIDATION', message: 'Bitte einen Wert angeben' }));
    await failure(apiPost('/a/t/cards/save', { a: 1 }));
    expect(vi.mocked(showError).mock.calls[0]?.[2]).toEqual({ key: 'POST /a/t/cards/save' });
    registerErrorToast('toast-1', 'POST /a/t/cards/save');
    respond(json(200, { ok: true }));
    await apiPost('/a/t/cards/save', { a: 2 });
    expect(closeSnackbar).toHaveBeenCalledWith('toast-1');
  });

  it('classifies in catalogue order', () => {
    expect(classifyError({ status: null, body: undefined, hadToken: true }).kind).toBe('network');
    expect(classifyError({ status: 401, body: { code: 101, message: 'm' }, hadToken: true }).kind).toBe(
      'auth',
    );
    expect(classifyError({ status: 400, body: { code: 104 }, hadToken: false }).kind).toBe('passthrough');
    expect(classifyError({ status: 400, body: { code: 105, message: '' }, hadToken: false }).kind).toBe(
      'unknown',
    );
    expect(classifyError({ status: 403, body: { code: 0, message: 'Nein' }, hadToken: true }).message).toBe(
      'Fehler 0: Nein',
    );
  });
});

import type { TenantSummary } from '@ausweis/shared/schemas/auth';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('./snackbar', () => ({ closeToast: vi.fn() }));

import { errorReports, server, settleCalls } from '../testing/fake-backend.test-support';
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

const json = (status: number, body: unknown) => HttpResponse.json(body as JsonBodyType, { status });

/**
 * The client's own tests speak plain HTTP (any path, bodies and statuses no contract has) through the
 * same fake backend; the calls it received, without the /api/jslog reports (errorReports).
 */
let apiCalls: { url: string; headers: Headers; body: string }[] = [];

/** Every /api call (but the error reports) gets `res`: a response, or a lost connection for an Error. */
function respond(res: Response | Error) {
  server.use(
    http.all('/api/*', async ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/jslog')) return undefined;
      const url = new URL(request.url);
      apiCalls.push({ url: url.pathname + url.search, headers: request.headers, body: await request.text() });
      return res instanceof Error ? HttpResponse.error() : res.clone();
    }),
  );
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
  apiCalls = [];
  vi.mocked(showError).mockClear();
  resetReportBudget();
  setSession({ ...emptySession(), authToken: 'tok', lastTokenRefreshAt: Date.now(), selectedTenant: tenant });
});

afterEach(() => setSession(emptySession()));

describe('requests', () => {
  it('sends the bearer token and the tenant header, and returns the JSON body', async () => {
    respond(json(200, { ok: 1 }));
    await expect(apiPost('/a/t/cards/find', { page: 1 })).resolves.toEqual({ ok: 1 });
    const [call] = apiCalls;
    expect(call?.url).toBe('/api/a/t/cards/find');
    expect(call?.headers.get('Authorization')).toBe('Bearer tok');
    expect(call?.headers.get('X-Tenant-Id')).toBe('7');
    expect(call?.body).toBe('{"page":1}');
  });

  it('sends no token when the call overrides it with null', async () => {
    respond(json(200, {}));
    await apiPost('/anon/auth/login', {}, { token: null });
    expect(apiCalls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('returns undefined for 204', async () => {
    respond(new HttpResponse(null, { status: 204 }));
    await expect(apiGet('/x')).resolves.toBeUndefined();
  });
});

describe('error catalogue', () => {
  it('no response: "Keine Verbindung" (SPEC\'s "Not connected" in German)', async () => {
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
    await settleCalls();
    expect(errorReports).toHaveLength(0);
  });

  it('parallel 401s toast once', async () => {
    respond(json(401, { code: 'UNAUTHORIZED', message: 'x' }));
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
    respond(new HttpResponse('<html>Bad Gateway</html>', { status: 502 }));
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
    await settleCalls();
    expect(errorReports).toHaveLength(0);
  });

  it('other errors: the German message without the English code, toast titled Fehler, reported to /api/jslog', async () => {
    respond(json(400, { code: 'VALIDATION', message: 'Bitte einen Wert angeben' }));
    const e = await failure(
      apiPost('/a/t/cards/find', { page: 1, password: 'geheim', note: 'x'.repeat(20_000) }),
    );
    expect(e.message).toBe('Bitte einen Wert angeben');
    expect(e.status).toBe(400);
    expect(vi.mocked(showError).mock.calls[0]?.[0]).toBe('Bitte einen Wert angeben');
    await vi.waitFor(() => expect(errorReports).toHaveLength(1));
    const log = errorReports[0]?.body as { url: string; params: { body: Record<string, unknown> } };
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

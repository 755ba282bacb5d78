/**
 * fetch wrapper for /api: bearer token, tenant header, and the docs/product.md#messages error catalogue (toast titled
 * 'Fehler', report to /api/jslog). Every feature's api.ts goes through here.
 */
import { TENANT_HEADER } from '@ausweis/shared/constants';
import { API_BASE, reportError } from './error-log';
import { closeErrorToast } from './error-toasts';
import { beginRequest } from './loading';
import { clearToken } from './session';
import { getSession, setSession } from './session-store';
import { showError } from './toast';

// the docs/product.md#messages 'Not connected', 'Authentication required' and 'Unknown backend error', in German.
export const MSG_NOT_CONNECTED = 'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.';
export const MSG_AUTH_REQUIRED = 'Anmeldung erforderlich. Bitte melden Sie sich erneut an.';
export const MSG_UNKNOWN = 'Unbekannter Fehler des Servers. Bitte versuchen Sie es später erneut.';

export type ErrorKind = 'network' | 'auth' | 'passthrough' | 'unknown' | 'server';

/** Outcome of one failed call. `handled` marks it for the global rejection reporter. */
export class ApiError extends Error {
  readonly handled = true;
  constructor(
    message: string,
    readonly kind: ErrorKind,
    readonly status: number | null,
    readonly code: string | number | null,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorInput {
  status: number | null;
  body: unknown;
  hadToken: boolean;
}

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;

/**
 * Maps a failed call to the docs/product.md#messages catalogue, in its order. Pure, for tests. A server error reads as
 * the server's German message; the docs/product.md#messages 'ERROR {code}:' prefix is kept only for a numeric code, as
 * 'Fehler {code}:'. An English identifier (NOT_FOUND, LOGIN_FAILED) is never shown; it
 * stays on the ApiError's `code` and in the error log.
 */
export function classifyError({ status, body, hadToken }: ErrorInput): { kind: ErrorKind; message: string } {
  if (status === null) return { kind: 'network', message: MSG_NOT_CONNECTED };
  if (status === 401 && hadToken) return { kind: 'auth', message: MSG_AUTH_REQUIRED };
  const code = field(body, 'code');
  const message = field(body, 'message');
  const numeric = typeof code === 'number' || typeof code === 'string' ? Number(code) : Number.NaN;
  if (numeric >= 100 && numeric <= 104) {
    return { kind: 'passthrough', message: typeof message === 'string' ? message : MSG_UNKNOWN };
  }
  if (typeof message !== 'string' || message === '') return { kind: 'unknown', message: MSG_UNKNOWN };
  const numericCode = typeof code === 'number' || (typeof code === 'string' && /^\d+$/.test(code));
  return { kind: 'server', message: numericCode ? `Fehler ${String(code)}: ${message}` : message };
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Overrides the session token (login flow); `null` sends none. */
  token?: string | null;
  /** Background calls (token refresh) do not turn on the loading overlay. */
  background?: boolean;
  signal?: AbortSignal;
  /** Read a successful answer as a file (downloads, images) instead of JSON. */
  asFile?: boolean;
  /**
   * No error toast: the caller shows the reason where it belongs (a refused photo under the image).
   * The error is still logged.
   */
  quiet?: boolean;
  /** The tenant to act in instead of the selected one (a super admin's tenant page). */
  tenantId?: number;
}

/** A file answer: its bytes and the name from Content-Disposition. */
export interface ApiFile {
  blob: Blob;
  filename: string | null;
}

/** The file name of a Content-Disposition header (filename* in UTF-8 first). */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls the API and returns the parsed JSON; failures follow the error catalogue and reject with ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, query, signal } = options;
  const session = getSession();
  const token = options.token === undefined ? session.authToken : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // FormData (multipart uploads) sets its own Content-Type with the boundary.
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const tenantId = options.tenantId ?? session.selectedTenant?.id;
  if (tenantId) headers[TENANT_HEADER] = String(tenantId);
  const url = buildUrl(path, query);
  const done = options.background ? () => undefined : beginRequest();

  let res: Response | null = null;
  let data: unknown;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
    data =
      options.asFile && res.ok
        ? ({
            blob: await res.blob(),
            filename: filenameOf(res.headers.get('content-disposition')),
          } as ApiFile)
        : await readBody(res);
  } catch (e) {
    if (signal?.aborted) throw e;
    res = null;
  } finally {
    done();
  }
  const callKey = `${method} ${path}`;
  if (res?.ok) {
    // The cause is fixed: the same call went through, so its error toast goes.
    closeErrorToast(callKey);
    return data as T;
  }
  throw handleFailure(url, method, query, body, res?.status ?? null, data, Boolean(token), {
    quiet: options.quiet === true,
    callKey,
  });
}

function handleFailure(
  url: string,
  method: string,
  query: Query | undefined,
  requestBody: unknown,
  status: number | null,
  data: unknown,
  hadToken: boolean,
  { quiet, callKey }: { quiet: boolean; callKey: string },
): ApiError {
  const { kind, message } = classifyError({ status, body: data, hadToken });
  const code = field(data, 'code');
  const error = new ApiError(
    message,
    kind,
    status,
    typeof code === 'string' || typeof code === 'number' ? code : null,
    data,
  );
  if (kind === 'passthrough') return error;
  if (kind === 'auth') {
    // Parallel calls failing with the same expired token toast once.
    if (!getSession().authToken) return error;
    setSession(clearToken);
  }
  if (!quiet) showError(message, undefined, { key: callKey });
  if (kind === 'server' || kind === 'unknown') {
    reportError({ url, message, params: { method, status, query, body: requestBody, response: data } });
  }
  return error;
}

/** Hands a downloaded file to the browser's download (the name from the server or the fallback). */
export function saveFile(file: ApiFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The one fake backend of the web tests: MSW answers the app's real fetch calls, and every answer goes
 * through the contract of its endpoint (shared/contracts), the way the server answers:
 *
 * - `serve(contract, reply)` answers a contract; the reply is parsed by the contract's response
 *   schema (as the server serialises it), so a stub that drifts from the API fails the test.
 * - `refuse(contract, status, body)` answers it with the server's error body ({ code, message, field? }).
 * - `unreachable(contract)` fails it as a lost connection does.
 * - What the app sent comes back from each of them: the JSON body, the query or the multipart fields,
 *   checked against the contract's request schema.
 *
 * msw.test-setup.ts starts the server for every web test; a test declares the calls it expects, and a
 * call nobody declared fails the test (only the error reports to /api/jslog are always answered).
 */
import { diagnostics } from '@ausweis/shared/contracts/diagnostics';
import type { Endpoint, RequestInputOf } from '@ausweis/shared/endpoint';
import { ApiError as ErrorBody } from '@ausweis/shared/schemas/pagination';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { API_BASE } from '../lib/error-log';

/** What a handler may answer: the response schema's input, as a server handler returns it. */
export type Reply<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : undefined;

/** One call the fake backend received. */
export interface Sent<E extends Endpoint = Endpoint> {
  /** The JSON body of a POST (undefined for a multipart form, a GET or a DELETE). */
  body: RequestInputOf<E> | undefined;
  /** The text fields and files of a multipart form. */
  form: Record<string, FormDataEntryValue>;
  /** The query string of a GET or DELETE. */
  query: Record<string, string>;
  /** The `{name}` parameters of the contract's path. */
  params: Record<string, string>;
  headers: Headers;
}

/**
 * The error body of the server (http/app-error.ts; shared schemas/pagination.ts ApiError): a code,
 * the German message, the field it names.
 */
export interface ServerErrorBody {
  code: string | number;
  message: string;
  field?: string;
  [key: string]: unknown;
}

/** Mismatches with a contract seen during the running test; msw.test-setup.ts fails the test on them. */
const mismatches: string[] = [];

export const takeContractMismatches = (): string[] => mismatches.splice(0);

/** A call no handler declares: fetch rejects (as without a connection) and the test fails afterwards. */
export function noteUnhandled(request: Request, print: { error(): void }): void {
  mismatches.push(`no handler for ${request.method} ${new URL(request.url).pathname}`);
  print.error();
}

/** The MSW route of a contract: below /api, `{name}` as `:name`. */
const routeOf = (endpoint: Endpoint) => `${API_BASE}${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;

const methodOf = { GET: http.get, POST: http.post, DELETE: http.delete } as const;

/**
 * undici parses multipart bodies only into its own File class, and jsdom replaces the global File:
 * the parse runs with node's File in place, and the files come back as jsdom Files. jsdom's Blobs
 * reach the request without their bytes, so a test sees that a file was sent and its type, not its
 * content.
 */
async function formFields(request: Request): Promise<Record<string, FormDataEntryValue>> {
  const { File: NodeFile } = await import('node:buffer');
  const DomFile = globalThis.File;
  globalThis.File = NodeFile as unknown as typeof File;
  let form: FormData;
  try {
    form = await request.formData();
  } finally {
    globalThis.File = DomFile;
  }
  const out: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of form.entries())
    out[key] = typeof value === 'string' ? value : new DomFile([], value.name, { type: value.type });
  return out;
}

async function readSent<E extends Endpoint>(
  endpoint: E,
  request: Request,
  params: Record<string, string>,
): Promise<Sent<E>> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const sent: Sent<E> = { body: undefined, form: {}, query, params, headers: request.headers };
  if (endpoint.multipart) sent.form = await formFields(request);
  else if (request.method === 'POST') {
    const text = await request.text();
    sent.body = text ? JSON.parse(text) : undefined;
  }
  const input = endpoint.multipart ? sent.form : request.method === 'POST' ? sent.body : query;
  const checked = endpoint.request?.safeParse(input);
  if (checked && !checked.success)
    mismatches.push(`${endpoint.name}: the request does not fit the contract: ${checked.error.message}`);
  return sent;
}

/** The reply as the server sends it: through the response schema, or 204 without one. */
function answerOf<E extends Endpoint>(endpoint: E, reply: Reply<E>): Response {
  if (!endpoint.response) return new HttpResponse(null, { status: 204 });
  const checked = endpoint.response.safeParse(reply);
  if (checked.success) return HttpResponse.json(checked.data as JsonBodyType);
  const problem = `${endpoint.name}: the reply does not fit the contract: ${checked.error.message}`;
  mismatches.push(problem);
  return HttpResponse.json({ code: 'CONTRACT', message: problem }, { status: 500 });
}

/** Answers a contract's calls; `reply` is a fixed answer or computed from each call. Returns the calls. */
export function serve<E extends Endpoint>(
  endpoint: E,
  reply: Reply<E> | ((sent: Sent<E>) => Reply<E> | Promise<Reply<E>>),
): Sent<E>[] {
  const calls: Sent<E>[] = [];
  server.use(
    methodOf[endpoint.method](routeOf(endpoint), async ({ request, params }) => {
      const sent = await readSent(endpoint, request, params as Record<string, string>);
      calls.push(sent);
      const answer = typeof reply === 'function' ? await (reply as (sent: Sent<E>) => Reply<E>)(sent) : reply;
      return answerOf(endpoint, answer);
    }),
  );
  return calls;
}

/** Refuses a contract's calls with the server's error body (and headers such as Retry-After). */
export function refuse<E extends Endpoint>(
  endpoint: E,
  status: number,
  body: ServerErrorBody,
  headers?: Record<string, string>,
): Sent<E>[] {
  const checked = ErrorBody.safeParse(body);
  if (!checked.success)
    throw new Error(`${endpoint.name}: no error body of the server: ${checked.error.message}`);
  const calls: Sent<E>[] = [];
  server.use(
    methodOf[endpoint.method](routeOf(endpoint), async ({ request, params }) => {
      calls.push(await readSent(endpoint, request, params as Record<string, string>));
      return HttpResponse.json(body, { status, headers });
    }),
  );
  return calls;
}

/** Fails a contract's calls as a lost connection does (fetch rejects). */
export function unreachable<E extends Endpoint>(endpoint: E): Sent<E>[] {
  const calls: Sent<E>[] = [];
  server.use(
    methodOf[endpoint.method](routeOf(endpoint), async ({ request, params }) => {
      calls.push(await readSent(endpoint, request, params as Record<string, string>));
      return HttpResponse.error();
    }),
  );
  return calls;
}

/** The error reports pages post to /api/jslog, as the server stores them. */
export const errorReports: Sent<typeof diagnostics.jslog>[] = [];

const reportHandler = http.post(routeOf(diagnostics.jslog), async ({ request, params }) => {
  errorReports.push(await readSent(diagnostics.jslog, request, params as Record<string, string>));
  return new HttpResponse(null, { status: 204 });
});

export const server = setupServer(reportHandler);

/** Calls the fake backend is still answering (a call can outlive the test line that caused it). */
const inFlight = new Set<string>();
server.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));

/** Waits (at most `ms`) until the calls a test started are answered, so its own handlers answer them. */
export async function settleCalls(ms = 2000): Promise<void> {
  const until = Date.now() + ms;
  while (inFlight.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
}

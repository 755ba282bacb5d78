/** Client error reports to POST /api/jslog (docs/product.md#api diagnostics, #limits: long strings cut at 10240). */
import { FAMILY_PREFIXES } from '@ausweis/shared/endpoint';
import { redactForLog } from '@ausweis/shared/redact';
import type { ClientErrorLog } from '@ausweis/shared/schemas/info';

export const API_BASE = '/api';
/** A broken page must not flood the server: at most this many reports per page load. */
const MAX_REPORTS = 20;
let sent = 0;

/** Sends one report; failures are swallowed (logging must never cause another error). */
export function reportError(entry: ClientErrorLog): void {
  if (sent >= MAX_REPORTS || typeof fetch === 'undefined') return;
  sent += 1;
  const body = JSON.stringify(redactForLog(entry));
  try {
    // The path of the diagnostics.jslog contract; the contract itself (with zod) stays out of the first load.
    fetch(`${API_BASE}${FAMILY_PREFIXES.jslog}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: body.length < 60_000,
    }).catch(() => undefined);
  } catch {
    // ignore
  }
}

/** Reports uncaught errors and unhandled promise rejections of the page. */
export function installGlobalErrorReporting(target: Window = window): void {
  target.addEventListener('error', (e: ErrorEvent) => {
    const err: unknown = e.error;
    reportError({
      url: target.location.href,
      message: e.message || String(err),
      stack: err instanceof Error ? err.stack : undefined,
      params: { source: e.filename, line: e.lineno, column: e.colno },
    });
  });
  target.addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => {
    const reason: unknown = e.reason;
    // API errors were already handled and reported by the api client.
    if (typeof reason === 'object' && reason !== null && 'handled' in reason) return;
    reportError({
      url: target.location.href,
      message: reason instanceof Error ? reason.message : String(reason),
      stack: reason instanceof Error ? reason.stack : undefined,
      params: { type: 'unhandledrejection' },
    });
  });
}

/** Test hook: resets the per-page report budget. @internal */
export const resetReportBudget = (): void => {
  sent = 0;
};

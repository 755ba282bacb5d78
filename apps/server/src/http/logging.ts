/**
 * Log serializers: logs never carry passwords, tokens, photos or query parameters. Request bodies and
 * headers are not logged; URLs lose their query string and secret path segments; database errors are
 * logged without the query's parameter values (they hold personal data and hashes).
 */
import { redactText, redactUrl } from '@ausweis/shared/redact';
import type { FastifyRequest } from 'fastify';

export const requestSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  remoteAddress: req.ip,
});

type LoggableError = Error & { query?: unknown; code?: unknown; cause?: unknown };

export function errorSerializer(err: LoggableError): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const cause = (err.cause ?? {}) as { code?: unknown; message?: unknown };
  // drizzle's query errors put the parameter values into their message: keep only the SQL text.
  if (typeof err.query === 'string') {
    return {
      type: err.name,
      message: redactText(String(cause.message ?? 'Datenbankfehler')),
      stack: '',
      query: err.query,
      code: cause.code,
    };
  }
  return { type: err.name, message: redactText(err.message ?? ''), stack: err.stack ?? '', code: err.code };
}

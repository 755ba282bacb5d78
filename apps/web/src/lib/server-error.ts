/** What the server said about a failed request, for messages shown in place (no second toast). */
import { ApiError } from './api-client';

/** The German message in the body of a failed request, or null (no answer, or none in it). */
export function serverBodyMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message ? body.message : null;
}

/** The server's German message of a failed request (its body's `message`), else the error's own text. */
export function serverMessage(error: unknown): string {
  return serverBodyMessage(error) ?? (error instanceof Error ? error.message : String(error));
}

/** Answers about one field: 400 (invalid) and 409 (taken by someone else, e.g. a short code). */
const FIELD_STATUSES = new Set([400, 409]);

/** The field a 400 or 409 answer names and its message, to show under that input; null for anything else. */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || !FIELD_STATUSES.has(error.status ?? 0)) return null;
  const body = error.body as { field?: unknown; message?: unknown } | undefined;
  if (typeof body?.field !== 'string' || typeof body.message !== 'string') return null;
  return { field: body.field, message: body.message };
}

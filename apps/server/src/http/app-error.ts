/** The one error type of the server; mapped to HTTP `{ code, message }` only at the edge. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError(400, 'VALIDATION', message, field);
export const unauthorized = (message = 'Bitte melden Sie sich an.') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Keine Berechtigung für diese Aktion.') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Nicht gefunden.') => new AppError(404, 'NOT_FOUND', message);
export const tenantRequired = () =>
  new AppError(400, 'TENANT_REQUIRED', 'Bitte wählen Sie zuerst einen Mandanten.');

/** A refusal the client may retry after a while: 429 (too many tries) or 503 (busy), with Retry-After. */
export class RetryLaterError extends AppError {
  constructor(
    status: 429 | 503,
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, code, message);
    this.name = 'RetryLaterError';
  }
}

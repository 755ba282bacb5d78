/** Maps errors to `{ code, message }` with a German message; bad input is 400, never 500. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

const STATUS_MESSAGES: Record<number, [string, string]> = {
  400: ['BAD_REQUEST', 'Die Anfrage ist ungültig.'],
  404: ['NOT_FOUND', 'Nicht gefunden.'],
  405: ['METHOD_NOT_ALLOWED', 'Diese Methode ist nicht erlaubt.'],
  406: ['NOT_ACCEPTABLE', 'Dieses Format wird nicht unterstützt.'],
  413: ['PAYLOAD_TOO_LARGE', 'Die gesendeten Daten sind zu groß.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Dieses Datenformat wird nicht unterstützt.'],
  429: ['RATE_LIMITED', 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.'],
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || undefined;
      return reply.status(400).send({
        code: 'VALIDATION',
        message: first?.message || STATUS_MESSAGES[400]?.[1],
        ...(field ? { field } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    const known = STATUS_MESSAGES[status];
    if (status < 500 && known) return reply.status(status).send({ code: known[0], message: known[1] });
    if (status < 500)
      return reply.status(status).send({ code: 'BAD_REQUEST', message: STATUS_MESSAGES[400]?.[1] });
    req.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ code: 'INTERNAL', message: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.' });
  });
}

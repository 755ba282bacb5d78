/** Maps errors to `{ code, message }` with a German message; bad input is 400, never 500. */

import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RetryLaterError } from './app-error';

const BAD_REQUEST: [string, string] = ['BAD_REQUEST', 'Die Anfrage ist ungültig.'];

const STATUS_MESSAGES: Record<number, [string, string]> = {
  400: BAD_REQUEST,
  404: ['NOT_FOUND', 'Nicht gefunden.'],
  405: ['METHOD_NOT_ALLOWED', 'Diese Methode ist nicht erlaubt.'],
  406: ['NOT_ACCEPTABLE', 'Dieses Format wird nicht unterstützt.'],
  413: ['PAYLOAD_TOO_LARGE', 'Die gesendeten Daten sind zu groß.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Dieses Datenformat wird nicht unterstützt.'],
  429: ['RATE_LIMITED', 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.'],
};

/** SQLSTATE class 22 'data exception': the value itself was unusable (bad input, never a server fault). */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
/** character_not_in_repertoire, untranslatable_character: U+0000 and the like in text or JSON. */
const CHARACTER_CODES = new Set(['22021', '22P05']);
export const DATA_ERROR_MESSAGES = {
  characters: MESSAGES.controlChars,
  other: 'Ein Wert ist ungültig oder liegt außerhalb des erlaubten Bereichs. Bitte prüfen Sie Ihre Angaben.',
} as const;

/**
 * The SQLSTATE of a database data exception, looking through wrappers: node-postgres and PGlite both
 * throw an error with `code`; drizzle wraps it in a DrizzleQueryError whose `cause` is that error.
 */
export function dataExceptionCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Errors Node's HTTP parser or Fastify's router answer before any route runs, in German. */
export const EDGE_ERRORS = {
  badUrl: ['BAD_URL', 'Die Adresse der Anfrage ist ungültig.'],
  urlTooLong: ['URL_TOO_LONG', 'Die Adresse der Anfrage ist zu lang.'],
  headersTooLarge: ['HEADERS_TOO_LARGE', 'Die Kopfzeilen der Anfrage sind zu groß.'],
  timeout: ['REQUEST_TIMEOUT', 'Die Anfrage hat zu lange gedauert. Bitte versuchen Sie es erneut.'],
  badRequest: BAD_REQUEST,
} as const satisfies Record<string, readonly [string, string]>;

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode ('/%'), a path parameter beyond its length
 * limit, a failed route constraint. Fastify would answer these in English.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const [status, [code, message]] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, EDGE_ERRORS.badUrl]
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, EDGE_ERRORS.urlTooLong]
        : [400, EDGE_ERRORS.badRequest];
  void reply.status(status).send({ code, message });
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request (headers
 * beyond the size limit: 431, a request too slow: 408, anything unparsable: 400), as the same German
 * `{ code, message }` JSON as every other error. The connection is closed afterwards, as Node does.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, [code, message]] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, EDGE_ERRORS.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, EDGE_ERRORS.timeout]
        : [400, EDGE_ERRORS.badRequest];
  const body = JSON.stringify({ code, message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(err);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RetryLaterError)
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
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
    const sqlState = dataExceptionCode(error);
    if (sqlState) {
      req.log.warn({ sqlState }, 'database refused a value');
      return reply.status(400).send({
        code: 'INVALID_VALUE',
        message: CHARACTER_CODES.has(sqlState) ? DATA_ERROR_MESSAGES.characters : DATA_ERROR_MESSAGES.other,
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

/**
 * Multipart forms at the edge: reads the form (fields and small files) into memory and parses its text
 * fields against the endpoint's zod schema (shared/schemas: z.stringbool and the zId/zDecimal rules, so
 * text becomes the typed values of the JSON bodies), so that services get typed values and the files.
 * Anything malformed is a German 400 naming the field.
 */
import { FORM_MESSAGES } from '@ausweis/shared/validation/form-data';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import { hasControlChars } from '@ausweis/shared/validation/zod';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../platform/images';
import { AppError, badRequest } from './app-error';
import { parseOrThrow } from './first-issue';

/** A file of the form (empty file fields are left out). */
export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  mimetype: string;
}

interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/** A form parsed against its schema: the typed values and the files by their field name. */
export interface ParsedForm<T, F extends string> {
  values: T;
  files: Partial<Record<F, UploadedFile>>;
}

/** The limits of every multipart form (registered in app.ts and applied again per read). */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 5,
  fields: 200,
  /** The longest text field (the tenant's product list as JSON, a signature as data URL). */
  fieldSize: 1024 * 1024,
  fieldNameSize: 100,
} as const;

export const MULTIPART_ERRORS = {
  /** A name sent twice would be read as 'the last one wins': ambiguous (or tampered), so it is refused. */
  repeated: 'Das Formular enthält ein Feld mehrfach. Bitte laden Sie die Seite neu.',
  reservedName: 'Das Formular enthält einen ungültigen Feldnamen.',
  fileTooLarge: `Die Datei ist zu groß (höchstens ${MAX_UPLOAD_BYTES / 1024 / 1024} MB).`,
  tooManyFiles: `Das Formular enthält zu viele Dateien (höchstens ${MULTIPART_LIMITS.files}).`,
  tooManyFields: `Das Formular enthält zu viele Felder (höchstens ${MULTIPART_LIMITS.fields}).`,
  fieldTooLong: `Ein Feld des Formulars ist zu lang (höchstens ${MULTIPART_LIMITS.fieldSize / 1024 / 1024} MB).`,
  invalidJson: 'Ein Feld des Formulars enthält kein gültiges JSON.',
  unreadable: 'Das Formular konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
  notMultipart: 'Bitte senden Sie das Formular als multipart/form-data.',
} as const;

/** Names that would reach Object.prototype machinery when used as keys of the plain field maps. */
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

/** The German answer to each limit and refusal of @fastify/multipart (by its error code; file size below). */
const LIBRARY_ERRORS: Record<string, () => AppError> = {
  FST_FIELDS_LIMIT: () => new AppError(413, 'TOO_MANY_FIELDS', MULTIPART_ERRORS.tooManyFields),
  FST_PARTS_LIMIT: () => new AppError(413, 'TOO_MANY_FIELDS', MULTIPART_ERRORS.tooManyFields),
  FST_FILES_LIMIT: () => new AppError(413, 'TOO_MANY_FILES', MULTIPART_ERRORS.tooManyFiles),
  FST_PROTO_VIOLATION: () => badRequest(MULTIPART_ERRORS.reservedName),
  FST_INVALID_JSON_FIELD_ERROR: () => badRequest(MULTIPART_ERRORS.invalidJson),
};

const tooLargeMessage = (bytes: number) =>
  bytes === MULTIPART_LIMITS.fileSize
    ? MULTIPART_ERRORS.fileTooLarge
    : `Die Datei ist zu groß (höchstens ${bytes / 1024 / 1024} MB).`;
const fileTooLarge = (bytes: number) => new AppError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage(bytes));

async function readMultipart(req: FastifyRequest, fileSize: number): Promise<MultipartForm> {
  if (!req.isMultipart()) throw badRequest(MULTIPART_ERRORS.notMultipart);
  const form: MultipartForm = { fields: {}, files: {} };
  const seen = new Set<string>();
  try {
    for await (const part of req.parts({ limits: { ...MULTIPART_LIMITS, fileSize } })) {
      if (RESERVED.has(part.fieldname) || (part.type === 'field' && part.fieldnameTruncated))
        throw badRequest(MULTIPART_ERRORS.reservedName);
      if (seen.has(part.fieldname)) throw badRequest(MULTIPART_ERRORS.repeated, part.fieldname.slice(0, 64));
      seen.add(part.fieldname);
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw badRequest(tooLargeMessage(fileSize), part.fieldname);
        if (bytes.length > 0)
          form.files[part.fieldname] = { bytes, filename: part.filename, mimetype: part.mimetype };
      } else if (typeof part.value === 'string') {
        if (part.valueTruncated) throw badRequest(MULTIPART_ERRORS.fieldTooLong, part.fieldname);
        // Multi-line at most; each field's schema refuses tab and line breaks where a line is expected.
        if (hasControlChars(part.value, true)) throw badRequest(MESSAGES.controlChars, part.fieldname);
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(fileSize);
    const known = LIBRARY_ERRORS[code];
    if (known) throw known();
    if ((err as { statusCode?: number }).statusCode === 413) throw fileTooLarge(fileSize);
    // Truncated bodies, missing boundaries and the like: the form could not be read.
    throw badRequest(MULTIPART_ERRORS.unreadable);
  }
  return form;
}

/**
 * Reads the multipart request and parses its text fields with `schema`; `files` names the file fields
 * the endpoint reads, any other file is refused (a tampered or outdated page), like an unknown text
 * field of a strict schema. The first problem is a German 400 naming the field. `fileSize` raises the
 * limit of each file above MAX_UPLOAD_BYTES (the class list's photos as one ZIP).
 */
export async function parseMultipart<S extends z.ZodType, F extends string = never>(
  req: FastifyRequest,
  schema: S,
  options: { files?: readonly F[]; fileSize?: number } = {},
): Promise<ParsedForm<z.output<S>, F>> {
  const form = await readMultipart(req, options.fileSize ?? MULTIPART_LIMITS.fileSize);
  const accepted = new Set<string>(options.files ?? []);
  const unknown = Object.keys(form.files).find((name) => !accepted.has(name));
  if (unknown !== undefined) throw badRequest(FORM_MESSAGES.unknownField, unknown.slice(0, 64));
  const values = parseOrThrow(schema, form.fields);
  return { values, files: form.files as Partial<Record<F, UploadedFile>> };
}

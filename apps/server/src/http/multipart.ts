/** Reads a multipart form (fields and small files) into memory; anything malformed is a German 400. */
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../platform/images';
import { AppError, badRequest } from './app-error';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, { bytes: Buffer; filename: string; mimetype: string }>;
}

/** A name sent twice would be read as 'the last one wins': ambiguous (or tampered), so it is refused. */
const REPEATED = 'Das Formular enthält ein Feld mehrfach. Bitte laden Sie die Seite neu.';

/** Names that would reach Object.prototype machinery when used as keys of the plain field maps. */
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);
const RESERVED_NAME = 'Das Formular enthält einen ungültigen Feldnamen.';

const TOO_LARGE = `Die Datei ist zu groß (höchstens ${MAX_UPLOAD_BYTES / 1024 / 1024} MB).`;

export async function readMultipart(req: FastifyRequest): Promise<MultipartForm> {
  if (!req.isMultipart()) throw badRequest('Bitte senden Sie das Formular als multipart/form-data.');
  const form: MultipartForm = { fields: {}, files: {} };
  const seen = new Set<string>();
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 200 } })) {
      if (RESERVED.has(part.fieldname)) throw badRequest(RESERVED_NAME);
      if (seen.has(part.fieldname)) throw badRequest(REPEATED, part.fieldname.slice(0, 64));
      seen.add(part.fieldname);
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw badRequest(TOO_LARGE, part.fieldname);
        if (bytes.length > 0)
          form.files[part.fieldname] = { bytes, filename: part.filename, mimetype: part.mimetype };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE);
    // Truncated bodies, missing boundaries and the like: the form could not be read.
    throw badRequest('Das Formular konnte nicht gelesen werden. Bitte versuchen Sie es erneut.');
  }
  return form;
}

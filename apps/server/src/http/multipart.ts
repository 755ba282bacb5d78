/** Reads a multipart form (fields and small files) into memory; files beyond the limit are a German 400. */
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../platform/images';
import { badRequest } from './app-error';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, { bytes: Buffer; filename: string; mimetype: string }>;
}

export async function readMultipart(req: FastifyRequest): Promise<MultipartForm> {
  if (!req.isMultipart()) throw badRequest('Bitte senden Sie das Formular als multipart/form-data.');
  const form: MultipartForm = { fields: {}, files: {} };
  for await (const part of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 200 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch(() => {
        throw badRequest(
          `Die Datei ist zu groß (höchstens ${MAX_UPLOAD_BYTES / 1024 / 1024} MB).`,
          part.fieldname,
        );
      });
      if (part.file.truncated) {
        throw badRequest(
          `Die Datei ist zu groß (höchstens ${MAX_UPLOAD_BYTES / 1024 / 1024} MB).`,
          part.fieldname,
        );
      }
      if (bytes.length > 0)
        form.files[part.fieldname] = { bytes, filename: part.filename, mimetype: part.mimetype };
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/** File answers: downloads with a Content-Disposition name (ASCII fallback plus UTF-8) and no caching. */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  pdf: 'application/pdf',
  png: 'image/png',
  xml: 'application/xml',
} as const;

/** Content-Disposition for a download named `filename` (umlauts kept through filename*). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Sends bytes (or a stream of them) as a download; personal data never lands in a shared cache. */
export function sendDownload(reply: FastifyReply, bytes: Buffer | Readable, filename: string, mime: string) {
  return reply
    .header('Content-Type', mime)
    .header('Content-Disposition', contentDisposition(filename))
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}

/**
 * Compressed answers by Accept-Encoding (brotli preferred, then gzip): JSON and text from 1 KB on. Files
 * that are compressed already (zip, xlsx, pdf, images) and event streams go out as they are; the web
 * app's assets come precompressed from the build (web-app.ts), so they are not compressed again.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Content types worth compressing: JSON, text (not event streams), JavaScript, XML, SVG. */
export const COMPRESSIBLE_TYPES =
  /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream)[\w.+-]+|application\/(?:javascript|xml|manifest\+json)|image\/svg\+xml)\s*(?:;|$)/i;

/** Must be registered before the routes: the plugin sets itself up per route as they are added. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    // Request bodies are never compressed by our clients; a compressed upload stays a bad request.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPES,
  });
}

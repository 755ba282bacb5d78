/**
 * Answers whose JSON is kept in memory (the public product info): serialized and compressed once when
 * kept, sent with a weak ETag, `no-cache` (clients keep the answer but ask each time, so a change shows
 * at once) and a 304 without a body when If-None-Match names the current tag. Routes that use it turn
 * @fastify/compress off (`compress: false`): it would compress the same bytes again on every request.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedBody {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Serializes the value once, in every encoding we send, with its ETag. */
export function cachedJson(value: unknown): CachedBody {
  const identity = Buffer.from(JSON.stringify(value));
  return {
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** Conditional GET (RFC 9110 §13.1.2): does If-None-Match name the current ETag? Weak comparison. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const current = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === current);
}

/** The encoding to send: brotli, else gzip, when the client accepts it (q > 0); else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Sends the kept body: a 304 when the client holds it already, else in the best accepted encoding. */
export function sendCachedBody(req: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  reply.header('cache-control', 'no-cache').header('etag', body.etag).header('vary', 'accept-encoding');
  if (etagMatches(req.headers['if-none-match'], body.etag)) return reply.code(304).send();
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(encoding ? body[encoding] : body.identity);
}

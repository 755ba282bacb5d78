/**
 * GET CARD_REVOCATION_PATH: the signed revocation list (Sperrliste) for anyone's verifier, a well-known
 * path outside /api like the public keys. Sent brotli- or gzip-compressed as the client accepts, with an
 * ETag, so a verifier that asks on every start mostly gets 304.
 */
import { CARD_REVOCATION_PATH } from '@ausweis/shared/revocation-list';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { publishedRevocationList } from './revocation-list.service';

export function registerRevocationList(app: FastifyInstance, ctx: AppContext): void {
  app.get(CARD_REVOCATION_PATH, async (req, reply) => {
    const list = await publishedRevocationList(ctx);
    reply
      .header('Content-Type', 'application/octet-stream')
      .header('Cache-Control', 'public, max-age=60')
      .header('Access-Control-Allow-Origin', '*')
      .header('Vary', 'Accept-Encoding')
      .header('ETag', list.etag);
    if (req.headers['if-none-match'] === list.etag) return reply.code(304).send();
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(list.br);
    if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(list.gzip);
    return reply.send(list.raw);
  });
}

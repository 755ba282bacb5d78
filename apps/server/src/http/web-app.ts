/**
 * Serves the built React app from apps/web/dist with SPA fallback; unknown /api paths answer JSON 404.
 * The build writes each asset also as .br and .gz (apps/web/vite.config.ts): they are sent by the
 * browser's Accept-Encoding, with Vary: Accept-Encoding.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const ASSETS_DIR = `${path.sep}assets${path.sep}`;
/** The file as built, also when its precompressed copy (.br, .gz) is what goes out. */
const originalFile = (file: string) => file.replace(/\.(?:br|gz)$/, '');

const notFoundJson = (reply: FastifyReply) =>
  reply.status(404).send({ code: 'NOT_FOUND', message: 'Nicht gefunden.' });

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Pages of their own, not routes of the SPA: the smartphone card app (apps/web/app.html) and the
 * verifier of signed card codes (pruefen.html), each a small bundle that works offline.
 */
const OWN_PAGES: [prefix: string, page: string][] = [
  ['/app', 'app.html'],
  ['/pruefen', 'pruefen.html'],
];
const pageOf = (file: string) =>
  OWN_PAGES.find(([prefix]) => file === prefix || file.startsWith(`${prefix}/`))?.[1] ?? 'index.html';

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // No route per built file (listing the build and adding some 300 routes cost a good part of the
      // start-up time): the catch-all route below sends each file, or the page of the SPA.
      serve: false,
      index: false,
      preCompressed: true,
      // Hashed assets can be cached for good; index.html never.
      setHeaders: (res, sent) => {
        const file = originalFile(sent);
        const immutable = file.includes(ASSETS_DIR);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/*', (req, reply) => {
      const file = safeDecode(req.url.split('?')[0] ?? '/');
      if (file === '/api' || file.startsWith('/api/')) return notFoundJson(reply);
      const servable = !file.includes('..') && originalFile(file) === file;
      if (servable && isFile(path.join(webDist, file))) return reply.sendFile(file.slice(1));
      return reply.header('Cache-Control', 'no-cache').sendFile(pageOf(file));
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || req.method !== 'GET') return notFoundJson(reply);
    return reply
      .status(503)
      .type('text/plain; charset=utf-8')
      .send(
        'Die Web-App ist noch nicht gebaut. Bitte "npm run build" ausführen oder mit "npm start" starten.',
      );
  });
}

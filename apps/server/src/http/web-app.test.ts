/**
 * The built web app goes out precompressed by Accept-Encoding (brotli, gzip, or as is, always
 * with Vary: Accept-Encoding), hashed assets are cached for a year and index.html never; JSON answers are
 * compressed, downloads that are compressed already and event streams are not.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { MIME, sendDownload } from './download';
import type { FeatureRoutes } from './families';

const ASSET = 'assets/main-Ab12Cd34.js';
const script = `export const text = ${JSON.stringify('Ausweisportal '.repeat(400))};\n`;
const INDEX = `<!doctype html><html lang="de"><head><script type="module" src="/${ASSET}"></script></head><body>${'<!-- Platz -->'.repeat(100)}</body></html>`;
/** Marks the copies so the test sees which file went out. */
const BR_COPY = `${script}// br\n`;
const GZ_COPY = `${script}// gz\n`;

function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ausweis-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, ASSET), script);
  writeFileSync(path.join(dir, `${ASSET}.br`), brotliCompressSync(BR_COPY));
  writeFileSync(path.join(dir, `${ASSET}.gz`), gzipSync(GZ_COPY));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(path.join(dir, 'app.html'), 'CARD APP');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const rows = Array.from({ length: 200 }, (_, i) => ({
  id: i + 1,
  familyname: 'Mustermann',
  forname: 'Erika',
}));
const probes: FeatureRoutes = {
  anon(app) {
    app.get('/api/anon/probe-list', async () => ({ data: rows }));
    app.get('/api/anon/probe-small', async () => ({ ok: true }));
    app.get('/api/anon/probe-zip', (_req, reply) =>
      sendDownload(reply, Buffer.alloc(4096, 1), 'Export.zip', MIME.zip),
    );
    app.get('/api/anon/probe-stream', (_req, reply) =>
      reply.type(MIME.pdf).send(Readable.from([Buffer.alloc(4096, 2)])),
    );
    app.get('/api/anon/probe-events', (_req, reply) =>
      reply.type('text/event-stream').send(`data: ${'x'.repeat(4096)}\n\n`),
    );
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: webDist() }, [probes]);
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

const varies = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('precompressed assets by Accept-Encoding', () => {
  it('sends the brotli copy when the browser takes br, even when it also takes gzip', async () => {
    const res = await get(`/${ASSET}`, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(varies(res.headers)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BR_COPY);
  });

  it('sends the gzip copy to a browser without brotli', async () => {
    const res = await get(`/${ASSET}`, 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(varies(res.headers)).toBe(true);
    expect(gunzipSync(res.rawPayload).toString()).toBe(GZ_COPY);
  });

  it('sends the file as built without Accept-Encoding, or with identity only', async () => {
    for (const enc of [undefined, 'identity']) {
      const res = await get(`/${ASSET}`, enc);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(varies(res.headers)).toBe(true);
      expect(res.body).toBe(script);
    }
  });

  it('the SPA fallback (index.html) is precompressed too', async () => {
    const res = await get('/s/GYMSEE/SA2026', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('the compressed copies are no URLs of their own', async () => {
    const res = await get(`/${ASSET}.br`, 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('cache headers', () => {
  it('hashed assets are cached for a year, whichever copy goes out', async () => {
    for (const enc of ['br', 'gzip', 'identity']) {
      const res = await get(`/${ASSET}`, enc);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('index.html, the SPA fallback and other files are revalidated every time', async () => {
    for (const url of ['/', '/index.html', '/s/GYMSEE/SA2026', '/admin/card', '/favicon.svg', '/app']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('a missing asset is no immutable answer', async () => {
    const res = await get('/assets/gibt-es-nicht-123.js', 'br');
    expect(res.headers['cache-control']).not.toContain('immutable');
  });
});

describe('compressed JSON answers', () => {
  it('compresses a large JSON answer with brotli, else gzip, and says it varies', async () => {
    const br = await get('/api/anon/probe-list', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br.headers)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ data: rows });
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify({ data: rows }).length / 4);

    const gz = await get('/api/anon/probe-list', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual({ data: rows });

    const plain = await get('/api/anon/probe-list', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ data: rows });
  });

  it('leaves small answers as they are', async () => {
    const res = await get('/api/anon/probe-small', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });

  it('compresses API errors too (JSON 404 of an unknown API path stays small and plain)', async () => {
    const res = await get('/api/gibt-es-nicht', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('does not touch zip, streamed PDF downloads or event streams', async () => {
    const zip = await get('/api/anon/probe-zip', 'br, gzip');
    expect(zip.headers['content-encoding']).toBeUndefined();
    expect(zip.rawPayload.length).toBe(4096);
    const pdf = await get('/api/anon/probe-stream', 'br, gzip');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.headers['content-type']).toBe(MIME.pdf);
    expect(pdf.rawPayload.length).toBe(4096);
    const events = await get('/api/anon/probe-events', 'br, gzip');
    expect(events.headers['content-encoding']).toBeUndefined();
  });

  it('a request body sent compressed is not unpacked (clients never do that)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jslog',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ message: 'x' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

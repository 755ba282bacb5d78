/**
 * What Node's HTTP parser and Fastify's router refuse before any route runs (headers too large, a URL
 * that cannot be decoded) answers, through a real socket, German `{ code, message }` like every error.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { EDGE_ERRORS } from './error-handler';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Sends the raw request and reads the whole answer until the server ends the connection or the body is complete. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
      if (Buffer.byteLength(body) >= length) socket.end();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // The server closes after its answer; a reset then is no failure.
      if (err.code !== 'ECONNRESET' || chunks.length === 0) reject(err);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

describe('answers before any route, in German', () => {
  it('a URL that cannot be decoded (/%) is a German 400', async () => {
    for (const path of ['/%', '/api/anon/info/%', '/api/a/t/cards/%E0%A4%A']) {
      const res = await raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body), path).toEqual({
        code: EDGE_ERRORS.badUrl[0],
        message: EDGE_ERRORS.badUrl[1],
      });
    }
  });

  it('headers beyond the size limit are a German 431', async () => {
    const huge = 'x'.repeat(64 * 1024);
    const res = await raw(`GET /api/anon/info HTTP/1.1\r\nHost: localhost\r\nX-Big: ${huge}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({
      code: 'HEADERS_TOO_LARGE',
      message: 'Die Kopfzeilen der Anfrage sind zu groß.',
    });
  });

  it('a request line Node cannot parse is a German 400', async () => {
    const res = await raw('GARBAGE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ code: 'BAD_REQUEST', message: 'Die Anfrage ist ungültig.' });
  });
});

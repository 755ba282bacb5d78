/** Pages of their own: /app answers app.html, /pruefen pruefen.html (not the portal); their offline worker. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'ausweis-web-'));
  writeFileSync(path.join(webDist, 'index.html'), 'PORTAL');
  writeFileSync(path.join(webDist, 'app.html'), 'CARD APP');
  writeFileSync(path.join(webDist, 'pruefen.html'), 'VERIFIER');
  mkdirSync(path.join(webDist, 'app'));
  writeFileSync(path.join(webDist, 'offline-sw.js'), '// worker');
  writeFileSync(path.join(webDist, 'app', 'manifest.webmanifest'), '{}');
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('card app page', () => {
  it('serves app.html for /app and its sub paths, the portal elsewhere', async () => {
    for (const url of ['/app', '/app/', '/app/irgendwas?x=1']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('CARD APP');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/')).body).toBe('PORTAL');
    expect((await get('/apple')).body).toBe('PORTAL');
    for (const url of ['/pruefen', '/pruefen/', '/pruefen?x=1'])
      expect((await get(url)).body).toBe('VERIFIER');
    expect((await get('/pruefende')).body).toBe('PORTAL');
  });

  it('serves the offline worker (never cached for long) and the manifest as files', async () => {
    const sw = await get('/offline-sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toContain('javascript');
    const manifest = await get('/app/manifest.webmanifest');
    expect(manifest.body).toBe('{}');
    expect(manifest.headers['service-worker-allowed']).toBeUndefined();
  });
});

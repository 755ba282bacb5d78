/**
 * What the app's start-up costs: it validates and serialises with zod only, so Fastify's default
 * JSON-schema compilers (ajv, fast-json-stringify; a good part of the start-up time) are never loaded;
 * a request with a bad body is still refused in German by the zod compilers.
 */
import { createRequire } from 'node:module';
import { auth } from '@ausweis/shared/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('start-up of the app', () => {
  it('loads neither ajv nor fast-json-stringify, and still validates bodies with zod in German', async () => {
    const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) =>
      /[\\/]@fastify[\\/](?:ajv-compiler|fast-json-stringify-compiler)[\\/]/.test(file),
    );
    expect(loaded).toEqual([]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${auth.login.path}`,
      payload: { email: 'keine-adresse', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/^Ungültig/) });
  });
});

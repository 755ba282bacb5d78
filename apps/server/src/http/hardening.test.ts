/** Bad input that once answered 500 (review findings): every case must be a German 4xx. */
import { registrations } from '@ausweis/shared/contracts/registrations';
import { tenants as tenantsApi } from '@ausweis/shared/contracts/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { callEndpoint, loginAs } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, (await createUser(t.db, { is_super_admin: true })).email);
});
afterAll(() => t.close());

describe('paging input', () => {
  it.each([
    ['a prototype key as filter', { filters: { constructor: 'x' } }],
    ['a prototype key as sort', { sorts: [{ key: '__proto__', order: 'asc' }] }],
    ['"constructor" as sort', { sorts: [{ key: 'constructor', order: 'asc' }] }],
    ['a page far beyond any row', { page: 9007199254740991, count: 2000 }],
    ['a huge page number', { page: 1e16 }],
  ])('%s is a 400', async (_label, body) => {
    const res = await callEndpoint(t.app, registrations.find, { token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/Invalid|expected/);
  });
});

describe('ids and multipart bodies', () => {
  it('a huge registration id is a 400', async () => {
    const res = await callEndpoint(t.app, registrations.answer, {
      token,
      body: { register_id: [99999999999] },
    });
    expect(res.statusCode).toBe(400);
  });

  it('a multipart body without boundary or cut off is a 400', async () => {
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: `/api${tenantsApi.upsert.path}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    const truncated = await t.app.inject({
      method: 'POST',
      url: `/api${tenantsApi.upsert.path}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nSchule',
    });
    expect(truncated.statusCode).toBe(400);
  });
});

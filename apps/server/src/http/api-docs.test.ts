/**
 * The OpenAPI document: every /api route is in it with its schemas, only super admins get
 * it, and API_DOCS=0 leaves it out.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createUser } from '../test/factories';
import { call, loginAs } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { API_DOCS_PATH } from './api-docs';

interface OpenApiOperation {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

let t: TestApp;
const routes: RouteOptions[] = [];
let superAdminToken = '';
let adminToken = '';

beforeAll(async () => {
  t = await createTestApp({}, [], { onRoute: (route) => routes.push(route) });
  const staff = await createTenantWithStaff(t.db);
  const superAdmin = await createUser(t.db, { is_super_admin: true });
  superAdminToken = await loginAs(t.app, superAdmin.email);
  adminToken = await loginAs(t.app, staff.admin.email);
});
afterAll(() => t.close());

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /api/docs', () => {
  it('lists every API route with its methods, for super admins', async () => {
    const res = await call(t.app, 'GET', '/docs', { token: superAdminToken });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toBe('3.1.0');
    const missing: string[] = [];
    for (const route of routes) {
      if (!route.url.startsWith('/api/') || route.url === API_DOCS_PATH) continue;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        if (!doc.paths[openApiPath(route.url)]?.[method.toLowerCase()])
          missing.push(`${method} ${route.url}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('describes a contract route by its name, schemas and guard', async () => {
    const doc = (await call(t.app, 'GET', '/docs', { token: superAdminToken })).json<OpenApiDocument>();
    const find = doc.paths['/api/a/sad/orders/find']?.post;
    expect(find?.operationId).toBe('orders.find');
    expect(find?.security).toEqual([{ bearer: [] }]);
    expect(JSON.stringify(find?.requestBody?.content['application/json']?.schema)).toContain('use_archive');
    expect(JSON.stringify(find?.responses['200']?.content?.['application/json']?.schema)).toContain(
      'total_exact',
    );
  });

  it('shows the text fields of a multipart form (place_order)', async () => {
    const doc = (await call(t.app, 'GET', '/docs', { token: superAdminToken })).json<OpenApiDocument>();
    const schema =
      doc.paths['/api/order/place_order']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(JSON.stringify(schema)).toContain('familyname');
  });

  it('refuses everyone else', async () => {
    expect((await call(t.app, 'GET', '/docs')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/docs', { token: adminToken })).statusCode).toBe(403);
  });

  it('is not there with API_DOCS=0', async () => {
    const off = await createTestApp({ apiDocs: false });
    try {
      const superAdmin = await createUser(off.db, { is_super_admin: true });
      const token = await loginAs(off.app, superAdmin.email);
      expect((await call(off.app, 'GET', '/docs', { token })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

/**
 * One contract per endpoint: every route below /api is registered from a contract in
 * shared/contracts, every contract is served, and each use case has one unique name.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type Endpoint, familyOfPath } from '@ausweis/shared/endpoint';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';
import { API_DOCS_PATH } from './api-docs';

const CONTRACTS_DIR = path.resolve(import.meta.dirname, '../../../../packages/shared/src/contracts');

async function allContracts(): Promise<Endpoint[]> {
  const found: Endpoint[] = [];
  for (const file of readdirSync(CONTRACTS_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(path.join(CONTRACTS_DIR, file))) as Record<string, Record<string, unknown>>;
    // A feature's contracts object (defineEndpoints); plain constants (public-paths.ts) are not contracts.
    for (const group of Object.values(module))
      found.push(...Object.values(group).filter((v): v is Endpoint => isEndpoint(v)));
  }
  return found;
}

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'name' in v && 'method' in v && 'path' in v;

const routeKey = (method: string, url: string) => `${method} ${url}`;
const contractKey = (e: Endpoint) => routeKey(e.method, `/api${e.path.replace(/\{(\w+)\}/g, ':$1')}`);

let t: TestApp;
const routes: RouteOptions[] = [];
let contracts: Endpoint[] = [];

beforeAll(async () => {
  contracts = await allContracts();
  t = await createTestApp({}, [], { onRoute: (route) => routes.push(route) });
});
afterAll(() => t.close());

describe('endpoint contracts', () => {
  it('have unique names and unique method + path, each in its family', () => {
    expect(contracts.length).toBeGreaterThan(50);
    const names = contracts.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const keys = contracts.map(contractKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    for (const c of contracts) expect(familyOfPath(c.path), c.name).toBe(c.family);
  });

  it('cover every API route, and every contract is served', () => {
    const served = new Set<string>();
    for (const route of routes) {
      if (!route.url.startsWith('/api/') || route.url === API_DOCS_PATH) continue;
      for (const method of [route.method].flat())
        if (method !== 'HEAD') served.add(routeKey(method, route.url));
    }
    const declared = new Set(contracts.map(contractKey));
    expect([...served].filter((k) => !declared.has(k))).toEqual([]);
    expect([...declared].filter((k) => !served.has(k))).toEqual([]);
  });

  it('declare the text and file fields of every multipart form, and the route reads the form by them', async () => {
    const forms = contracts.filter((c) => c.multipart);
    expect(forms.map((c) => c.name).sort()).toEqual(
      [
        'cards.update',
        'classImports.start',
        'invoices.bookStatement',
        'invoices.previewStatement',
        'ordering.placeOrder',
        'ordering.testImage',
        'photoReview.upload',
        'products.upsert',
        'tenants.upsert',
      ].sort(),
    );
    for (const c of forms) {
      expect(c.method, c.name).toBe('POST');
      expect(c.request, c.name).toBeInstanceOf(z.ZodObject);
      const textFields = Object.keys((c.request as z.ZodObject).shape);
      expect(c.multipart?.files.length, c.name).toBeGreaterThan(0);
      expect(
        c.multipart?.files.filter((f) => textFields.includes(f)),
        c.name,
      ).toEqual([]);
    }
    // A public form read against its contract: a file field it does not name is refused.
    const boundary = 'contract-test';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/test_image',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="other_file"; filename="a.png"',
        'Content-Type: image/png',
        '',
        'x',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('other_file');
  });
});

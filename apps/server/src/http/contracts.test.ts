/**
 * One contract per endpoint: every route below /api is registered from a contract in
 * shared/contracts, every contract is served, and each use case has one unique name.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type Endpoint, familyOfPath } from '@ausweis/shared/endpoint';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});

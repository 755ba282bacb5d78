/**
 * The docs/product.md#api route families under /api. The family decides the guard, here and nowhere else; a route
 * registered in a family whose prefix does not match its path fails at start-up.
 */
import { FAMILY_PREFIXES, type FamilyName, familyOfPath } from '@ausweis/shared/endpoint';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authenticate, type Guard, requireCapability, resolveTenant } from './guards';

export type { FamilyName };

interface Family {
  prefix: string;
  guards: (ctx: AppContext) => Guard[];
}

const family = (name: FamilyName, guards: Family['guards']): Family => ({
  prefix: `/api${FAMILY_PREFIXES[name]}`,
  guards,
});

export const FAMILIES: Record<FamilyName, Family> = {
  anon: family('anon', () => []),
  order: family('order', () => []),
  jslog: family('jslog', () => []),
  a: family('a', (ctx) => [authenticate(ctx)]),
  t: family('t', (ctx) => [authenticate(ctx), resolveTenant(ctx, true), requireCapability('cards.manage')]),
  ad: family('ad', (ctx) => [
    authenticate(ctx),
    resolveTenant(ctx, true),
    requireCapability('cards.editAll'),
  ]),
  sad: family('sad', (ctx) => [
    authenticate(ctx),
    requireCapability('tenants.manage'),
    resolveTenant(ctx, false),
  ]),
  /** The OpenAPI document (http/api-docs.ts). */
  docs: family('docs', (ctx) => [authenticate(ctx), requireCapability('api.docs')]),
};

/** The family a URL (with /api) belongs to: the longest matching prefix. */
export function familyOf(url: string): FamilyName | null {
  if (url !== '/api' && !url.startsWith('/api/')) return null;
  return familyOfPath(url.slice('/api'.length));
}

/** A feature's routes, grouped by family. */
export type FeatureRoutes = Partial<Record<FamilyName, (app: FastifyInstance, ctx: AppContext) => void>>;

/**
 * Registers every feature's routes in their families. Any other route under /api (registered outside a
 * family, so without its guard) makes start-up fail.
 */
export function registerFamilies(app: FastifyInstance, ctx: AppContext, features: FeatureRoutes[]): void {
  const routeKey = (method: string | string[], url: string) => `${[method].flat().join(',')} ${url}`;
  const apiRoutes: string[] = [];
  const guarded = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.url === '/api' || route.url.startsWith('/api/'))
      apiRoutes.push(routeKey(route.method, route.url));
  });
  app.addHook('onReady', async () => {
    const unguarded = apiRoutes.filter((key) => !guarded.has(key));
    if (unguarded.length > 0) throw new Error(`API routes outside a route family: ${unguarded.join('; ')}`);
  });
  for (const [name, family] of Object.entries(FAMILIES) as [FamilyName, Family][]) {
    app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        if (familyOf(route.url) !== name) {
          throw new Error(
            `Route ${route.url} is registered in family '${name}' but belongs to '${familyOf(route.url)}'`,
          );
        }
        guarded.add(routeKey(route.method, route.url));
      });
      for (const guard of family.guards(ctx)) scope.addHook('onRequest', guard);
      for (const feature of features) feature[name]?.(scope, ctx);
    });
  }
}

/**
 * The docs/product.md#api route families under /api. The family decides the guard, here and nowhere else; a route
 * registered in a family whose prefix does not match its path fails at start-up.
 */
import { FAMILY_PREFIXES, type FamilyName, familyOfPath } from '@ausweis/shared/endpoint';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ACCESS_LEVELS, type AccessLevel } from './guards';

export type { FamilyName };

interface Family {
  prefix: string;
  /** Who may enter (http/guards.ts ACCESS_LEVELS). */
  access: AccessLevel;
}

const family = (name: FamilyName, access: AccessLevel): Family => ({
  prefix: `/api${FAMILY_PREFIXES[name]}`,
  access,
});

export const FAMILIES: Record<FamilyName, Family> = {
  anon: family('anon', 'anyone'),
  /** The public order page; a signed-in super admin orders with extra rights (place_order). */
  order: family('order', 'anyoneOrSignedIn'),
  jslog: family('jslog', 'anyone'),
  a: family('a', 'signedIn'),
  t: family('t', 'tenantMember'),
  ad: family('ad', 'tenantAdmin'),
  sad: family('sad', 'superAdmin'),
  /** The OpenAPI document (http/api-docs.ts). */
  docs: family('docs', 'apiDocsReader'),
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
      for (const guard of ACCESS_LEVELS[family.access](ctx)) scope.addHook('onRequest', guard);
      for (const feature of features) feature[name]?.(scope, ctx);
    });
  }
}

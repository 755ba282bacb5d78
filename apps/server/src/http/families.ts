/**
 * The SPEC §7 route families under /api. The family decides the guard, here and nowhere else; a route
 * registered in a family whose prefix does not match its path fails at start-up.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authenticate, type Guard, requireCapability, resolveTenant } from './guards';

export type FamilyName = 'anon' | 'order' | 'jslog' | 'a' | 't' | 'ad' | 'sad';

interface Family {
  prefix: string;
  guards: (ctx: AppContext) => Guard[];
}

export const FAMILIES: Record<FamilyName, Family> = {
  anon: { prefix: '/api/anon', guards: () => [] },
  order: { prefix: '/api/order', guards: () => [] },
  jslog: { prefix: '/api/jslog', guards: () => [] },
  a: { prefix: '/api/a', guards: (ctx) => [authenticate(ctx)] },
  t: {
    prefix: '/api/a/t',
    guards: (ctx) => [authenticate(ctx), resolveTenant(ctx, true), requireCapability('cards.manage')],
  },
  ad: {
    prefix: '/api/a/ad',
    guards: (ctx) => [authenticate(ctx), resolveTenant(ctx, true), requireCapability('cards.editAll')],
  },
  sad: {
    prefix: '/api/a/sad',
    guards: (ctx) => [authenticate(ctx), requireCapability('tenants.manage'), resolveTenant(ctx, false)],
  },
};

/** The family a path belongs to: the longest matching prefix. */
export function familyOf(url: string): FamilyName | null {
  let best: FamilyName | null = null;
  for (const [name, family] of Object.entries(FAMILIES) as [FamilyName, Family][]) {
    const p = family.prefix;
    if ((url === p || url.startsWith(`${p}/`)) && (!best || p.length > FAMILIES[best].prefix.length))
      best = name;
  }
  return best;
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

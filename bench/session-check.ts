/**
 * Benchmark (numbers printed, never asserted): what the server-side session check costs the card list.
 * Every signed-in request takes its user and session from the instance's cache (http/session-cache.ts),
 * or reads them in one query on a miss (http/active-user.ts).
 *
 * - Sitzungsprüfung: findActiveUser with the cache (listening to the database's signals, as the app
 *   runs it) and without (every check reads the database, as a miss does) against the check before
 *   sessions had rows (the user row with an `exists` on the table of logged-out sessions, rebuilt here on
 *   staff_sessions) and against the user row alone; BENCH_SESSION_RUNS (3000) interleaved, p50/p95.
 * - Kartenliste über HTTP: BENCH_SESSION_CLIENTS (4) clients POST the card list with the screen's
 *   default filters for BENCH_SESSION_SECONDS (8) with autocannon, signed in (token, session check,
 *   tenant check) against the same findCards call behind a route without any guard, in the same app.
 * PGlite in memory, or the PostgreSQL at BENCH_DATABASE_URL (EMPTIED first).
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { databaseSignals } from '../apps/server/src/db/notify';
import { staffSessions, users } from '../apps/server/src/db/schema/index';
import { tenantScope } from '../apps/server/src/db/tenant-scope';
import { findCards } from '../apps/server/src/features/cards/cards.service';
import { findActiveUser, type StaffSessionCache } from '../apps/server/src/http/active-user';
import type { FeatureRoutes } from '../apps/server/src/http/families';
import { createSessionCache, SESSION_CHANGED_CHANNEL } from '../apps/server/src/http/session-cache';
import { TENANT_HEADER } from '../packages/shared/src/constants';
import { cards } from '../packages/shared/src/contracts/cards';
import { FindCardsRequest } from '../packages/shared/src/schemas/dashboard';
import {
  benchConfig,
  benchLogin,
  benchTenantWithCards,
  DEFAULT_CARD_LIST,
  openBenchDatabase,
  percentile,
} from './bench-app';
import { recordBench } from './report';

const URL = process.env.BENCH_DATABASE_URL;
const CARDS = Number(process.env.BENCH_SESSION_CARDS ?? 2000);
const RUNS = Number(process.env.BENCH_SESSION_RUNS ?? 3000);
const CLIENTS = Number(process.env.BENCH_SESSION_CLIENTS ?? 4);
const SECONDS = Number(process.env.BENCH_SESSION_SECONDS ?? 8);
const UNGUARDED = '/api/anon/bench/session-check-cards';

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export async function benchSessionCheck() {
  const database = await openBenchDatabase(URL);
  await database.migrate();
  const { db } = database;
  const { tenant, staff } = await benchTenantWithCards(db, CARDS, 'User');
  // The same card list work without any guard: the baseline of the request rate.
  const unguarded: FeatureRoutes = {
    anon: (app) => {
      app.post(UNGUARDED, async (req) =>
        findCards(db, tenantScope(tenant.id), FindCardsRequest.parse(req.body)),
      );
    },
  };
  const app = await buildApp({
    config: benchConfig({ databaseUrl: URL ?? null }),
    database,
    logger: false,
    extraRoutes: [unguarded],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = await benchLogin(base, staff.email);
    // The token's claims (its payload), as the server reads them.
    const payload = Buffer.from(token.split('.')[1] ?? '', 'base64url').toString();
    const jwt: Record<string, unknown> = JSON.parse(payload);
    const claims = {
      userId: staff.id,
      tokenVersion: Number(jwt.ver),
      loginAt: Number(jwt.lat),
      sessionId: String(jwt.sid),
    };

    const log = { warn: (obj: object, msg: string) => console.warn(msg, obj) };
    const cache: StaffSessionCache = createSessionCache({
      subscribe: databaseSignals(database, SESSION_CHANGED_CHANNEL, log),
    });
    const cached = () => findActiveUser({ db, sessions: cache }, claims);
    // Nothing is kept without signals: every check reads user and session row (a miss).
    const uncached = () => findActiveUser({ db, sessions: createSessionCache({ subscribe: null }) }, claims);
    const userOnly = () => db.select().from(users).where(eq(users.id, staff.id));
    const before = () =>
      db
        .select({
          user: users,
          ended: sql<boolean>`exists (select 1 from ${staffSessions} s where s.id = ${claims.sessionId} and s.ended_at is not null)`,
        })
        .from(users)
        .where(eq(users.id, staff.id));
    const times = {
      cached: [] as number[],
      uncached: [] as number[],
      before: [] as number[],
      userOnly: [] as number[],
    };
    for (let i = 0; i < 50 || (!cache.has(claims.sessionId) && i < 5000); i++)
      await Promise.all([cached(), uncached(), before(), userOnly()]); // warm-up, until the cache listens
    for (let i = 0; i < RUNS; i++) {
      times.cached.push(await time(cached));
      times.uncached.push(await time(uncached));
      times.before.push(await time(before));
      times.userOnly.push(await time(userOnly));
    }
    await cache.close();
    for (const p of [50, 95]) {
      recordBench({
        what: `Sitzungsprüfung je Anfrage (Benutzer und Sitzung, Cache der Instanz), p${p}, ${database.kind}`,
        now: percentile(times.cached, p),
        unit: 'ms',
        baseline: percentile(times.before, p),
        baselineLabel: 'bisherige Prüfung (Benutzer + exists)',
        goal: p === 95 ? '≤ 1 ms mehr' : undefined,
      });
    }
    recordBench({
      what: `Sitzungsprüfung je Anfrage mit Cache, p95, ${database.kind}`,
      now: percentile(times.cached, 95),
      unit: 'ms',
      baseline: percentile(times.uncached, 95),
      baselineLabel: 'ohne Cache (Abfrage je Anfrage)',
    });
    recordBench({
      what: `Sitzungsprüfung ohne Cache (Fehlgriff), p95, ${database.kind}`,
      now: percentile(times.uncached, 95),
      unit: 'ms',
      baseline: percentile(times.userOnly, 95),
      baselineLabel: 'Benutzerzeile allein',
    });

    const load = (url: string, headers: Record<string, string>) =>
      autocannon({
        url,
        method: 'POST',
        connections: CLIENTS,
        duration: SECONDS,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(DEFAULT_CARD_LIST),
      });
    const open = await load(`${base}${UNGUARDED}`, {});
    const signedIn = await load(`${base}/api${cards.find.path}`, {
      authorization: `Bearer ${token}`,
      [TENANT_HEADER]: String(tenant.id),
    });
    for (const r of [open, signedIn])
      if (r.non2xx > 0) console.log(`Kartenliste: ${r.non2xx} Antworten ohne 2xx`);
    recordBench({
      what: `Kartenliste über HTTP, ${CARDS} Ausweise, ${CLIENTS} Clients, angemeldet (mit Sitzungsprüfung)`,
      now: signedIn.requests.average,
      unit: 'req/s',
      baseline: open.requests.average,
      baselineLabel: 'gleiche Abfrage ohne Anmeldung und Prüfungen',
    });
    recordBench({
      what: 'Kartenliste über HTTP, angemeldet, p97,5',
      now: signedIn.latency.p97_5,
      unit: 'ms',
      baseline: open.latency.p97_5,
      baselineLabel: 'ohne Anmeldung',
    });
  } finally {
    await app.close();
    await database.close();
  }
}

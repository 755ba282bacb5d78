/**
 * Benchmark (numbers printed, never asserted): what the audit trail costs the card list and a card
 * update, with the trail written and not, in the same run, app and database.
 *
 * The switch: `auditTrailBench.off` in apps/server/src/db/audit-trail.ts, which only this bench sets;
 * while it is on nothing is appended (no chain head locked, no hash, no insert, no transaction after
 * the response). What a request does to note its events (who and from where, a list of notes) still
 * runs: a little of the trail's cost stays in the baseline, so the ratios flatter it slightly. The
 * phases follow a warm-up and alternate (on, off, off, on), so that drift falls on both alike.
 *
 * - Kartenliste: BENCH_TRAIL_CLIENTS (4) clients POST the card list with the screen's default filters
 *   for BENCH_TRAIL_SECONDS (4) per phase with autocannon, as a tenant Admin; requests per second.
 * - Ausweis ändern: BENCH_TRAIL_UPDATES (300) card updates over HTTP, one at a time, each changing the
 *   name (so each writes its 'Ausweis geändert' event), alternately with and without the trail; p50/p95.
 * - Ausweis ansehen: the card details (a read the trail notes and writes after the response), as the list.
 * PGlite in memory, or the PostgreSQL at BENCH_DATABASE_URL (EMPTIED first).
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { auditTrailBench } from '../apps/server/src/db/audit-trail';
import { TENANT_HEADER } from '../packages/shared/src/constants';
import { cards } from '../packages/shared/src/contracts/cards';
import { type CardEditValues, cardUpdateFields } from '../packages/shared/src/schemas/card-edit';
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
const CARDS = Number(process.env.BENCH_TRAIL_CARDS ?? 2000);
const CLIENTS = Number(process.env.BENCH_TRAIL_CLIENTS ?? 4);
const SECONDS = Number(process.env.BENCH_TRAIL_SECONDS ?? 4);
const UPDATES = Number(process.env.BENCH_TRAIL_UPDATES ?? 300);

const form = (familyname: string): CardEditValues => ({
  email: 'bench@test.example',
  familyname,
  forname: 'Nina',
  birthday: '2011-05-06',
  external_id: '',
  external_department: '5b',
  card_valid_from: '2026-08-01',
  card_valid_to: '2027-07-31',
  validated: false,
  with_lable: false,
  lable_value: '',
  lable_color: '',
  is_online: true,
  is_hardcopy: false,
  is_test: false,
  is_payed: true,
  tenant_payment: false,
});

async function multipart(fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const res = new Response(fd);
  return { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '' };
}

/** Requests per second over alternating phases: [with trail, without]. */
async function rpsBothWays(run: () => Promise<autocannon.Result>): Promise<[number, number]> {
  const sums = [0, 0];
  await run(); // warm-up (JIT, caches), counted for neither
  for (const off of [false, true, true, false]) {
    auditTrailBench.off = off;
    const r = await run();
    if (r.non2xx > 0) console.log(`${r.non2xx} Antworten ohne 2xx`);
    sums[off ? 1 : 0] += r.requests.average / 2;
  }
  auditTrailBench.off = false;
  return [sums[0] ?? 0, sums[1] ?? 0];
}

export async function benchAuditTrailCost() {
  const database = await openBenchDatabase(URL);
  await database.migrate();
  const { db } = database;
  const { tenant, staff: admin, lastCardId: cardId } = await benchTenantWithCards(db, CARDS, 'Admin');
  const app = await buildApp({ config: benchConfig({ databaseUrl: URL ?? null }), database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = await benchLogin(base, admin.email);
    const auth = { authorization: `Bearer ${token}`, [TENANT_HEADER]: String(tenant.id) };

    const [listOn, listOff] = await rpsBothWays(() =>
      autocannon({
        url: `${base}/api${cards.find.path}`,
        method: 'POST',
        connections: CLIENTS,
        duration: SECONDS,
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify(DEFAULT_CARD_LIST),
      }),
    );
    recordBench({
      what: `Kartenliste über HTTP, ${CARDS} Ausweise, ${CLIENTS} Clients, mit Protokoll`,
      now: listOn,
      unit: 'req/s',
      baseline: listOff,
      baselineLabel: 'ohne Protokoll',
      goal: '≥ 0,90× ohne Protokoll',
    });
    const [detailsOn, detailsOff] = await rpsBothWays(() =>
      autocannon({
        url: `${base}/api${cards.details.path}?order_id=${cardId}`,
        connections: CLIENTS,
        duration: SECONDS,
        headers: auth,
      }),
    );
    recordBench({
      what: `Ausweis ansehen über HTTP (Lesen protokolliert), ${CLIENTS} Clients, mit Protokoll`,
      now: detailsOn,
      unit: 'req/s',
      baseline: detailsOff,
      baselineLabel: 'ohne Protokoll',
    });

    const times = { on: [] as number[], off: [] as number[] };
    for (let i = 0; i < UPDATES + 20; i++) {
      const off = i % 2 === 1;
      auditTrailBench.off = off;
      const { body, type } = await multipart(cardUpdateFields(cardId, form(`Name${i}`), false));
      const start = performance.now();
      const res = await fetch(`${base}/api${cards.update.path}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': type },
        body,
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`Ausweis ändern: ${res.status}`);
      if (i >= 20) (off ? times.off : times.on).push(performance.now() - start);
    }
    auditTrailBench.off = false;
    for (const p of [50, 95])
      recordBench({
        what: `Ausweis ändern über HTTP, p${p}, ${database.kind}, mit Protokoll`,
        now: percentile(times.on, p),
        unit: 'ms',
        baseline: percentile(times.off, p),
        baselineLabel: 'ohne Protokoll',
        goal: p === 95 ? '≤ 2 ms mehr' : undefined,
      });
    await app.auditTrailSettled();
  } finally {
    auditTrailBench.off = false;
    await app.close();
    await database.close();
  }
}

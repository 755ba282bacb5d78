/**
 * Benchmark (numbers printed, never asserted): the 'Protokoll' page at 10 million events on PostgreSQL.
 *
 * A database of its own (BENCH_AUDIT_DATABASE_URL, default: the `ausweis_bench_audit` database on the
 * server of TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; created, migrated with the
 * real migrations, dropped afterwards unless BENCH_REUSE=1) gets BENCH_AUDIT_EVENTS (10,000,000) events
 * made by generate_series in SQL: 60 % in one large tenant's chain (50 staff, 200,000 cards, a year of
 * events), the rest spread over 99 other tenants. Then the page's query is timed with each filter,
 * first page and deeper pages, BENCH_AUDIT_RUNS (20) times each with varying values, p50/p95.
 *
 * The page's query is keyset-paged and uses the indexes of db/schema/audit.ts:
 *   where chain = $1 [and user_id = …] [and action = …] [and record_ids @> array[…]] [and at >= …]
 *     and (at, id) < ($2, $3) order by at desc, id desc limit 50
 * It is written here as SQL in the shape findAuditEvents (apps/server/src/features/audit/audit.queries.ts)
 * sends: the same order (NEWEST_FIRST) and, with a card named, its events found by the GIN index first.
 */
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { percentile } from './bench-app';
import { recordBench } from './report';

const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_AUDIT_RUNS ?? 20);
const REUSE = Boolean(process.env.BENCH_REUSE);
const PAGE = 50;
const BIG_CHAIN = 1;
const CARDS = 200_000;
/** A card whose events all lie in the oldest hundredth of the trail (the index has to search far). */
const OLD_CARD = CARDS + 1;
const CHUNK = 1_000_000;

/** The bench's own database on the server of the test database (never the test database itself). */
function benchUrl(): string {
  if (process.env.BENCH_AUDIT_DATABASE_URL) return process.env.BENCH_AUDIT_DATABASE_URL;
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = '/ausweis_bench_audit';
  return url.toString();
}

async function onServer(url: string, sql: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const dbName = (url: string) => new URL(url).pathname.slice(1);

/**
 * One chunk of events `from`..`to` (ids in time order). Actions by weight (card views most), card ids
 * spread over CARDS, one rare user (999) and OLD_CARD only early on.
 */
const INSERT_CHUNK = `
  insert into audit_events (chain, seq, at, user_id, role, session_id, action, record, record_ids,
    fields, ip_prefix, agent, outcome, prev_hash, hash)
  select chain, g, now() - interval '365 days' + (g / $3::float8) * interval '365 days',
    case when chain = ${BIG_CHAIN} and g % 100000 = 0 then 999 else chain * 1000 + (g * 7919) % 50 end,
    case when g % 10 = 0 then 'Admin' else 'User' end,
    md5((g / 500)::text), action,
    case when action like 'card%' then 'card' end,
    case when action like 'card%' then
      case when g < $3::float8 / 100 and g % 1000 = 0 then array[${OLD_CARD}] else array[1 + (g * 48271) % ${CARDS}] end
    else '{}'::integer[] end,
    case when action = 'card.changed' then array['familyname', 'forname'] else '{}'::text[] end,
    '203.0.113.0/24', 'Chrome unter Windows',
    case when action = 'sign_in.failed' then 'refused' else 'allowed' end,
    md5(g::text) || md5((g + 1)::text), md5((g + 2)::text) || md5((g + 3)::text)
  from (
    select g,
      case when g % 10 < 6 then ${BIG_CHAIN} else 2 + g % 99 end as chain,
      case
        when g % 1000003 = 0 then 'card.erased'
        when r < 700 then 'card.viewed' when r < 780 then 'record.viewed'
        when r < 860 then 'card.changed' when r < 900 then 'sign_in.succeeded'
        when r < 930 then 'sign_out.done' when r < 950 then 'card.validated'
        when r < 965 then 'cards.exported' when r < 975 then 'card.photo_viewed'
        when r < 985 then 'sign_in.failed' when r < 990 then 'cards.printed'
        when r < 995 then 'card.deleted' when r < 998 then 'user.invited'
        else 'factor.reset' end as action
    from (select g, (g * 2654435761) % 1000 as r from generate_series($1::bigint, $2::bigint) g) s
  ) e`;

async function fill(client: pg.Client): Promise<void> {
  const [{ n }] = (await client.query('select count(*)::int as n from audit_events')).rows;
  if (n === EVENTS) return;
  await client.query('truncate audit_events');
  await client.query("set maintenance_work_mem = '512MB'");
  const started = performance.now();
  for (let from = 1; from <= EVENTS; from += CHUNK) {
    const to = Math.min(EVENTS, from + CHUNK - 1);
    await client.query(INSERT_CHUNK, [from, to, EVENTS]);
    console.log(`Protokoll: ${to.toLocaleString('de-DE')} Ereignisse geschrieben`);
  }
  await client.query('vacuum analyze audit_events');
  recordBench({
    what: `Protokoll: ${EVENTS.toLocaleString('de-DE')} Ereignisse erzeugen (generate_series, mit Indizes)`,
    now: (performance.now() - started) / 1000,
    unit: 's',
  });
}

interface Case {
  label: string;
  /** A card is named: the query finds its events first (pageSql). */
  cardFirst?: boolean;
  /** For comparison: a plain `order by at desc, id desc` (nulls first). */
  nullsFirst?: boolean;
  /** Extra conditions after the chain, with their parameters from $4 on. */
  where: (n: number) => { sql: string; params: unknown[] };
  /** Start the page at the cursor of this many pages in (0: the first page). */
  deep?: boolean;
}

const userOf = (i: number) => BIG_CHAIN * 1000 + (i % 50);
const cardOf = (i: number) => 1 + ((i * 7907) % CARDS);

const CASES: Case[] = [
  { label: 'ohne Filter, erste Seite', where: () => ({ sql: '', params: [] }) },
  {
    label: 'ohne Filter, erste Seite, mit „order by at desc“ ohne nulls last (zum Vergleich)',
    where: () => ({ sql: '', params: [] }),
    nullsFirst: true,
  },
  { label: 'ohne Filter, Seite mitten im Jahr', where: () => ({ sql: '', params: [] }), deep: true },
  {
    label: 'Person (häufig)',
    where: (i) => ({ sql: 'and user_id = $4', params: [userOf(i)] }),
  },
  {
    label: 'Person (selten, rund 100 Ereignisse)',
    where: () => ({ sql: 'and user_id = $4', params: [999] }),
  },
  {
    label: 'Aktion (häufig: Ausweis geändert)',
    where: () => ({ sql: 'and action = $4', params: ['card.changed'] }),
  },
  {
    label: 'Aktion (selten: Daten gelöscht)',
    where: () => ({ sql: 'and action = $4', params: ['card.erased'] }),
  },
  {
    label: 'Ausweis (rund 24 Ereignisse)',
    cardFirst: true,
    where: (i) => ({ sql: 'and record_ids @> array[$4::integer]', params: [cardOf(i)] }),
  },
  {
    label: 'Ausweis (Ereignisse nur vor knapp einem Jahr)',
    cardFirst: true,
    where: () => ({ sql: 'and record_ids @> array[$4::integer]', params: [OLD_CARD] }),
  },
  {
    label: 'Ausweis (Ereignisse nur vor knapp einem Jahr), ohne materialized (zum Vergleich)',
    where: () => ({ sql: 'and record_ids @> array[$4::integer]', params: [OLD_CARD] }),
  },
  {
    label: 'Zeitraum (ein Tag, vor einem halben Jahr)',
    where: () => ({ sql: "and at >= now() - interval '183 days'", params: [] }),
    deep: true,
  },
  {
    label: 'Person und Aktion',
    where: (i) => ({ sql: 'and user_id = $4 and action = $5', params: [userOf(i), 'card.deleted'] }),
  },
  {
    label: 'Ausweis und Aktion',
    cardFirst: true,
    where: (i) => ({
      sql: 'and record_ids @> array[$4::integer] and action = $5',
      params: [cardOf(i), 'card.changed'],
    }),
  },
];

/**
 * The page's query. `nulls last` as the indexes are made (drizzle's `.desc()`): a plain `order by at
 * desc` means nulls first, which no index of the table delivers, so PostgreSQL would sort the whole
 * chain. With a card named, its few events are found by the GIN index first (`materialized`): else
 * the planner walks the time index and filters, through the whole chain for a card with old events.
 */
const pageSql = (extra: string, cardFirst = false, nullsFirst = false) => {
  const columns =
    'id, at, user_id, role, session_id, action, record, record_ids, fields, ip_prefix, agent, outcome';
  const order = `order by at desc${nullsFirst ? '' : ' nulls last'}, id desc${nullsFirst ? '' : ' nulls last'} limit ${PAGE}`;
  if (!cardFirst)
    return `select ${columns} from audit_events
      where chain = $1 ${extra} and (at, id) < ($2::timestamptz, $3::bigint) ${order}`;
  return `with card_events as materialized (
      select ${columns} from audit_events where chain = $1 ${extra})
    select * from card_events where (at, id) < ($2::timestamptz, $3::bigint) ${order}`;
};

async function timeCase(client: pg.Client, c: Case): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const { sql, params } = c.where(i);
    // The deep cases start half a year back, at a varying hour (a cursor as the page sends it).
    const cursor = c.deep
      ? [new Date(Date.now() - (182 * 24 + i) * 3_600_000).toISOString(), Number.MAX_SAFE_INTEGER]
      : ['infinity', Number.MAX_SAFE_INTEGER];
    const start = performance.now();
    const page = await client.query(pageSql(sql, c.cardFirst, c.nullsFirst), [
      BIG_CHAIN,
      ...cursor,
      ...params,
    ]);
    // The next page, by the last row's cursor: what 'weiter' costs.
    const last = page.rows.at(-1);
    if (last)
      await client.query(pageSql(sql, c.cardFirst, c.nullsFirst), [BIG_CHAIN, last.at, last.id, ...params]);
    if (i >= 2) times.push((performance.now() - start) / 2); // two warm-up rounds
  }
  return times;
}

export async function benchAuditTrailPage() {
  const url = benchUrl();
  if (!REUSE) await onServer(url, `drop database if exists ${dbName(url)}`);
  await onServer(url, `create database ${dbName(url)}`).catch((err: { code?: string }) => {
    if (err.code !== '42P04') throw err; // exists already (BENCH_REUSE)
  });
  const database = openPostgres(url);
  await database.migrate();
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fill(client);
    for (const c of CASES) {
      const times = await timeCase(client, c);
      for (const p of [50, 95])
        recordBench({
          what: `Protokoll-Seite bei ${(EVENTS / 1e6).toLocaleString('de-DE')} Mio. Ereignissen, ${c.label}, p${p}`,
          now: percentile(times, p),
          unit: 'ms',
          goal: p === 95 ? '≤ 200 ms' : undefined,
        });
    }
    const plan = await client.query(`explain ${pageSql('and record_ids @> array[$4::integer]', true)}`, [
      BIG_CHAIN,
      'infinity',
      Number.MAX_SAFE_INTEGER,
      OLD_CARD,
    ]);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  } finally {
    await client.end();
    if (!REUSE) await onServer(url, `drop database if exists ${dbName(url)}`);
  }
}

/**
 * The LISTEN/NOTIFY channels of one pool share one listening connection, and come back after it was
 * lost (each subscriber told of the gap both ways). Needs PostgreSQL (TEST_DATABASE_URL); skipped on
 * PGlite, which has no connections.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { eventually } from '../test/eventually';
import { openPostgres } from './client';
import { type SignalHandlers, signalChannel } from './notify';

const url = inject('databaseUrl');
const log = { warn: () => undefined };

describe.skipIf(!url)('database signals on PostgreSQL', () => {
  it('one connection listens to every channel and comes back after it was lost', async () => {
    const app = `notify-test-${randomUUID()}`;
    const database = openPostgres(`${url}${url.includes('?') ? '&' : '?'}application_name=${app}`);
    const pool = database.pool;
    if (!pool) throw new Error('no pool');
    const suffix = randomUUID().replaceAll('-', '');
    const events: string[] = [];
    const handlers = (tag: string): SignalHandlers => ({
      onMessage: (payload) => events.push(`${tag}:${payload}`),
      onGap: (listening) => events.push(`${tag}:${listening ? 'up' : 'down'}`),
    });
    const seen = (...wanted: string[]) => eventually(async () => wanted.every((e) => events.includes(e)));
    const listening = async () =>
      (
        await pool.query<{ pid: number }>(
          "select pid from pg_stat_activity where application_name = $1 and query ilike 'listen%'",
          [app],
        )
      ).rows;
    const a = signalChannel(database, `test_a_${suffix}`, log);
    const b = signalChannel(database, `test_b_${suffix}`, log);
    if (!a || !b) throw new Error('no channel');
    const stops = [a.subscribe(handlers('a')), b.subscribe(handlers('b'))];
    try {
      await seen('a:up', 'b:up');
      expect(await listening()).toHaveLength(1);
      await a.publish('1');
      await b.publish('2');
      await seen('a:1', 'b:2');
      expect(events).not.toContain('b:1');

      await pool.query('select pg_terminate_backend($1)', [(await listening())[0]?.pid]);
      await seen('a:down', 'b:down');
      events.length = 0;
      await seen('a:up', 'b:up');
      await a.publish('3');
      await seen('a:3');
    } finally {
      for (const stop of stops) await stop();
      await database.close();
    }
  });
});

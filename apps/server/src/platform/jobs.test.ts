import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, wrapPglite } from '../db/client';
import { eventually } from '../test/eventually';
import { type JobRun, type Jobs, jobQueue, startingJobs } from './jobs';
import { startJobs } from './jobs.test-support';

const quiet = { warn: () => undefined, error: () => undefined };
const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
const toClose: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of toClose.reverse()) await close();
});

/** An embedded database of its own (the job queue installs its schema on the first start). */
async function pglite() {
  const database = wrapPglite(await PGlite.create());
  toClose.push(() => database.close());
  return database;
}

async function jobsOn(database: Awaited<ReturnType<typeof pglite>>, namespace = ''): Promise<Jobs> {
  const jobs = await startJobs({ database, namespace, log: quiet });
  toClose.push(() => jobs.stop());
  return jobs;
}

describe('jobs on PGlite', () => {
  it('takes work and jobs at once while pg-boss starts, and runs them once it runs', async () => {
    const jobs = startingJobs({ database: await pglite(), log: quiet });
    toClose.push(() => jobs.stop());
    let started = false;
    void jobs.started.then(() => {
      started = true;
    });
    const q = jobQueue<{ n: number }>('test.starting');
    const seen: number[] = [];
    // Both calls are made before the start has finished; they wait for it instead of failing.
    const working = jobs.work(q, async (job) => {
      seen.push(job.data.n);
    });
    const sent = jobs.send(q, { n: 7 });
    expect(started).toBe(false);
    await Promise.all([working, sent]);
    expect(started).toBe(true);
    await eventually(async () => seen.length > 0);
    expect(seen).toEqual([7]);
  });

  it('runs a job sent in a committed transaction, and none from a rolled-back one', async () => {
    const database = await pglite();
    const jobs = await jobsOn(database);
    const q = jobQueue<{ n: number }>('test.tx');
    const seen: number[] = [];
    await jobs.work(q, async (job) => {
      seen.push(job.data.n);
    });
    await database.db.transaction((tx) => jobs.send(q, { n: 1 }, { db: tx }).then(() => undefined));
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send(q, { n: 2 }, { db: tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await jobs.send(q, { n: 3 });
    await eventually(async () => seen.length >= 2);
    expect(seen.sort()).toEqual([1, 3]);
  });

  it('retries a failing job, then lists it as failed (without its message) and hands it to the failed worker', async () => {
    const jobs = await jobsOn(await pglite());
    const q = jobQueue<{ n: number }>('test.fail', { retryLimit: 2, retryDelay: 0 });
    const attempts: number[] = [];
    await jobs.work(q, async (job) => {
      attempts.push(job.retryCount);
      throw Object.assign(new Error('Kaputt: an max@example.org'), { code: 'EENVELOPE' });
    });
    const gaveUp: number[] = [];
    await jobs.workFailed(q, async (data) => {
      gaveUp.push(data.n);
    });
    const id = await jobs.send(q, { n: 5 });
    await eventually(async () => gaveUp.length > 0);
    expect(attempts).toEqual([0, 1, 2]);
    expect(gaveUp).toEqual([5]);
    const [failed] = await jobs.failedJobs();
    expect(failed).toMatchObject({ id, queue: 'test.fail', attempts: 3, error: 'Error EENVELOPE' });
  });

  it('a job that ran out of time on its last attempt reaches the failed worker too', async () => {
    const jobs = await startJobs({ database: await pglite(), log: quiet, monitorIntervalSeconds: 1 });
    toClose.push(() => jobs.stop());
    // The handler stalls past the job's time (as on an instance that hangs or died): no retry left.
    const q = jobQueue<{ n: number }>('test.stalled', { retryLimit: 0, expireInSeconds: 1 });
    const gaveUp: number[] = [];
    await jobs.work(q, async () => {
      await eventually(async () => gaveUp.length > 0);
    });
    await jobs.workFailed(q, async (data) => {
      gaveUp.push(data.n);
    });
    await jobs.send(q, { n: 9 });
    await eventually(async () => gaveUp.length > 0);
    expect(gaveUp).toEqual([9]);
  });

  it('a job survives a restart: queued while no instance runs, done by the next one', async () => {
    const database = await pglite();
    const q = jobQueue<{ n: number }>('test.restart');
    const first = await startJobs({ database, log: quiet });
    await first.send(q, { n: 7 });
    await first.stop();
    const second = await jobsOn(database);
    const done = new Promise<number>((resolve) => {
      void second.work(q, async (job) => resolve(job.data.n));
    });
    expect(await done).toBe(7);
  });

  it('a restart creates no queue that exists, changes only options the code changed, and its queues work', async () => {
    const database = await pglite();
    const runOnce = async (q: ReturnType<typeof jobQueue<{ n: number }>>, n: number) => {
      const jobs = await startJobs({ database, log: quiet });
      try {
        const done = new Promise<number>((resolve) => {
          void jobs.work(q, async (job) => resolve(job.data.n));
        });
        await jobs.send(q, { n });
        expect(await done).toBe(n);
      } finally {
        await jobs.stop();
      }
    };
    const retryLimit = async () => {
      const res = await database.client.query<{ retry_limit: number }>(
        `select retry_limit from pgboss.queue where name = 'test.again'`,
      );
      return res.rows[0]?.retry_limit;
    };
    await runOnce(jobQueue<{ n: number }>('test.again', { retryLimit: 1 }), 1);
    const create = vi.spyOn(PgBoss.prototype, 'createQueue');
    const update = vi.spyOn(PgBoss.prototype, 'updateQueue');
    try {
      await runOnce(jobQueue<{ n: number }>('test.again', { retryLimit: 1 }), 2);
      expect(create).not.toHaveBeenCalled();
      expect(update).not.toHaveBeenCalled();
      await runOnce(jobQueue<{ n: number }>('test.again', { retryLimit: 3 }), 3);
      expect(create).not.toHaveBeenCalled();
      expect(update).toHaveBeenCalledTimes(1);
      expect(await retryLimit()).toBe(3);
    } finally {
      create.mockRestore();
      update.mockRestore();
    }
  });

  it('starts pg-boss only once told to begin, and stops at once when it never began', async () => {
    const database = await pglite();
    const installed = async () =>
      (await database.client.query(`select 1 from pg_namespace where nspname = 'pgboss'`)).rows.length > 0;
    const never = startingJobs({ database, log: quiet, begin: new Promise<void>(() => undefined) });
    await never.stop();
    let begin = (): void => undefined;
    const later = startingJobs({ database, log: quiet, begin: new Promise<void>((r) => (begin = r)) });
    toClose.push(() => later.stop());
    const sent = later.send(jobQueue<{ n: number }>('test.begin'), { n: 1 });
    await new Promise((r) => setImmediate(r));
    expect(await installed()).toBe(false);
    begin();
    expect(await sent).toEqual(expect.any(String));
    expect(await installed()).toBe(true);
  });

  it('keeps namespaces apart: a worker takes only its own queue jobs', async () => {
    const database = await pglite();
    const a = await jobsOn(database, 'a/');
    const b = await jobsOn(database, 'b/');
    const q = jobQueue<{ from: string }>('test.ns');
    const seenByA: string[] = [];
    await a.work(q, async (job) => {
      seenByA.push(job.data.from);
    });
    await b.send(q, { from: 'b' });
    await a.send(q, { from: 'a' });
    await eventually(async () => seenByA.length > 0);
    expect(seenByA).toEqual(['a']);
  });
});

describe.skipIf(!databaseUrl)('jobs shared by two instances on PostgreSQL', () => {
  async function twoInstances(options: { monitorIntervalSeconds?: number } = {}) {
    const namespace = `test-${randomUUID()}/`;
    const open = async () => {
      const database = openPostgres(databaseUrl);
      const jobs = await startJobs({ database, namespace, log: quiet, ...options });
      toClose.push(async () => {
        await jobs.stop();
        await database.close();
      });
      return jobs;
    };
    return Promise.all([open(), open()]);
  }

  it('two workers never take one job: 40 jobs, each done exactly once', async () => {
    const [a, b] = await twoInstances();
    const q = jobQueue<{ n: number }>('test.concurrent');
    const done: { n: number; by: string }[] = [];
    const worker = (by: string) => async (job: JobRun<{ n: number }>) => {
      done.push({ n: job.data.n, by });
    };
    await a.work(q, worker('a'), { concurrency: 2, batchSize: 4 });
    await b.work(q, worker('b'), { concurrency: 2, batchSize: 4 });
    await Promise.all(Array.from({ length: 40 }, (_, n) => (n % 2 ? a : b).send(q, { n })));
    await eventually(async () => done.length >= 40);
    expect(done.map((d) => d.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });

  it('a schedule set by both instances makes one job per due time', async () => {
    const [a, b] = await twoInstances({ monitorIntervalSeconds: 1 });
    const q = jobQueue<Record<string, never>>('test.cron');
    const runs: string[] = [];
    await a.work(q, async () => {
      runs.push('a');
    });
    await b.work(q, async () => {
      runs.push('b');
    });
    // Hourly at this minute: the occurrence that began less than a minute ago is due now, the next
    // one an hour later. Both instances watch the clock (every second here); a second job for the
    // same occurrence would come within a few seconds of the first. pg-boss sends an occurrence only
    // within its minute: late in a minute, wait for the next one, so a loaded machine has the time.
    const seconds = new Date().getUTCSeconds();
    if (seconds > 20) await new Promise((r) => setTimeout(r, (61 - seconds) * 1000));
    const cron = `${new Date().getUTCMinutes()} * * * *`;
    await a.schedule(q, cron);
    await b.schedule(q, cron);
    await eventually(async () => runs.length > 0);
    await new Promise((r) => setTimeout(r, 5000));
    expect(runs).toHaveLength(1);
  }, 120_000);
});

/**
 * Background work as jobs in PostgreSQL through pg-boss, on PGlite and PostgreSQL alike:
 * any instance runs any job, a job survives a restart or a killed instance (it is retried once its
 * heartbeat or expiry runs out), failures are retried with back-off and then kept as 'failed' for
 * super admins (failedJobs). A job sent inside a transaction exists only if the transaction commits.
 */
import type { FailedJob } from '@ausweis/shared/schemas/jobs';
import { sql } from 'drizzle-orm';
import {
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobResult,
  PgBoss,
  type Queue,
} from 'pg-boss';
import type { Database, Db, Tx } from '../db/client';

/** How a queue retries and notices a dead worker; set once where the queue is defined. */
export type JobQueueOptions = Pick<
  Queue,
  'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax' | 'expireInSeconds' | 'heartbeatSeconds'
>;

/** A queue whose jobs carry data of type D. */
export interface JobQueue<D extends object> {
  name: string;
  options: JobQueueOptions;
  /** Only for the type of the data; never set. */
  readonly data?: D;
}

export const jobQueue = <D extends object>(name: string, options: JobQueueOptions = {}): JobQueue<D> => ({
  name,
  options,
});

/** One attempt at a job, as the handler sees it. */
export interface JobRun<D> {
  id: string;
  data: D;
  /** 0 on the first attempt. */
  retryCount: number;
}

export interface SendJobOptions {
  /** The transaction (or db) the job is written in: it exists only once that commits. */
  db?: Db | Tx;
  /** At most one job of the queue in each slot of this many seconds (the others are dropped). */
  singletonSeconds?: number;
}

export interface WorkOptions {
  /** Jobs of this queue that this instance runs at once (default 1). */
  concurrency?: number;
  /** Jobs fetched at once and run one after the other (default 1; many short jobs such as mails). */
  batchSize?: number;
}

/** A job whose retries are exhausted (shown to super admins, the error only in tests and logs). */
export interface FailedJobRecord extends FailedJob {
  error: string;
}

export interface Logger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface Jobs {
  send<D extends object>(queue: JobQueue<D>, data: D, opts?: SendJobOptions): Promise<string | null>;
  /**
   * Many jobs of one queue in one statement (its retry policy applies to each); with `db`, in the
   * caller's transaction.
   */
  sendMany<D extends object>(queue: JobQueue<D>, data: D[], opts?: Pick<SendJobOptions, 'db'>): Promise<void>;
  work<D extends object>(
    queue: JobQueue<D>,
    handler: (job: JobRun<D>) => Promise<void>,
    opts?: WorkOptions,
  ): Promise<void>;
  /**
   * Runs `handler` with the data of each job of the queue that failed for good: after its last
   * attempt threw, and also when the instance running it died or it ran out of time (what a handler
   * of its own could never see). Every queue has this dead-letter queue (`<name>.failed`).
   */
  workFailed<D extends object>(queue: JobQueue<D>, handler: (data: D) => Promise<void>): Promise<void>;
  /** Runs the queue's job on a cron schedule, once per due time across all instances. */
  schedule(queue: JobQueue<Record<string, never>>, cron: string): Promise<void>;
  failedJobs(limit?: number): Promise<FailedJobRecord[]>;
  /** Stops taking jobs, waits for running ones (up to a timeout), and lets go of the database. */
  stop(): Promise<void>;
}

export interface JobsOptions {
  database: Database;
  /** Prefix of the queue names: empty in production; each test app has its own (shared database). */
  namespace?: string;
  log: Logger;
  /** How often pg-boss looks for dead workers and due schedules, in seconds (null or absent: pg-boss's own). */
  monitorIntervalSeconds?: number | null;
  /** pg-boss starts once this settles (default at once): the server can listen first (start-up). */
  begin?: Promise<void>;
}

const STOP_TIMEOUT_MS = 20_000;
const POLL_SECONDS = 2;
/** The dead-letter queue of each queue: `<name>.failed`. */
const FAILED_SUFFIX = '.failed';

function bossFor(database: Database, monitorIntervalSeconds: number | null | undefined): PgBoss {
  const cron = Math.min(45, monitorIntervalSeconds ?? 0);
  const timing = monitorIntervalSeconds
    ? {
        monitorIntervalSeconds,
        superviseIntervalSeconds: monitorIntervalSeconds,
        cronMonitorIntervalSeconds: cron,
        cronWorkerIntervalSeconds: cron,
      }
    : {};
  if (database.kind === 'pglite' && database.client) {
    return new PgBoss({
      db: fromPglite(database.client),
      backend: 'pglite',
      useListenNotify: true,
      ...timing,
    });
  }
  if (!database.connectionString) throw new Error('jobs: PostgreSQL without a connection string');
  return new PgBoss({
    connectionString: database.connectionString,
    max: 3,
    application_name: 'ausweisportal-jobs',
    useListenNotify: true,
    ...timing,
  });
}

/**
 * The job queue at once, while pg-boss starts: each call waits for the start, so the server can answer
 * requests meanwhile (start-up). `started` settles when pg-boss runs (or failed to start).
 */
export function startingJobs({
  database,
  namespace = '',
  log,
  monitorIntervalSeconds,
  begin = Promise.resolve(),
}: JobsOptions): Jobs & { started: Promise<void> } {
  const boss = bossFor(database, monitorIntervalSeconds);
  boss.on('error', (err) => log.error({ err }, 'jobs'));
  boss.on('warning', (warning) => log.warn({ warning }, 'jobs'));
  // Stopped before it began (an app closed before it listened): pg-boss never starts.
  let begun = false;
  let stopped = false;
  begin.then(() => {
    begun = true;
  });
  const started = begin
    .then(() => {
      if (stopped) throw new Error('jobs: stopped before the start');
      return boss.start();
    })
    .then(() => undefined);
  // A failed start is reported where `started` or a call is awaited.
  started.catch(() => undefined);
  // The queues as they are stored, read once: a restart creates or changes only what differs
  // (creating and updating each queue on every start cost several statements per queue).
  const stored = started.then(() => boss.getQueues()).then((qs) => new Map(qs.map((q) => [q.name, q])));
  // Like `started`: a failed start is reported where a call awaits it, never as an unhandled rejection.
  stored.catch(() => undefined);
  const created = new Map<string, Promise<void>>();
  const queueName = (q: JobQueue<object>) => `${namespace}${q.name}`;
  const failedName = (q: JobQueue<object>) => `${queueName(q)}${FAILED_SUFFIX}`;
  const ensure = (q: JobQueue<object>) => {
    const name = queueName(q);
    let done = created.get(name);
    if (!done) {
      const failed = failedName(q);
      const failedOptions = { notify: true, retryLimit: 5, retryDelay: 30 };
      const options = { ...q.options, notify: true, deadLetter: failed };
      done = stored.then(async (queues) => {
        if (!asStored(queues.get(failed), failedOptions)) await boss.createQueue(failed, failedOptions);
        const queue = queues.get(name);
        if (asStored(queue, options)) return;
        // Created once; a queue that exists gets the options the code now gives it.
        if (!queue) await boss.createQueue(name, options);
        await boss.updateQueue(name, options);
      });
      created.set(name, done);
    }
    return done.then(() => name);
  };
  /** Works `name` with per-job results, so one failing job of a batch fails alone. */
  const workOn = async <D>(name: string, handler: (job: JobRun<D>) => Promise<void>, opts: WorkOptions) => {
    const batchSize = opts.batchSize ?? 1;
    await boss.work(
      name,
      {
        includeMetadata: true,
        perJobResults: true,
        batchSize,
        // A full batch means more are waiting: fetch again at once instead of after the poll.
        burstWhenBatchFull: batchSize > 1,
        localConcurrency: opts.concurrency ?? 1,
        // New jobs wake the worker at once (NOTIFY); retries and delayed jobs are found by this poll.
        notifyPollingIntervalSeconds: POLL_SECONDS,
      },
      async (batch) => {
        const results: JobResult[] = [];
        for (const job of batch) {
          // Its time ran out while the batch's earlier jobs ran: it is already another instance's.
          if (job.signal?.aborted) continue;
          try {
            await handler({ id: job.id, data: job.data as D, retryCount: job.retryCount });
            results.push({ id: job.id, status: 'completed' });
          } catch (err) {
            results.push({ id: job.id, status: 'failed', output: { message: errorSummary(err) } });
          }
        }
        return results;
      },
    );
  };

  return {
    started,
    async send(queue, data, opts = {}) {
      await started;
      const name = await ensure(queue);
      return boss.send(name, data, {
        ...(opts.db ? { db: fromDrizzle(opts.db as unknown as DrizzleTransactionLike, sql) } : {}),
        ...(opts.singletonSeconds ? { singletonSeconds: opts.singletonSeconds } : {}),
      });
    },
    async sendMany(queue, data, opts = {}) {
      if (data.length === 0) return;
      await started;
      await boss.insert(
        await ensure(queue),
        data.map((d) => ({ data: d })),
        opts.db ? { db: fromDrizzle(opts.db as unknown as DrizzleTransactionLike, sql) } : {},
      );
    },
    async work(queue, handler, opts = {}) {
      await started;
      await workOn(await ensure(queue), handler, opts);
    },
    async workFailed(queue, handler) {
      await started;
      await ensure(queue);
      await workOn<never>(failedName(queue), (job) => handler(job.data), {});
    },
    async schedule(queue, cron) {
      await started;
      await boss.schedule(await ensure(queue), cron, {}, { tz: 'Europe/Berlin' });
    },
    async failedJobs(limit = 50) {
      await started;
      const res = await boss.getDb().executeSql(
        `select id, name, created_on, completed_on, retry_count, output
           from pgboss.job where state = 'failed' and starts_with(name, $1)
          order by completed_on desc nulls last limit $2`,
        [namespace, limit],
      );
      return (res.rows as Record<string, unknown>[]).map((r) => ({
        id: String(r.id),
        queue: String(r.name).slice(namespace.length),
        created_at: new Date(r.created_on as string).toISOString(),
        failed_at: r.completed_on ? new Date(r.completed_on as string).toISOString() : null,
        attempts: Number(r.retry_count) + 1,
        error: errorText(r.output),
      }));
    },
    async stop() {
      stopped = true;
      if (!begun) return;
      // A start still running finishes first; one that failed left nothing to stop.
      if (
        await started.then(
          () => true,
          () => false,
        )
      )
        await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}

/** Whether the stored queue exists with each of the given options (the others are left as they are). */
function asStored(queue: Queue | undefined, options: Partial<Queue>): boolean {
  if (!queue) return false;
  return Object.entries(options).every(([key, value]) => queue[key as keyof Queue] === value);
}

/**
 * What is kept of a job's error: its kind and code ('Error ECONNREFUSED'), never its message, which
 * may name a person (an SMTP server refusing an address). The handlers log what they need.
 */
function errorSummary(err: unknown): string {
  if (!(err instanceof Error)) return 'Fehler';
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? `${err.name} ${code}` : err.name;
}

/** The error summary kept as a failed job's output. */
function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output)
    return String(output.message).slice(0, 500);
  return '';
}

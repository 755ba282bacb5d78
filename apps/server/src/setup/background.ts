/**
 * The job queue (pg-boss) and the background workers. Serving while starting (main.ts), they start
 * once the server has answered (or an API call needs them first), so the first answer does not share
 * the CPU and the database with them; otherwise (tests) they run before the app is returned.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { type Jobs, startingJobs } from '../platform/jobs';
import { startWorkers } from '../workers';

/** Serving while starting: how long after listening the job queue starts when no request came. */
const BEGIN_AFTER_LISTEN_MS = 100;

export interface Background {
  jobs: Jobs;
  /** Starts the workers on the finished context; see BuildOptions.serveWhileStarting. */
  start(ctx: AppContext): Promise<void>;
}

export function createBackground(
  app: FastifyInstance,
  {
    config,
    database,
    namespace,
    serveWhileStarting,
  }: { config: Config; database: Database; namespace: string; serveWhileStarting: boolean },
): Background {
  let begin = (): void => undefined;
  const begun = serveWhileStarting ? new Promise<void>((resolve) => (begin = resolve)) : undefined;
  const jobs = startingJobs({
    database,
    namespace,
    log: app.log,
    monitorIntervalSeconds: config.jobMonitorSeconds,
    begin: begun,
  });
  app.decorate('jobs', jobs);
  return {
    jobs,
    async start(ctx) {
      const started = (begun ?? Promise.resolve()).then(() => startWorkers(ctx)).then(() => jobs.started);
      app.decorate('started', started);
      if (!serveWhileStarting) return started;
      started.catch(() => undefined); // main.ts awaits it after listen
      // Its statements hold the event loop (PGlite runs in this thread): they begin after the first
      // answer has gone out, or a moment after listening when no request came.
      app.addHook('onListen', async () => {
        setTimeout(begin, BEGIN_AFTER_LISTEN_MS);
      });
      app.addHook('onResponse', async () => begin());
      // An API call may send a job (or a mail, a job with SMTP) inside its transaction; on PGlite that
      // transaction would wait for pg-boss while pg-boss waits for the database: such calls wait for the
      // start instead. The web app's pages and the app info answer at once.
      app.addHook('onRequest', async (req) => {
        if (req.url.startsWith('/api/') && !req.url.startsWith('/api/anon/info')) {
          begin();
          await started;
        }
      });
    },
  };
}

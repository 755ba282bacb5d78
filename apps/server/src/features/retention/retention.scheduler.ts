/**
 * Runs retention inside the server: once at start-up, then every hour. Errors are logged and the next
 * run tries again; several instances may run it at once (the batches skip each other's rows).
 */
import { type RetentionContext, type RetentionCounts, runRetention } from './retention.service';

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export interface RetentionLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface RetentionSchedule {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function scheduleRetention(
  ctx: RetentionContext,
  log: RetentionLogger,
  intervalMs = RETENTION_INTERVAL_MS,
): RetentionSchedule {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runRetention(ctx, new Date())
      .then((counts: RetentionCounts) => log.info(counts, 'retention run'))
      .catch((err: unknown) => log.error({ err }, 'retention run failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Signals between server instances through PostgreSQL LISTEN/NOTIFY: every instance already talks to
 * the one database, so no broker is needed. PGlite serves a single process and has no other instance
 * to tell, so there the channel is null; what the database itself sends (a trigger's NOTIFY) is heard
 * there too (databaseSignals).
 */
import pg from 'pg';
import type { Database } from './client';

export interface Logger {
  warn(obj: object, msg: string): void;
}

export interface SignalHandlers {
  onMessage(payload: string): void;
  /**
   * Messages may have been missed: the listening connection was lost (`listening` false), or it is back
   * (true) and whatever changed meanwhile is unknown.
   */
  onGap(listening: boolean): void;
}

export interface SignalChannel {
  /** Sends the payload to every instance listening (this one included). */
  publish(payload: string): Promise<void>;
  /** Listens on a connection of its own, reconnecting after errors; returns the function that stops it. */
  subscribe(handlers: SignalHandlers): () => Promise<void>;
}

const MAX_RETRY_MS = 30_000;

/** The LISTEN/NOTIFY channel `name` on the database, or null where there is only one process (PGlite). */
export function signalChannel(database: Database, name: string, log: Logger): SignalChannel | null {
  const { pool } = database;
  if (!pool) return null;
  const options = pool.options;
  return {
    async publish(payload) {
      await pool.query('select pg_notify($1, $2)', [name, payload]);
    },
    subscribe(handlers) {
      let stopped = false;
      let client: pg.Client | null = null;
      let retryMs = 500;
      let timer: NodeJS.Timeout | null = null;

      const retry = () => {
        if (stopped || timer) return;
        timer = setTimeout(() => {
          timer = null;
          void connect();
        }, retryMs);
        timer.unref();
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      };
      const lost = (err: unknown) => {
        if (stopped) return;
        log.warn({ err }, `LISTEN ${name}: Verbindung verloren, neuer Versuch`);
        const old = client;
        client = null;
        old?.removeAllListeners();
        old?.on('error', () => undefined);
        void old?.end().catch(() => undefined);
        handlers.onGap(false);
        retry();
      };
      async function connect() {
        // Its own connection (not one from the pool): a listening session must stay open.
        const c = new pg.Client(options);
        client = c;
        c.on('notification', (msg) => {
          if (msg.channel === name) handlers.onMessage(msg.payload ?? '');
        });
        c.on('error', (err) => {
          if (client === c) lost(err);
        });
        c.on('end', () => {
          if (client === c) lost(new Error('connection ended'));
        });
        try {
          await c.connect();
          await c.query(`listen ${c.escapeIdentifier(name)}`);
          if (stopped) {
            await c.end();
            return;
          }
          retryMs = 500;
          // Whatever changed while nobody listened is unknown: start afresh.
          handlers.onGap(true);
        } catch (err) {
          if (client === c) lost(err);
        }
      }
      void connect();
      return async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        const c = client;
        client = null;
        c?.removeAllListeners();
        c?.on('error', () => undefined);
        await c?.end().catch(() => undefined);
      };
    },
  };
}

/**
 * Listens to what the database sends on channel `name` (a trigger's NOTIFY): on PostgreSQL on a
 * connection of its own (signalChannel), on PGlite on the one in-process database, whose messages
 * arrive as the committing statement returns. Returns the function that stops it.
 */
export function databaseSignals(
  database: Database,
  name: string,
  log: Logger,
): (handlers: SignalHandlers) => () => Promise<void> {
  const channel = signalChannel(database, name, log);
  if (channel) return (handlers) => channel.subscribe(handlers);
  const { client } = database;
  if (!client) throw new Error('Die Datenbank kann keine Nachrichten empfangen.');
  return (handlers) => {
    let stopped = false;
    const listening = client
      .listen(name, (payload) => handlers.onMessage(payload))
      .then(
        (unlisten) => {
          if (!stopped) handlers.onGap(true);
          return unlisten;
        },
        (err: unknown) => {
          log.warn({ err }, `LISTEN ${name}: nicht möglich`);
          return null;
        },
      );
    return async () => {
      stopped = true;
      const unlisten = await listening;
      await unlisten?.().catch(() => undefined);
    };
  };
}

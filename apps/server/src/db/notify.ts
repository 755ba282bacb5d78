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
  /**
   * Listens on the connection the pool's channels share, reconnecting after errors; returns the function
   * that stops it.
   */
  subscribe(handlers: SignalHandlers): () => Promise<void>;
}

const MAX_RETRY_MS = 30_000;

type Subscribe = (name: string, handlers: SignalHandlers) => () => Promise<void>;

/** One listening connection per pool, whatever the number of channels: connections are scarce. */
const listeners = new WeakMap<pg.Pool, Subscribe>();

/**
 * LISTENs on a connection of its own (not one from the pool: a listening session must stay open) to
 * every channel someone subscribed, reconnecting after errors with a growing pause.
 */
function listenerOf(pool: pg.Pool, log: Logger): Subscribe {
  const known = listeners.get(pool);
  if (known) return known;
  const channels = new Map<string, Set<SignalHandlers>>();
  let client: pg.Client | null = null;
  let listening = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | null = null;
  const everyone = () => [...channels.values()].flatMap((set) => [...set]);

  const retry = () => {
    if (channels.size === 0 || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };
  const close = (c: pg.Client | null) => {
    c?.removeAllListeners();
    c?.on('error', () => undefined);
    return c?.end().catch(() => undefined);
  };
  const lost = (err: unknown) => {
    log.warn({ err }, `LISTEN ${[...channels.keys()].join(', ')}: Verbindung verloren, neuer Versuch`);
    void close(client);
    client = null;
    listening = false;
    for (const handlers of everyone()) handlers.onGap(false);
    retry();
  };
  async function connect() {
    const c = new pg.Client(pool.options);
    client = c;
    listening = false;
    c.on('notification', (msg) => {
      for (const handlers of channels.get(msg.channel) ?? []) handlers.onMessage(msg.payload ?? '');
    });
    c.on('error', (err) => {
      if (client === c) lost(err);
    });
    c.on('end', () => {
      if (client === c) lost(new Error('connection ended'));
    });
    try {
      await c.connect();
      // Channels subscribed while this ran are listened to as well.
      const done = new Set<string>();
      const next = () => [...channels.keys()].find((name) => !done.has(name));
      for (let name = next(); name !== undefined; name = next()) {
        await c.query(`listen ${c.escapeIdentifier(name)}`);
        done.add(name);
      }
      if (client !== c) return;
      listening = true;
      retryMs = 500;
      // Whatever changed while nobody listened is unknown: start afresh.
      for (const handlers of everyone()) handlers.onGap(true);
    } catch (err) {
      if (client === c) lost(err);
    }
  }

  const subscribe: Subscribe = (name, handlers) => {
    const fresh = !channels.has(name);
    const set = channels.get(name) ?? new Set<SignalHandlers>();
    set.add(handlers);
    channels.set(name, set);
    const c = client;
    if (!c && !timer) void connect();
    else if (c && listening)
      (fresh ? c.query(`listen ${c.escapeIdentifier(name)}`) : Promise.resolve()).then(
        () => {
          if (client === c && set.has(handlers)) handlers.onGap(true);
        },
        (err: unknown) => {
          if (client === c) lost(err);
        },
      );
    return async () => {
      set.delete(handlers);
      if (set.size > 0 || channels.get(name) !== set) return;
      channels.delete(name);
      if (channels.size > 0) {
        if (client && listening)
          await client.query(`unlisten ${client.escapeIdentifier(name)}`).catch(() => undefined);
        return;
      }
      if (timer) clearTimeout(timer);
      timer = null;
      const old = client;
      client = null;
      listening = false;
      await close(old);
    };
  };
  listeners.set(pool, subscribe);
  return subscribe;
}

/** The LISTEN/NOTIFY channel `name` on the database, or null where there is only one process (PGlite). */
export function signalChannel(database: Database, name: string, log: Logger): SignalChannel | null {
  const { pool } = database;
  if (!pool) return null;
  return {
    async publish(payload) {
      await pool.query('select pg_notify($1, $2)', [name, payload]);
    },
    subscribe: (handlers) => listenerOf(pool, log)(name, handlers),
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

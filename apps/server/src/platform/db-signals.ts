import pg from 'pg';
import type { Logger } from 'pino';
import { pgliteOf, type Database } from './db.js';

/**
 * NOTIFY from the database, delivered after the sender's transaction commits and to every process on
 * the same database: the jobs runner wakes on it and live updates fan stored events out on it, so a
 * rolled-back write never wakes anyone. PGlite delivers through its client; PostgreSQL through one
 * dedicated connection per process (a pooled one would lose its LISTEN when returned).
 */
export interface DbSignals {
  on(channel: string, fn: (payload: string) => void): Promise<void>;
  /** After the listening connection was lost and made again (signals in between are lost). */
  onReconnect(fn: () => void): void;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

export function createDbSignals(database: Database, databaseUrl: string | undefined, log: Logger): DbSignals {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const reconnectHandlers = new Set<() => void>();
  const deliver = (channel: string, payload: string | undefined) => {
    for (const fn of handlers.get(channel) ?? []) {
      try {
        fn(payload ?? '');
      } catch (err) {
        log.error({ err, channel }, 'database signal handler failed');
      }
    }
  };

  const pglite = pgliteOf(database);
  if (pglite) {
    const client = pglite;
    const unlisten: (() => Promise<void>)[] = [];
    return {
      async on(channel, fn) {
        if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
        let set = handlers.get(channel);
        if (!set) {
          handlers.set(channel, (set = new Set()));
          unlisten.push(await client.listen(channel, (payload) => deliver(channel, payload)));
        }
        set.add(fn);
      },
      onReconnect: () => {},
      async close() {
        handlers.clear();
        await Promise.allSettled(unlisten.map((u) => u()));
      },
    };
  }

  if (!databaseUrl) throw new Error('PostgreSQL signals need the database URL');
  let client: pg.Client | null = null;
  const listening = new Set<string>();
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      const c = new pg.Client({ connectionString: databaseUrl, application_name: 'acsc-signals' });
      c.on('notification', (msg) => deliver(msg.channel, msg.payload));
      // A dropped connection (server restart, failover) is made again; listeners are told so they can
      // look up what they may have missed.
      c.on('error', (err) => log.warn({ err }, 'database signal connection failed'));
      c.on('end', () => {
        if (client === c) client = null;
        if (!closed) scheduleReconnect();
      });
      await c.connect();
      listening.clear();
      for (const channel of handlers.keys()) {
        await c.query(`LISTEN ${channel}`);
        listening.add(channel);
      }
      client = c;
      retryMs = 500;
    })().finally(() => {
      connecting = null;
    }));

  const scheduleReconnect = () => {
    if (retryTimer || closed) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => reconnectHandlers.forEach((fn) => fn()),
        (err) => {
          log.warn({ err }, 'database signal connection could not be made again');
          retryMs = Math.min(retryMs * 2, 30_000);
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  return {
    async on(channel, fn) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(fn);
      if (!client) await connect();
      if (client && !listening.has(channel)) {
        listening.add(channel);
        await client.query(`LISTEN ${channel}`);
      }
    },
    onReconnect(fn) {
      reconnectHandlers.add(fn);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await connecting?.catch(() => {});
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import type { SQLWrapper } from 'drizzle-orm';
import * as schema from '../db/schema/index.js';
import { installTimestampCodec } from './timestamps.js';
import { SERVER_DIR } from '../config.js';
import { lockDataDir } from './data-dir-lock.js';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction or the database itself: repos take either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The driver under Drizzle, for the few things Drizzle does not do: LISTEN on PGlite's own client (the
 * caches and signals of platform/), named statements on PostgreSQL (rawQuery). The one way past Drizzle.
 */
export type DatabaseClient = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; pool: pg.Pool };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  client: DatabaseClient;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(SERVER_DIR, 'src/db/migrations');

/** PostgreSQL when a URL is given, else PGlite under dataDir (or in memory when dataDir is 'memory://'). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  log?: Logger;
  onQuery?: (query: string, params: unknown[]) => void;
  /** Who opens an embedded database in a folder (pglite.lock, platform/data-dir-lock.ts); "server" when unsaid. */
  purpose?: string;
  /**
   * Embedded database: seconds between checkpoints (0: none but the one at close). PGlite runs
   * PostgreSQL's single-user backend, which has no checkpointer process: without them the WAL grows to
   * max_wal_size (1 GB) between checkpoints and a restart after a crash replays all of it.
   */
  checkpointSeconds?: number;
}): Promise<Database> {
  installTimestampCodec();
  const logger = opts.onQuery ? { logQuery: opts.onQuery } : undefined;
  if (opts.databaseUrl) {
    // No parallel workers: this server runs many small queries at once, and starting two worker
    // processes for one search (what the planner picks for a few thousand GIN hits) cost 6 ms of its
    // 8 on a quiet 2-core machine and takes the cores the other requests need
    // (docs/benchmarks-history.md, "Findings (issue 3)").
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      options: '-c max_parallel_workers_per_gather=0',
    });
    // An idle connection can be cut by the server (restart, failover, a forced drop). node-postgres
    // reports that on the pool; unhandled, it would crash the process. The pool replaces the client.
    pool.on('error', (err) => opts.log?.warn({ err }, 'idle PostgreSQL connection closed by the server'));
    const db = drizzlePg(pool, { schema, logger });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      client: { kind: 'postgres', pool },
      ping: async () => void (await pool.query('select 1')),
      close: once(() => pool.end()),
    };
  }
  if (opts.dataDir === 'memory://') return openPglite('memory://', () => {}, opts);
  // Refuses, naming the holder, while another process has the folder (a server, a backup, a restore).
  const purpose = opts.purpose ?? 'server';
  const release = lockDataDir(opts.dataDir, purpose, `cannot open the embedded database (${purpose})`);
  try {
    const dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    return await openPglite(dir, release, opts);
  } catch (e) {
    release();
    throw e;
  }
}

async function openPglite(
  dir: string,
  release: () => void,
  opts: { log?: Logger; onQuery?: (query: string, params: unknown[]) => void; checkpointSeconds?: number },
): Promise<Database> {
  const logger = opts.onQuery ? { logQuery: opts.onQuery } : undefined;
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    // PostgreSQL's own checkpoint lines (when one starts, then the buffers written and how long it took),
    // off in PGlite's defaults; PostgreSQL itself logs them since version 15.
    startParams: PGlite.defaultStartParams.map((p) => (p === 'log_checkpoints=false' ? 'log_checkpoints=true' : p)),
    onStderr: (line) => (logPostgres(line, opts.log), true),
  });
  const pglite = drizzlePglite(client, { schema, logger });
  const db = pglite as unknown as Db;
  await migratePglite(pglite, { migrationsFolder });
  const every = dir === 'memory://' ? 0 : (opts.checkpointSeconds ?? 0);
  const timer = every > 0 ? setInterval(() => void checkpoint(client, opts.log), every * 1000) : null;
  timer?.unref();
  return {
    db,
    kind: 'pglite',
    client: { kind: 'pglite', pglite: client },
    ping: async () => void (await client.query('select 1')),
    close: once(async () => {
      if (timer) clearInterval(timer);
      try {
        await client.close();
      } finally {
        release();
      }
    }),
  };
}

/**
 * What PGlite's PostgreSQL writes to its stderr (the stand-alone backend's server log): the checkpoint
 * lines at info, warnings and worse at warn, the rest (a statement's error, which the caller also
 * gets; startup notes) at debug.
 */
function logPostgres(line: string, log?: Logger) {
  if (!log || !line.trim()) return;
  if (/LOG: {2}checkpoint (starting|complete)/.test(line)) log.info({ postgres: line }, 'pglite checkpoint');
  else if (/ (WARNING|FATAL|PANIC): {2}/.test(line)) log.warn({ postgres: line }, 'pglite');
  else log.debug({ postgres: line }, 'pglite');
}

/** One checkpoint of the embedded database (it waits for a transaction under way to end). */
async function checkpoint(client: PGlite, log?: Logger) {
  if (client.closed) return;
  const start = performance.now();
  log?.debug('pglite checkpoint: begins');
  try {
    await client.exec('checkpoint');
    log?.debug(`pglite checkpoint: done in ${(performance.now() - start).toFixed(1)} ms`);
  } catch (err) {
    // Closing meanwhile (shutdown) is not a failure; anything else is worth a line.
    if (!client.closed && !/closing|closed/.test((err as Error).message))
      log?.warn({ err }, 'pglite checkpoint failed');
  }
}

/**
 * The rows of a raw statement (`sql\`...\``), typed by the caller: the one place the driver's result of
 * `execute` is read (PGlite and node-postgres both answer `{ rows }`). Numbers PostgreSQL sends as text
 * (bigint, count) stay text: convert them where they are read.
 */
export async function rowsOf<T>(db: Executor, query: SQLWrapper | string): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Raw statements on the driver itself: on PostgreSQL a named statement, parsed once per connection. */
export type RawQuery = (name: string, text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;
export function rawQuery(database: Database): RawQuery {
  const c = database.client;
  if (c.kind === 'pglite')
    return async (_name, text, values) => (await c.pglite.query<Record<string, unknown>>(text, values)).rows;
  return async (name, text, values) => (await c.pool.query<Record<string, unknown>>({ name, text, values })).rows;
}

/** PGlite's own client, or null on PostgreSQL (LISTEN for in-process caches: every write passes through it). */
export const pgliteOf = (database: Database): PGlite | null =>
  database.client.kind === 'pglite' ? database.client.pglite : null;

/** Closing twice (app shutdown and a test's own teardown) must be harmless. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => (done ??= fn());
}

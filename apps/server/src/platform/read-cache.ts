import type { FastifyRequest } from 'fastify';
import { pgliteOf, rawQuery, type Database } from './db.js';
import { prepareCached, type PreparedBody } from './cache.js';
import { cacheLookups } from './cache-stats.js';

/**
 * In-process caches of what public reads compute. A value is reused only while content_version is
 * unchanged (any content write, by any process, bumps it) and within the same `ttlMs` (30 s) slot of
 * the clock, so time-based changes (a scheduled article going live, view counts) show within ttlMs,
 * well inside the 60 s browsers may keep a read anyway. Least recently used entries go first.
 */
export interface VersionedCache<T> {
  /**
   * `key` names everything the value depends on besides content and time (language, fields).
   * `staleWhileRevalidate`: when the slot has no value yet but the previous slot's value of the same
   * version is kept, answer that one and read the new slot's once in the background (every request of
   * the slot gets the previous value until that read lands). A value is then at most one more slot (and
   * its read) older; a changed version is never answered from the old one.
   */
  get(key: string, now: Date, load: () => Promise<T>, staleWhileRevalidate?: boolean): Promise<T>;
}

export interface VersionedCacheOptions<T> {
  maxEntries?: number;
  ttlMs?: number;
  /** Values this refuses are returned but not kept (too large, say). */
  keep?: (value: T) => boolean;
  /** The freshness counter entries are valid for (default content_version). */
  source?: VersionSource;
}

/**
 * Which freshness counter a cache follows, by its name: `<name>_version` is a one-row table (id 1) whose
 * version triggers bump, announcing it on the channel of the same name (db/schema/cache.ts). `content`
 * (editorial content) is the default; a feature whose writes must not drop the content caches keeps a
 * counter of its own (its migration adds the table and the triggers) and names it here.
 */
export type VersionSource = string;
const SOURCE_NAME = /^[a-z][a-z_]{0,40}$/;

/** Current version lookups, one per database and source, shared by all their caches. */
const versionReaders = new WeakMap<Database, Map<VersionSource, () => Promise<number>>>();

/** The database's current content_version (see below), shared by every cache of that database. */
export function contentVersionReader(database: Database, source: VersionSource = 'content'): () => Promise<number> {
  let perSource = versionReaders.get(database);
  if (!perSource) versionReaders.set(database, (perSource = new Map()));
  const known = perSource.get(source);
  if (known) return known;
  if (!SOURCE_NAME.test(source)) throw new Error(`bad version source ${source}`);
  let reader: () => Promise<number>;
  const client = pgliteOf(database);
  if (client) {
    // PGlite lives in this process only, so every write passes through it: the bump trigger's
    // notification arrives before the writing call returns, and a local counter replaces the lookup.
    let local = 0;
    const listening = client.listen(`${source}_version`, () => void local++);
    reader = () => listening.then(() => local);
  } else {
    // Requests arriving while a version lookup is on its way share it: under load that is one lookup
    // per database round trip instead of one per request. A read that starts after a write finished
    // starts a new lookup, so a client always reads its own writes.
    let lookup: Promise<number> | null = null;
    // A named statement: parsed once per pooled connection, not built and parsed on every lookup.
    const query = rawQuery(database);
    const text = `select version as v from ${source}_version where id = 1`;
    reader = () =>
      (lookup ??= query(`${source}_version_lookup`, text, [])
        .then(([row]) => Number(row?.v ?? 0))
        .finally(() => {
          lookup = null;
        }));
  }
  perSource.set(source, reader);
  return reader;
}

export function createVersionedCache<T>(database: Database, opts: VersionedCacheOptions<T> = {}): VersionedCache<T> {
  const maxEntries = opts.maxEntries ?? 2000;
  const ttlMs = opts.ttlMs ?? 30_000;
  const currentVersion = contentVersionReader(database, opts.source);
  const entries = new Map<string, { version: number; value: T }>();
  // Concurrent misses of one key share one load instead of each running the queries.
  const loading = new Map<string, Promise<T>>();

  return {
    async get(key, now, load, staleWhileRevalidate = false) {
      const version = await currentVersion();
      const slot = Math.floor(now.getTime() / ttlMs);
      const k = `${slot}|${key}`;
      const hit = entries.get(k);
      if (hit && hit.version === version) {
        cacheLookups.inc({ cache: 'read', result: 'hit' });
        // Map order is the LRU order: a hit moves to the end.
        entries.delete(k);
        entries.set(k, hit);
        return hit.value;
      }
      const lk = `${version}|${k}`;
      let pending = loading.get(lk);
      if (!pending) {
        pending = load()
          .then((value) => {
            if (!opts.keep || opts.keep(value)) {
              entries.delete(k);
              entries.set(k, { version, value });
              if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
            }
            return value;
          })
          .finally(() => loading.delete(lk));
        loading.set(lk, pending);
      }
      const last = staleWhileRevalidate ? entries.get(`${slot - 1}|${key}`) : undefined;
      if (last && last.version === version) {
        cacheLookups.inc({ cache: 'read', result: 'stale' });
        // The previous slot's value while this slot's is read (one read, whoever asks; a failed read is
        // not kept and the next request starts another).
        pending.catch(() => undefined);
        return last.value;
      }
      cacheLookups.inc({ cache: 'read', result: 'miss' });
      return pending;
    },
  };
}

/**
 * The cache of public reads, kept as the serialized envelope and its ETag, so a repeated read costs
 * no query, JSON or hashing (on PostgreSQL one shared primary-key lookup of content_version).
 */
export interface ReadCache {
  get(request: FastifyRequest, key: string, now: Date, load: () => Promise<unknown>): Promise<PreparedBody>;
}

export interface ReadCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  /** Answers larger than this are served but not kept. */
  maxBodyChars?: number;
  source?: VersionSource;
}

export function createReadCache(database: Database, opts: ReadCacheOptions = {}): ReadCache {
  const maxBodyChars = opts.maxBodyChars ?? 256 * 1024;
  const cache = createVersionedCache<PreparedBody>(database, { ...opts, keep: (p) => p.body.length <= maxBodyChars });
  return {
    get: (request, key, now, load) =>
      cache.get(`${request.lang}|${key}`, now, async () => prepareCached(request, await load())),
  };
}

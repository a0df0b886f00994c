import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { contentVersion } from '../db/schema/index.js';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './db.js';
import { prepareCached, type PreparedBody } from './cache.js';

/**
 * An in-process cache of public reads, kept as the serialized envelope and its ETag, so a repeated
 * read costs one primary-key lookup of content_version instead of its queries, JSON and hashing.
 * An answer is reused only while content_version is unchanged (any content write, by any process,
 * bumps it) and within the same `ttlMs` (30 s) slot of the clock, so time-based changes (a scheduled article
 * going live, view counts) show within ttlMs, well inside the 60 s browsers may keep it anyway.
 */
export interface ReadCache {
  get(request: FastifyRequest, key: string, now: Date, load: () => Promise<unknown>): Promise<PreparedBody>;
}

export interface ReadCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  /** Answers larger than this are served but not kept. */
  maxBodyChars?: number;
}

export function createReadCache(database: Database, opts: ReadCacheOptions = {}): ReadCache {
  const db = database.db;
  const maxEntries = opts.maxEntries ?? 2000;
  const ttlMs = opts.ttlMs ?? 30_000;
  const maxBodyChars = opts.maxBodyChars ?? 256 * 1024;
  const entries = new Map<string, { version: number; prepared: PreparedBody }>();
  // Concurrent misses of one key share one load instead of each running the queries.
  const loading = new Map<string, Promise<PreparedBody>>();

  // Requests arriving while a version lookup is on its way share it: under load that is one lookup
  // per database round trip instead of one per request. A read that starts after a write finished
  // starts a new lookup, so a client always reads its own writes.
  let lookup: Promise<number> | null = null;
  let currentVersion = () =>
    (lookup ??= db
      .select({ v: contentVersion.version })
      .from(contentVersion)
      .where(eq(contentVersion.id, 1))
      .then(([row]) => row?.v ?? 0)
      .finally(() => {
        lookup = null;
      }));
  if (database.kind === 'pglite') {
    // PGlite lives in this process only, so every write passes through it: the bump trigger's
    // notification arrives before the writing call returns, and a local counter replaces the lookup.
    let local = 0;
    const client = (db as unknown as { $client: PGlite }).$client;
    const listening = client.listen('content_version', () => void local++);
    currentVersion = () => listening.then(() => local);
  }

  return {
    async get(request, key, now, load) {
      const version = await currentVersion();
      const k = `${request.lang}|${Math.floor(now.getTime() / ttlMs)}|${key}`;
      const hit = entries.get(k);
      if (hit && hit.version === version) {
        // Map order is the LRU order: a hit moves to the end.
        entries.delete(k);
        entries.set(k, hit);
        return hit.prepared;
      }
      const lk = `${version}|${k}`;
      let pending = loading.get(lk);
      if (!pending) {
        pending = load()
          .then((data) => {
            const prepared = prepareCached(request, data);
            if (prepared.body.length <= maxBodyChars) {
              entries.delete(k);
              entries.set(k, { version, prepared });
              if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
            }
            return prepared;
          })
          .finally(() => loading.delete(lk));
        loading.set(lk, pending);
      }
      return pending;
    },
  };
}

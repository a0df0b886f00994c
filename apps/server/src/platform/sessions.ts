import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { members, sessions } from '../db/schema/index.js';
import { pgliteOf, type Database, type Executor } from './db.js';

/** Session rows: written by sign-in (modules/auth), read on every signed-in call (platform/auth). */

export async function insertSession(db: Executor, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

/** What a signed-in call knows of its session and member. */
const liveSessionFields = {
  sessionId: sessions.id,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  memberId: members.id,
  roles: members.roles,
  language: members.language,
  nickname: members.nickname,
  memberSince: members.createdAt,
  feedVersion: members.feedVersion,
};
const liveSessionQuery = (db: Executor) =>
  db
    .select(liveSessionFields)
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(members.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
type LiveSession = Awaited<ReturnType<ReturnType<typeof liveSessionQuery>['execute']>>[number];
/** Built once per database: every signed-in call runs it (on PostgreSQL a named statement, parsed once per connection). */
const liveSessionQueries = new WeakMap<Executor, ReturnType<typeof liveSessionQuery>>();

/** The live session of a token hash together with its active member, or null. */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date): Promise<LiveSession | null> {
  let q = liveSessionQueries.get(db);
  if (!q) liveSessionQueries.set(db, (q = liveSessionQuery(db)));
  const [row] = await q.execute({ hash: tokenHash, now: now.toISOString() });
  return row ?? null;
}

/**
 * The session lookup of signed-in calls. On PGlite (one process: every write passes through it) the
 * answers are kept by token hash while no statement touched sessions or members since: a trigger
 * (migration 0016) signals session_version on each, which arrives before the writing call returns, so a
 * sign-out, a revoked session, a disabled member, a changed role or feed_version is never answered from
 * the cache. Expiry is checked on every read. On PostgreSQL (several processes) every call asks the
 * database, in batches (batchedLookup).
 */
export function sessionLookup(database: Database): (tokenHash: string, now: Date) => Promise<LiveSession | null> {
  const known = lookups.get(database);
  if (known) return known;
  const db = database.db;
  let lookup: (tokenHash: string, now: Date) => Promise<LiveSession | null>;
  const client = pgliteOf(database);
  if (!client) lookup = batchedLookup(db);
  else {
    let version = 0;
    const listening = client.listen(SESSION_SIGNAL, () => {
      version++;
      cache.clear();
    });
    const cache = new Map<string, { version: number; row: LiveSession }>();
    lookup = async (hash, now) => {
      await listening;
      const hit = cache.get(hash);
      if (hit && hit.version === version && hit.row.expiresAt.getTime() > now.getTime()) return hit.row;
      const before = version;
      const row = await findLiveSession(db, hash, now);
      // A write since the lookup started may have changed the answer: it is not kept then.
      if (row && before === version) {
        cache.set(hash, { version: before, row });
        if (cache.size > SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!);
      }
      return row;
    };
  }
  lookups.set(database, lookup);
  return lookup;
}
/**
 * PostgreSQL (several processes): nothing is kept, but lookups are batched. A lookup joins a batch that
 * has not started yet, so its statement runs after the call asked and sees every write committed before
 * (a sign-out, a revoke, a disabled member elsewhere is refused at once, as with one query per call). One
 * statement answers every token hash of a batch; at most BATCHES_IN_FLIGHT batches run at once, so under
 * load the signed-in calls share round trips instead of each taking one. Expiry is checked per call, with
 * that call's clock.
 */
function batchedLookup(db: Executor): (tokenHash: string, now: Date) => Promise<LiveSession | null> {
  const query = db
    .select({ tokenHash: sessions.tokenHash, ...liveSessionFields })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder('hashes')})`,
        isNull(sessions.revokedAt),
        eq(members.status, 'active'),
      ),
    )
    .prepare('find_live_sessions');
  type Waiter = { now: Date; resolve: (row: LiveSession | null) => void; reject: (err: unknown) => void };
  let waiting = new Map<string, Waiter[]>();
  let running = 0;
  const start = () => {
    if (running >= BATCHES_IN_FLIGHT || waiting.size === 0) return;
    const batch = waiting;
    waiting = new Map();
    running++;
    query
      .execute({ hashes: [...batch.keys()] })
      .then(
        (rows) => {
          const byHash = new Map(rows.map(({ tokenHash, ...row }) => [tokenHash, row]));
          for (const [hash, waiters] of batch) {
            const row = byHash.get(hash);
            for (const w of waiters) w.resolve(row && row.expiresAt.getTime() > w.now.getTime() ? row : null);
          }
        },
        (err: unknown) => {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
        },
      )
      .finally(() => {
        running--;
        start();
      });
  };
  return (hash, now) =>
    new Promise<LiveSession | null>((resolve, reject) => {
      let waiters = waiting.get(hash);
      if (!waiters) waiting.set(hash, (waiters = []));
      waiters.push({ now, resolve, reject });
      start();
    });
}
const BATCHES_IN_FLIGHT = 2;
const SESSION_SIGNAL = 'session_version';
const SESSION_CACHE_MAX = 10_000;
const lookups = new WeakMap<Database, (tokenHash: string, now: Date) => Promise<LiveSession | null>>();

export async function touchSession(db: Executor, sessionId: number, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Executor, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

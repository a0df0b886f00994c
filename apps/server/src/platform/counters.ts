import { Redis } from 'ioredis';

/**
 * Fixed-window counters for rate limits and caps. In-process by default; Redis when REDIS_URL is set,
 * so several server processes share one count.
 */
export interface Counters {
  /** Adds one to key's window and returns the new count. */
  hit(key: string, windowSeconds: number): Promise<number>;
  get(key: string): Promise<number>;
  /** Takes back one hit (a reservation that ended up unused); never creates a key. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /**
   * A turnstile: when key's next turn has come (nowMs, the app's clock), lets this caller through and
   * puts the next turn intervalMs later, answering 0; otherwise answers the milliseconds still to wait.
   * Atomic, so callers racing for one turn get it one at a time. ttlSeconds only bounds the key's life.
   */
  pass(key: string, nowMs: number, intervalMs: number, ttlSeconds: number): Promise<number>;
  /** Rejects when the store does not answer (readiness: modules/health). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function memoryCounters(now: () => number = Date.now): Counters {
  const map = new Map<string, { count: number; expiresAt: number }>();
  const turns = new Map<string, { next: number; expiresAt: number }>();
  const live = (key: string) => {
    const e = map.get(key);
    if (e && e.expiresAt <= now()) {
      map.delete(key);
      return undefined;
    }
    return e;
  };
  return {
    async hit(key, windowSeconds) {
      const e = live(key);
      if (e) return ++e.count;
      if (map.size > 100_000) for (const k of map.keys()) live(k);
      map.set(key, { count: 1, expiresAt: now() + windowSeconds * 1000 });
      return 1;
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async release(key) {
      const e = live(key);
      if (e && e.count > 0) e.count--;
    },
    async reset(key) {
      map.delete(key);
      turns.delete(key);
    },
    async pass(key, nowMs, intervalMs, ttlSeconds) {
      const e = turns.get(key);
      if (e && e.expiresAt > now() && e.next > nowMs) return e.next - nowMs;
      if (turns.size > 100_000) for (const [k, v] of turns) if (v.expiresAt <= now()) turns.delete(k);
      turns.set(key, { next: nowMs + intervalMs, expiresAt: now() + ttlSeconds * 1000 });
      return 0;
    },
    async ping() {},
    async close() {},
  };
}

// DECR only an existing positive key: a plain DECR on a missing key would leave -1 with no expiry.
const RELEASE_SCRIPT =
  "local v = redis.call('get', KEYS[1]) if v and tonumber(v) > 0 then return redis.call('decr', KEYS[1]) end return 0";

// The turnstile of Counters.pass in one step, so two processes never both take the same turn.
const PASS_SCRIPT = `local nxt = tonumber(redis.call('get', KEYS[1]) or '0')
local now = tonumber(ARGV[1])
if nxt > now then return nxt - now end
redis.call('set', KEYS[1], now + tonumber(ARGV[2]), 'EX', tonumber(ARGV[3]))
return 0`;

/** How often a process says again that Redis is still unreachable. */
const DEGRADED_LOG_MS = 30_000;

/**
 * Counters in Redis, shared by every process. While Redis is unreachable (restarted, down), each call is
 * answered by this process's own counters instead, at once, and a warning is logged (every 30 s at most):
 * the site keeps serving with limits counted per process, and goes back to Redis when it answers again.
 */
export function redisCounters(
  url: string,
  prefix: string,
  log: { warn(obj: unknown, msg: string): void } = { warn: () => undefined },
): Counters {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  // An unreachable Redis is reported through the warning below, not as unhandled error events.
  redis.on('error', () => undefined);
  // Lost since it last answered: calls go to the process's counters at once, without waiting for retries.
  // (Before the first connection, calls wait for it, as every process's start does.)
  let lost = false;
  redis.on('close', () => (lost = true));
  redis.on('ready', () => (lost = false));
  const local = memoryCounters();
  let warnedAt = 0;
  const guarded = async <T>(remote: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      if (lost) throw new Error(`Redis is ${redis.status}`);
      return await remote();
    } catch (err) {
      if (Date.now() - warnedAt > DEGRADED_LOG_MS) {
        warnedAt = Date.now();
        log.warn({ err }, 'Redis unreachable: rate limits and caps are counted in this process alone until it answers');
      }
      return fallback();
    }
  };
  return {
    hit: (key, windowSeconds) =>
      guarded(
        async () => {
          const k = prefix + key;
          const [[, count]] = (await redis.multi().incr(k).expire(k, windowSeconds, 'NX').exec()) as [
            [unknown, number],
          ];
          return count;
        },
        () => local.hit(key, windowSeconds),
      ),
    get: (key) =>
      guarded(
        async () => Number((await redis.get(prefix + key)) ?? 0),
        () => local.get(key),
      ),
    release: (key) =>
      guarded(
        async () => void (await redis.eval(RELEASE_SCRIPT, 1, prefix + key)),
        () => local.release(key),
      ),
    reset: (key) =>
      guarded(
        async () => void (await redis.del(prefix + key)),
        () => local.reset(key),
      ),
    pass: (key, nowMs, intervalMs, ttlSeconds) =>
      guarded(
        async () =>
          Number(
            await redis.eval(
              PASS_SCRIPT,
              1,
              prefix + key,
              Math.round(nowMs),
              Math.round(intervalMs),
              Math.max(1, Math.ceil(ttlSeconds)),
            ),
          ),
        () => local.pass(key, nowMs, intervalMs, ttlSeconds),
      ),
    // Not guarded: readiness must see Redis down, not the process's own counters.
    async ping() {
      await redis.ping();
    },
    async close() {
      // QUIT waits for a connection that may never come back: an unreachable Redis is just dropped.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

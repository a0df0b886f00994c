import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';

/**
 * Locks of resumable (tus) uploads: one request at a time may write an upload. In-process without
 * Redis; with REDIS_URL a lock is a Redis key, so a client whose connection dropped and who resumes
 * through another server process waits for (or, as tus asks, makes release) the old request there.
 */
export interface UploadLocks {
  locker: Locker;
  close(): Promise<void>;
}

/** How long a lock lives without its holder renewing it (a crashed process frees its locks). */
const LOCK_TTL_MS = 30_000;
/** How long a request waits for a lock before tus answers it "locked" (the client retries). */
const ACQUIRE_TIMEOUT_MS = 30_000;
const POLL_MS = 100;

// Deletes or extends the key only while it still holds this holder's token.
const UNLOCK_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";
const RENEW_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0";

export function createUploadLocks(config: { redisUrl?: string; redisPrefix: string }): UploadLocks {
  if (!config.redisUrl)
    return { locker: new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS }), close: async () => {} };
  return redisUploadLocks(config.redisUrl, config.redisPrefix);
}

function redisUploadLocks(url: string, prefix: string): UploadLocks {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  // A subscribed connection can do nothing else: release requests arrive on their own connection.
  const sub = new Redis(url);
  const channel = `${prefix}tus-release`;
  /** The release callbacks of the locks this process holds, by upload id. */
  const held = new Map<string, RequestRelease>();
  sub.on('message', (ch: string, id: string) => {
    if (ch === channel) void held.get(id)?.();
  });
  const subscribed = sub.subscribe(channel);
  subscribed.catch(() => undefined);
  const keyOf = (id: string) => `${prefix}tus-lock:${id}`;

  class RedisLock implements Lock {
    private readonly token = randomBytes(16).toString('hex');
    private renew: NodeJS.Timeout | null = null;
    constructor(private readonly id: string) {}

    async lock(stop: AbortSignal, requestRelease: RequestRelease): Promise<void> {
      await subscribed;
      const key = keyOf(this.id);
      const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
      let asked = false;
      for (;;) {
        if (stop.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
        if ((await redis.set(key, this.token, 'PX', LOCK_TTL_MS, 'NX')) === 'OK') break;
        // Ask the holder (in whichever process) to finish its request, once, as MemoryLocker does.
        if (!asked) {
          asked = true;
          await redis.publish(channel, this.id);
        }
        if (Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      held.set(this.id, requestRelease);
      this.renew = setInterval(
        () => void redis.eval(RENEW_SCRIPT, 1, key, this.token, String(LOCK_TTL_MS)).catch(() => undefined),
        LOCK_TTL_MS / 3,
      );
      this.renew.unref();
    }

    async unlock(): Promise<void> {
      if (this.renew) clearInterval(this.renew);
      this.renew = null;
      held.delete(this.id);
      await redis.eval(UNLOCK_SCRIPT, 1, keyOf(this.id), this.token);
    }
  }

  return {
    locker: { newLock: (id: string) => new RedisLock(id) },
    async close() {
      held.clear();
      await Promise.allSettled([sub.quit(), redis.quit()]);
    },
  };
}

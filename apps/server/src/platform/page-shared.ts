import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { SharedPage, SharedPages } from './page-cache.js';

// Deletes the claim only while it still holds this process's token (as upload-locks.ts does).
const RELEASE_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

/**
 * The page drawings of all server processes in Redis (REDIS_URL): a claim key per page, version and
 * slot (SET NX with an expiry, so a process that dies frees it), and the drawn HTML under its own key
 * for two slots. Each process keeps a local copy (page-cache.ts) with its compressed bodies.
 */
export function redisSharedPages(url: string, prefix: string): SharedPages {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  const token = randomBytes(12).toString('hex');
  const pageKey = (lk: string) => `${prefix}page:${lk}`;
  const claimKey = (lk: string) => `${prefix}page-claim:${lk}`;
  return {
    async read(lk) {
      const text = await redis.get(pageKey(lk));
      return text ? (JSON.parse(text) as SharedPage) : null;
    },
    async claim(lk, ms) {
      return (await redis.set(claimKey(lk), token, 'PX', ms, 'NX')) === 'OK';
    },
    async write(lk, page, ms) {
      await redis.set(pageKey(lk), JSON.stringify(page), 'PX', ms);
    },
    async release(lk) {
      await redis.eval(RELEASE_SCRIPT, 1, claimKey(lk), token);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

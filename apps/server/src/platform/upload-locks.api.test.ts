import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@tus/server';
import { createUploadLocks, type UploadLocks } from './upload-locks.js';

/**
 * Upload locks across server processes (REDIS_URL): two lockers on one Redis, as two processes have.
 * A request resuming an upload through the second one makes the first one's holder let go, as tus asks.
 */
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('tus upload locks in Redis', () => {
  const prefix = `acsc-test:${randomBytes(6).toString('hex')}:`;
  const one: UploadLocks = createUploadLocks({ redisUrl, redisPrefix: prefix });
  const two: UploadLocks = createUploadLocks({ redisUrl, redisPrefix: prefix });
  afterAll(async () => {
    await Promise.all([one.close(), two.close()]);
  });

  it("a second process's request asks the holder to release, then gets the lock; an abandoned wait gives up", async () => {
    const events: string[] = [];
    const first = one.locker.newLock('upload-a');
    await first.lock(new AbortController().signal, async () => {
      events.push('asked to release');
      await first.unlock();
      events.push('released');
    });
    const second = two.locker.newLock('upload-a');
    await second.lock(new AbortController().signal, () => undefined);
    events.push('second holds it');
    expect(events).toEqual(['asked to release', 'released', 'second holds it']);

    // While the second holds it and does not let go, a third request that is cancelled gives up.
    const third = one.locker.newLock('upload-a');
    const stop = new AbortController();
    stop.abort();
    await expect(third.lock(stop.signal, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await second.unlock();
    // Other uploads never wait on it.
    const other = one.locker.newLock('upload-b');
    await other.lock(new AbortController().signal, () => undefined);
    await other.unlock();
  });
});

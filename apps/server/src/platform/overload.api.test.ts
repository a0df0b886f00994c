import { afterAll, describe, expect, it } from 'vitest';
import { API } from '@acsc/shared';
import { call, createTestApp } from '../test/app.js';

/**
 * Load shedding: an event loop held past the limit (here a mean delay of 50 ms over a sample of 200 ms; the
 * mean counts the held stretch as one long delay among the short ones, so the test holds it a second) makes API calls answer a fast 503 SERVER_BUSY with Retry-After in the caller's
 * language, while liveness and readiness still answer; once the loop is free again calls pass.
 */
const app = await createTestApp({ overload: { maxEventLoopDelayMs: 50, maxHeapMb: 0, sampleMs: 200 } });
afterAll(() => app.close());

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const channels = (lang = 'en_US') => call(app, API.newsChannels, { method: 'GET', lang });

/** Polls until `done`, `everyMs` apart, at most `polls` times: the sampler decides when the state changes. */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, polls = 100, everyMs = 100): Promise<T> {
  let v = await read();
  for (let i = 0; i < polls && !done(v); i++) {
    await pause(everyMs);
    v = await read();
  }
  return v;
}

function holdEventLoop(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // a request handler that never yields, as an overloaded process looks from outside
  }
}

describe('load shedding', () => {
  it('answers 503 SERVER_BUSY with Retry-After past the event-loop limit, keeps health and readiness, and recovers', async () => {
    // The start-up's own work may have held the loop: wait until calls pass.
    expect((await until(channels, (r) => r.status === 200)).status).toBe(200);

    holdEventLoop(1000);
    // The sampler's next look sees the held loop (and the one after sees a free loop again).
    const shed = await until(channels, (r) => r.status !== 200, 50, 10);
    expect(shed.status).toBe(503);
    expect(shed.body).toEqual({ code: 1504, msg: 'The server is busy. Please try again in a moment.', data: null });
    expect(shed.headers['retry-after']).toBe('2');
    // In the same sample: another language, and the health routes a load balancer asks.
    const [km, health, ready] = await Promise.all([
      channels('km_KH'),
      call(app, API.health, { method: 'GET' }),
      call(app, API.healthReady, { method: 'GET' }),
    ]);
    expect(km.status).toBe(503);
    expect(km.body.msg).toBe('ម៉ាស៊ីនមេកំពុងរវល់ សូមព្យាយាមម្តងទៀតបន្តិចទៀត');
    expect(health.status).toBe(200);
    expect(ready.status).toBe(200);

    const after = await until(channels, (r) => r.status === 200);
    expect(after.status).toBe(200);
    expect(after.body.code).toBe(0);
  });
});

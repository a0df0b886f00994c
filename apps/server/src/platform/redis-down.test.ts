import { describe, expect, it } from 'vitest';
import { redisCounters } from './counters.js';
import { redisBus, type BusMessage } from './live/bus.js';

/**
 * Redis restarted or down while the site runs (issue 34): nothing that uses it may fail a request. A
 * port nothing listens on is the Redis that is down; the answers come at once, from this process, and
 * the degradation is logged once.
 */
const DOWN = 'redis://127.0.0.1:1';

describe('with Redis unreachable', () => {
  it('counts rate limits and turns in this process, at once, and warns once', async () => {
    const warnings: string[] = [];
    const counters = redisCounters(DOWN, 'test:', { warn: (_err, msg) => warnings.push(msg) });
    expect(await counters.hit('sign-in:1.2.3.4', 60)).toBe(1);
    expect(await counters.hit('sign-in:1.2.3.4', 60)).toBe(2);
    expect(await counters.get('sign-in:1.2.3.4')).toBe(2);
    await counters.release('sign-in:1.2.3.4');
    expect(await counters.get('sign-in:1.2.3.4')).toBe(1);
    expect(await counters.pass('turn', 1_000, 500, 10)).toBe(0);
    expect(await counters.pass('turn', 1_200, 500, 10)).toBe(300);
    expect(warnings).toEqual([
      'Redis unreachable: rate limits and caps are counted in this process alone until it answers',
    ]);
    await counters.close();
  });

  it('delivers a live event to this process’s pages instead of failing the write that made it', async () => {
    const warnings: string[] = [];
    const log = { warn: (_o: unknown, msg: string) => warnings.push(msg), error: () => undefined };
    const bus = redisBus(DOWN, 'test:', log as unknown as Parameters<typeof redisBus>[2]);
    const heard: BusMessage[] = [];
    bus.onMessage((m) => heard.push(m));
    const message: BusMessage = { kind: 'session-ended', sessionId: 7 };
    await bus.publish(message);
    expect(heard).toEqual([message]);
    expect(warnings).toEqual(['Redis unreachable: live events reach this process only until it answers']);
    await bus.close();
  });
});

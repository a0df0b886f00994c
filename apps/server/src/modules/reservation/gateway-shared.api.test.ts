import { describe, expect, it } from 'vitest';
import { redisCounters } from '../../platform/counters.js';
import { DevPaymentGateway } from './gateway.js';

/** Rule 7 for the dev payment gateway: its marks live in the shared counters (run with REDIS_URL, as CI's second pass does). */
describe('the dev gateway across processes', () => {
  // Two processes share Redis (REDIS_URL): a tester's "paid" through one is seen by check_pay on the other.
  const url = process.env.REDIS_URL;
  it.runIf(url)('keeps its paid marks in the shared counters, not in one process', async () => {
    const prefix = `test:devpay:${Date.now()}:`;
    const [one, two] = [redisCounters(url!, prefix), redisCounters(url!, prefix)];
    try {
      const a = new DevPaymentGateway(one);
      const b = new DevPaymentGateway(two);
      expect(await b.checkByMd5('c0ffee')).toEqual({ paid: false });
      await a.markPaid('c0ffee');
      expect(await b.checkByMd5('c0ffee')).toEqual({ paid: true });
      expect(await b.checkByMd5('decaf')).toEqual({ paid: false });
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { BakongPaymentProvider, makeKhqr, paymentProvider } from './gateway.js';
import { memoryCounters } from '../../platform/counters.js';

/**
 * The payment provider's Bakong adapter against a local stand-in for Bakong's open API (no internet here):
 * the call it makes and how it reads the answers; the KHQR strings; which provider a configuration gets.
 */

const seen: { url?: string; auth?: string; body: unknown }[] = [];
const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let b = '';
    req.on('data', (c: Buffer) => (b += c.toString()));
    req.on('end', () => resolve(b));
  });
const bakong = createServer((req, res) => {
  void read(req).then((raw) => {
    const body = JSON.parse(raw) as { md5: string };
    seen.push({ url: req.url, auth: req.headers.authorization, body });
    if (body.md5 === 'broken') {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        body.md5 === 'paid-md5'
          ? { responseCode: 0, responseMessage: 'Success', errorCode: null, data: { hash: 'x', amount: 5 } }
          : { responseCode: 1, responseMessage: 'Transaction could not be found.', errorCode: 1, data: null },
      ),
    );
  });
});
await new Promise<void>((resolve) => bakong.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => bakong.close(() => resolve())));
const apiUrl = `http://127.0.0.1:${(bakong.address() as AddressInfo).port}`;

describe('the Bakong adapter', () => {
  it('checks a KHQR by its MD5 with the token, and reads found as paid, not found as unpaid', async () => {
    const p = new BakongPaymentProvider({ token: 'bakong-token', apiUrl });
    expect(await p.checkByMd5('paid-md5')).toEqual({ paid: true });
    expect(await p.checkByMd5('other-md5')).toEqual({ paid: false });
    expect(seen[0]).toEqual({
      url: '/v1/check_transaction_by_md5',
      auth: 'Bearer bakong-token',
      body: { md5: 'paid-md5' },
    });
    await expect(p.checkByMd5('broken')).rejects.toThrow(/HTTP 503/);
  });
});

const deps = (config: ReturnType<typeof loadConfig>) => ({ config, counters: memoryCounters() });

describe('configuration', () => {
  const env = { NODE_ENV: 'production', SMTP_URL: 'smtp://x', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://x/y' };
  it('gives the dev gateway outside production, Bakong when configured, nothing in production otherwise', () => {
    expect(paymentProvider(deps(loadConfig({ NODE_ENV: 'test' })))?.name).toBe('dev');
    expect(paymentProvider(deps(loadConfig(env)))).toBeNull();
    const real = loadConfig({ ...env, PAYMENT_PROVIDER: 'bakong', BAKONG_TOKEN: 't', BAKONG_ACCOUNT_ID: 'acsc@aclb' });
    expect(paymentProvider(deps(real))?.name).toBe('bakong');
    expect(() => loadConfig({ ...env, PAYMENT_PROVIDER: 'dev' })).toThrow(/PAYMENT_PROVIDER: must not be dev/);
    expect(() => loadConfig({ ...env, PAYMENT_PROVIDER: 'bakong' })).toThrow(/BAKONG_TOKEN: is required/);
  });

  it('makes KHQR strings in USD and KHR into the configured account; CNY is refused', () => {
    const config = loadConfig({ NODE_ENV: 'test', BAKONG_ACCOUNT_ID: 'acsc@aclb' });
    const order = { orderNo: 'R20261128ABCDEFGHJK', expiresAt: new Date(Date.now() + 900_000) };
    const usd = makeKhqr(config, { ...order, cents: 550, currency: 'USD' });
    expect(usd.qr).toMatch(/^000201/);
    expect(usd.qr).toContain('0009acsc@aclb');
    expect(usd.qr).toContain('54045.50');
    expect(usd.qr).toContain('R20261128ABCDEFGHJK');
    expect(usd.md5).toMatch(/^[0-9a-f]{32}$/);
    expect(makeKhqr(config, { ...order, cents: 2_000_000, currency: 'KHR' }).qr).toContain('540520000');
    expect(() => makeKhqr(config, { ...order, cents: 3000, currency: 'CNY' })).toThrow();
  });
});

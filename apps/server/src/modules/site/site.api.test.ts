import { describe, expect, it } from 'vitest';
import { createTestApp, call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { loadConfig } from '../../config.js';
import { newCaller, send, uniqueEmail } from '../auth/auth.testkit.js';

const { app } = await useTestApp();

describe('site basics', () => {
  it('health reports the database is reachable', async () => {
    const res = await call(app, '/health', { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(['pglite', 'postgres']).toContain(res.body.data.database);
  });

  it("health answers 503 with a retry time, in the reader's language, when the database cannot be reached", async () => {
    const broken = await createTestApp();
    await broken.ready();
    await broken.ctx.database.close();
    const res = await call(broken, '/health', { method: 'GET', lang: 'en_US' });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toMatchObject({
      code: 1503,
      msg: 'The service is unavailable for a moment. Please try again shortly.',
    });
    await broken.close().catch(() => undefined);
  });

  it('lists country codes with 86 first, names in the request language', async () => {
    const zh = await call(app, '/client/captcha/v1/country/code');
    expect(zh.body.data[0]).toMatchObject({ countryCode: '86', name: '中国' });
    const km = await call(app, '/client/captcha/v1/country/code', { lang: 'km_KH' });
    expect(km.body.data.find((c: any) => c.countryCode === '855').name).toBe('កម្ពុជា');
    expect(km.body.data.length).toBeGreaterThanOrEqual(12);
  });

  it('answers unknown API paths with a JSON envelope and 404, in the request language', async () => {
    const res = await call(app, '/client/nothing/here', { lang: 'en_US' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 1005, msg: 'There is no such API call.', data: null });
  });

  it('answers the order payment check under /prod-api only (modules/reservation); outside it, the no-such-call envelope', async () => {
    const bare = await app.inject({
      method: 'POST',
      url: '/api/user/order/check_pay',
      headers: { language: 'en_US' },
      payload: {},
    });
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toMatchObject({ code: 1005, msg: 'There is no such API call.', data: null });
    // Under /prod-api the call exists: a visitor is asked to sign in (reservation-pay.api.test.ts covers the rest).
    const res = await call(app, '/api/user/order/check_pay', {
      lang: 'km_KH',
      body: { orderNo: 'R20260101ABCDEFGHJK' },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).not.toBe(1005);
  });

  it('serves site settings per language', async () => {
    const en = await call(app, '/client/site/v1/settings', { method: 'GET', lang: 'en_US' });
    expect(en.body.data.address).toContain('Phnom Penh');
    expect(en.body.data.copyright).toContain('2024-2025');
    const zh = await call(app, '/client/site/v1/settings', { method: 'GET' });
    expect(zh.body.data.address).toContain('金边');
  });
});

describe('dev outbox', () => {
  it('lists sent codes outside production', async () => {
    const email = uniqueEmail('outbox');
    expect((await send(app, newCaller('en_US'), email)).body.code).toBe(0);
    const res = await call(app, '/dev/outbox', { method: 'GET' });
    expect(res.status).toBe(200);
    const entry = res.body.data.find((e: { address: string }) => e.address === email);
    expect(entry).toMatchObject({ channel: 'email', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('does not exist in production', async () => {
    // The configuration NODE_ENV=production gives (not a devOutbox flag set by hand).
    const production = loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:1/sms',
    });
    const prod = await createTestApp({
      env: production.env,
      devOutbox: production.devOutbox,
      smtpUrl: production.smtpUrl,
      sms: production.sms,
    });
    try {
      const res = await call(prod, '/dev/outbox', { method: 'GET' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(1005);
    } finally {
      await prod.close();
    }
  });
});

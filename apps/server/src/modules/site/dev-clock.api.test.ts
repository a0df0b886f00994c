import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ERRORS, LIMITS } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { loadConfig } from '../../config.js';
import { newCaller, sendAndRead, uniqueEmail } from '../auth/auth.testkit.js';

/**
 * The end-to-end tests' movable clock (DEV_CLOCK=true, never in production): POST /prod-api/dev/clock
 * moves the server's time forward, and everything that reads time follows it.
 */
const { app } = await useTestApp({ config: { devClock: true } });
const { app: plain } = await useTestApp();

const advance = (target: FastifyInstance, advanceSeconds: unknown) =>
  call(target, '/dev/clock', { body: { advanceSeconds } });

describe('POST /prod-api/dev/clock', () => {
  it('moves the server time forward and answers it; a code sent before then expires', async () => {
    const caller = newCaller();
    const email = uniqueEmail('clock');
    const code = await sendAndRead(app, caller, email, 0);
    const before = Date.now();
    const res = await advance(app, LIMITS.codeTtlSeconds);
    expect(res.body.code).toBe(0);
    expect(new Date(res.body.data.now).getTime()).toBeGreaterThanOrEqual(before + LIMITS.codeTtlSeconds * 1000);
    const check = await call(app, '/client/captcha/v1/check', {
      ...caller,
      body: { address: email, captcha: code, type: 0 },
    });
    expect(check.body.code).toBe(ERRORS.CODE_EXPIRED.code);
  });

  it('refuses a move backwards or a fraction with VALIDATION', async () => {
    expect((await advance(app, -1)).body.code).toBe(ERRORS.VALIDATION.code);
    expect((await advance(app, 1.5)).body.code).toBe(ERRORS.VALIDATION.code);
  });

  it('does not exist without DEV_CLOCK, and DEV_CLOCK is refused in production', async () => {
    const res = await advance(plain, 60);
    expect([res.status, res.body.code]).toEqual([404, ERRORS.ROUTE_NOT_FOUND.code]);
    expect(loadConfig({ DEV_CLOCK: 'true' }).devClock).toBe(true);
    expect(loadConfig({}).devClock).toBe(false);
    const prod = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.org:587',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.org/send',
    };
    expect(loadConfig(prod).devClock).toBe(false);
    expect(() => loadConfig({ ...prod, DEV_CLOCK: 'true' })).toThrow(/DEV_CLOCK/);
  });
});

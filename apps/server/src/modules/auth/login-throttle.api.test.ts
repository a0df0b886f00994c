import { describe, expect, it } from 'vitest';
import { API, CODE_TYPES, LIMITS } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { emailMember, md5, newCaller, sendAndRead, uniqueEmail } from './auth.testkit.js';
import { slowdownSeconds } from './login-throttle.js';

/**
 * The sign-in throttles of login/pwd (issue 28) on PGlite with in-process counters, and on PostgreSQL
 * with Redis when DATABASE_URL and REDIS_URL are set: tries are taken before the password is hashed,
 * so tries racing in parallel count one by one; one network is refused, the account is only slowed,
 * and a code to the address gets the member in at once.
 */
const { app, clock, loginPwd } = await useTestApp({ clock: true });

const FAILED = 2020;
const THROTTLED = 2021;
const SLOWED = 2030;
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

/** Starts the test at the beginning of a fresh throttle window, so no window ends halfway through. */
function freshWindow() {
  const w = LIMITS.loginFailureWindowSeconds;
  const t = clock.now().getTime() / 1000;
  clock.advance(Math.ceil(t / w) * w - t + 1);
}

describe('tries racing in parallel', () => {
  it('20 wrong passwords at once for one account from one network: exactly 5 are checked, 15 are refused with Retry-After', async () => {
    freshWindow();
    const { email, password } = await emailMember(app);
    const attacker = newCaller('en_US');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginPwd(attacker, email, md5(`race-guess-${i}`))),
    );
    const codes = answers.map((a) => a.body.code);
    expect(count(codes, FAILED)).toBe(LIMITS.loginFailuresPerAccount);
    expect(count(codes, THROTTLED)).toBe(20 - LIMITS.loginFailuresPerAccount);
    for (const refused of answers.filter((a) => a.body.code === THROTTLED)) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(LIMITS.loginFailureWindowSeconds);
    }
    // Refused tries were not counted: the network is refused until the window ends, then lets the member in.
    expect((await loginPwd(attacker, email, password)).body.code).toBe(THROTTLED);
    clock.advance(LIMITS.loginFailureWindowSeconds);
    expect((await loginPwd(attacker, email, password)).body.code).toBe(0);
  });

  it('one network guessing many accounts at once: exactly the per-IP limit is checked', async () => {
    freshWindow();
    const attacker = newCaller();
    const n = LIMITS.loginFailuresPerIp + 10;
    const codes = (
      await Promise.all(Array.from({ length: n }, () => loginPwd(attacker, uniqueEmail('spray'), md5('spray-guess1'))))
    ).map((a) => a.body.code);
    expect(count(codes, FAILED)).toBe(LIMITS.loginFailuresPerIp);
    expect(count(codes, THROTTLED)).toBe(10);
  });

  it("20 networks at once past the account's free tries: they go through one at a time", async () => {
    freshWindow();
    const { email } = await emailMember(app);
    for (let i = 0; i < LIMITS.loginFreeFailuresPerAccount; i++)
      expect((await loginPwd(newCaller(), email, md5(`free-${i}x`))).body.code).toBe(FAILED);
    const codes = (
      await Promise.all(Array.from({ length: 20 }, (_, i) => loginPwd(newCaller(), email, md5(`crowd-${i}x`))))
    ).map((a) => a.body.code);
    expect(count(codes, FAILED)).toBe(1);
    expect(count(codes, SLOWED)).toBe(19);
  });
});

describe('the real member is not locked out', () => {
  it("an attacker's 50 failures from one IP do not stop the member signing in from another IP", async () => {
    freshWindow();
    const { email, password } = await emailMember(app);
    const attacker = newCaller();
    const codes: number[] = [];
    for (let i = 0; i < 50; i++) codes.push((await loginPwd(attacker, email, md5(`attack-${i}x`))).body.code);
    expect(count(codes, FAILED)).toBe(LIMITS.loginFailuresPerAccount);
    expect(count(codes, THROTTLED)).toBe(50 - LIMITS.loginFailuresPerAccount);
    const member = await loginPwd(newCaller(), email, password);
    expect(member.body.code).toBe(0);
    expect(member.body.data.token).toEqual(expect.any(String));
  });

  it('many networks only slow the account down, by a growing wait the member is told (429, Retry-After)', async () => {
    freshWindow();
    const { email, password } = await emailMember(app);
    for (let i = 0; i < LIMITS.loginFreeFailuresPerAccount; i++)
      expect((await loginPwd(newCaller(), email, md5(`free-${i}y`))).body.code).toBe(FAILED);
    // Each further try takes a turn; the next waits 2 s, 4 s, 8 s... after it.
    const waits: number[] = [];
    for (let i = 1; i <= 4; i++) {
      expect((await loginPwd(newCaller(), email, md5(`slow-${i}y`))).body.code).toBe(FAILED);
      const early = await loginPwd(newCaller('en_US'), email, password);
      expect(early.status).toBe(429);
      expect(early.body.code).toBe(SLOWED);
      const wait = Number(early.headers['retry-after']);
      expect(early.body.msg).toBe(
        `Too many failed logins for this account. Try again in ${wait} seconds, or use "Forgot password" to get in with a code.`,
      );
      waits.push(wait);
      clock.advance(wait);
    }
    expect(waits).toEqual([1, 2, 3, 4].map((i) => slowdownSeconds(LIMITS.loginFreeFailuresPerAccount + i)));
    expect(waits).toEqual([2, 4, 8, 16]);
    // Once the turn has come, the right password signs in and the account starts afresh.
    expect((await loginPwd(newCaller(), email, password)).body.code).toBe(0);
    expect((await loginPwd(newCaller(), email, md5('after-success1'))).body.code).toBe(FAILED);
    expect((await loginPwd(newCaller(), email, password)).body.code).toBe(0);
  });

  it('the wait never passes five minutes', () => {
    expect(slowdownSeconds(LIMITS.loginFreeFailuresPerAccount)).toBe(0);
    expect(slowdownSeconds(LIMITS.loginFreeFailuresPerAccount + 1)).toBe(LIMITS.loginSlowdownBaseSeconds);
    expect(slowdownSeconds(10_000)).toBe(LIMITS.loginSlowdownMaxSeconds);
  });

  it('a member who proves the address with a code gets in at once, and the new password works at once', async () => {
    freshWindow();
    const caller = newCaller('en_US');
    const { email } = await emailMember(app, caller);
    for (let i = 0; i < LIMITS.loginFreeFailuresPerAccount + 1; i++)
      await loginPwd(newCaller(), email, md5(`bots-${i}z`));
    const next = md5('Recovered2031');
    expect((await loginPwd(caller, email, next)).body.code).toBe(SLOWED);
    clock.advance(61);
    const captcha = await sendAndRead(app, caller, email, CODE_TYPES.resetPassword);
    const uniqueMark = (
      await call(app, API.checkCode, { ...caller, body: { address: email, captcha, type: CODE_TYPES.resetPassword } })
    ).body.data.uniqueMark;
    const reset = await call(app, API.passwordReset, {
      ...caller,
      body: { address: email, uniqueMark, newPassword: next, confirmPassword: next },
    });
    expect(reset.body.code).toBe(0);
    expect((await loginPwd(newCaller(), email, next)).body.code).toBe(0);
  });
});

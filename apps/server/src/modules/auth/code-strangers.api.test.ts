import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS } from '@acsc/shared';
import { useTestApp } from '../../test/kit.js';
import { verificationCodes } from '../../db/schema/index.js';
import { latestCode, newCaller, phoneMember, send, uniquePhone, type Caller } from './auth.testkit.js';

/**
 * A stranger against a member's phone (issue 28): the stranger's sends and wrong guesses are counted
 * against the stranger (IP and device) before the address, so the member still gets and uses a code.
 * On PostgreSQL with Redis too when DATABASE_URL and REDIS_URL are set.
 */
const { app, clock, loginCaptcha } = await useTestApp({ clock: true });

const WRONG = 2010;
const TOO_MANY = 2012;
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A member who signed in by phone on `own`, and a fresh code the member asked for on it. */
async function memberWithCode(own: Caller) {
  const { phone } = await phoneMember(app, own);
  clock.advance(61);
  expect((await send(app, own, phone)).body.code).toBe(0);
  return { phone, own, code: await latestCode(app, phone) };
}

describe("a stranger's wrong guesses", () => {
  it("never spend the member's code: after more wrong guesses than the code allows, the member signs in with it", async () => {
    const own = newCaller();
    const { phone, code } = await memberWithCode(own);
    const stranger = newCaller('en_US');
    const answers = [];
    for (let i = 0; i < LIMITS.codeMaxWrongTries + 3; i++)
      answers.push((await loginCaptcha(stranger, phone, wrongFor(code))).body.code);
    expect(answers).toEqual(Array(LIMITS.codeMaxWrongTries + 3).fill(WRONG));
    const rows = await app.ctx.database.db.select().from(verificationCodes).where(eq(verificationCodes.address, phone));
    expect(rows.map((r) => r.wrongTries)).toEqual(rows.map(() => 0));
    const signedIn = await loginCaptcha(own, phone, code);
    expect(signedIn.body.code).toBe(0);
  });

  it("run out for the stranger's device and network first (429, Retry-After), not for the member", async () => {
    const own = newCaller();
    const { phone, code } = await memberWithCode(own);
    const stranger = newCaller('en_US');
    for (let i = 0; i < LIMITS.codeWrongGuessesPerDevice; i++)
      expect((await loginCaptcha(stranger, phone, wrongFor(code))).body.code).toBe(WRONG);
    const limited = await loginCaptcha(stranger, phone, code);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 2031,
      msg: expect.stringMatching(/^Too many wrong codes\. Please try again in \d+ minutes\.$/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginCaptcha(own, phone, code)).body.code).toBe(0);
  });

  it("a stranger rotating Device-Ids runs out of the network's guesses, which come back with the app's clock", async () => {
    const stranger = newCaller('en_US');
    const guessFrom = (i: number): Caller => ({ ...stranger, headers: { 'device-id': `rotated-${stranger.ip}-${i}` } });
    const victims = [
      await memberWithCode(newCaller()),
      await memberWithCode(newCaller()),
      await memberWithCode(newCaller()),
    ];
    const codes = [];
    for (let i = 0; i < LIMITS.codeWrongGuessesPerIp; i++) {
      const victim = victims[i % 2];
      codes.push((await loginCaptcha(guessFrom(i), victim.phone, wrongFor(victim.code))).body.code);
    }
    expect(codes).toEqual(Array(LIMITS.codeWrongGuessesPerIp).fill(WRONG));
    const third = victims[2];
    expect((await loginCaptcha(guessFrom(-1), third.phone, wrongFor(third.code))).body.code).toBe(2031);
    clock.advance(LIMITS.codeGuessWindowSeconds);
    expect((await send(app, third.own, third.phone)).body.code).toBe(0);
    const fresh = await latestCode(app, third.phone);
    expect((await loginCaptcha(guessFrom(-2), third.phone, wrongFor(fresh))).body.code).toBe(WRONG);
  });

  it('all strangers together get a bounded number of guesses on one code; the member still signs in with it', async () => {
    const own = newCaller();
    const { phone, code } = await memberWithCode(own);
    for (let i = 0; i < LIMITS.codeStrangerTriesPerCode; i++)
      expect((await loginCaptcha(newCaller(), phone, wrongFor(code))).body.code).toBe(WRONG);
    // Past that, even the right code from a stranger is refused: the code cannot be brute-forced from many networks.
    expect((await loginCaptcha(newCaller(), phone, code)).body.code).toBe(TOO_MANY);
    expect((await loginCaptcha(own, phone, code)).body.code).toBe(0);
  });

  it("the member's own wrong tries still end the code after five", async () => {
    const own = newCaller();
    const { phone, code } = await memberWithCode(own);
    const answers = [];
    for (let i = 0; i < LIMITS.codeMaxWrongTries + 1; i++)
      answers.push((await loginCaptcha(own, phone, wrongFor(code))).body.code);
    expect(answers).toEqual([...Array(LIMITS.codeMaxWrongTries).fill(WRONG), TOO_MANY]);
    expect((await loginCaptcha(own, phone, code)).body.code).toBe(TOO_MANY);
  });
});

describe("a stranger's sends", () => {
  it('one network sends an address only a few codes a day; the member on another network still gets one', async () => {
    const phone = uniquePhone();
    const stranger = newCaller('en_US');
    for (let i = 0; i < LIMITS.codeDailyPerAddressPerIp; i++) {
      expect((await send(app, { ...stranger, headers: { 'device-id': `bomb-${phone}-${i}` } }, phone)).body.code).toBe(
        0,
      );
      clock.advance(61);
    }
    const refused = await send(app, { ...stranger, headers: { 'device-id': `bomb-${phone}-last` } }, phone);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 2032,
      msg: 'Your network has requested the most codes allowed today for this address.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const member = newCaller();
    expect((await send(app, member, phone)).body.code).toBe(0);
    expect((await loginCaptcha(member, phone, await latestCode(app, phone))).body.code).toBe(0);
  });

  it("strangers who used up the address's codes for the day do not keep the member's own device from one", async () => {
    const own = newCaller();
    const { phone } = await phoneMember(app, own);
    clock.advance(61);
    for (let i = 0; i < LIMITS.codeDailyPerAddress - 1; i++) {
      expect((await send(app, newCaller(), phone)).body.code).toBe(0);
      clock.advance(61);
    }
    expect((await send(app, newCaller('en_US'), phone)).body.code).toBe(2014);
    // The device the member signed in on is theirs: it still gets a code, which signs the member in.
    expect((await send(app, own, phone)).body.code).toBe(0);
    expect((await loginCaptcha(own, phone, await latestCode(app, phone))).body.code).toBe(0);
  });
});

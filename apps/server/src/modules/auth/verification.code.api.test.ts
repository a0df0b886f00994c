import { describe, expect, it } from 'vitest';
import { LIMITS } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { newCaller, sendAndRead, uniqueEmail } from './auth.testkit.js';

/**
 * The code check of captcha/v1/check at its edges (issue 18, mutation testing of verification.ts): the
 * exact expiry instant, a code typed with spaces, wrong tries racing each other, two requests spending
 * one code. Time comes from the server's movable clock.
 */
const { app, clock } = await useTestApp({ clock: true });

const check = (caller: ReturnType<typeof newCaller>, address: string, captcha: string) =>
  call(app, '/client/captcha/v1/check', { ...caller, body: { address, captcha, type: 0 } });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const EXPIRED = 2011;
const WRONG = 2010;
const TOO_MANY = 2012;

describe('the expiry of a code', () => {
  it('a code passes one millisecond before it expires', async () => {
    const caller = newCaller();
    const email = uniqueEmail('edge');
    const code = await sendAndRead(app, caller, email, 0);
    clock.advance(LIMITS.codeTtlSeconds - 0.001);
    expect((await check(caller, email, code)).body.code).toBe(0);
  });

  it('at the expiry instant the right code is refused as expired', async () => {
    const caller = newCaller();
    const email = uniqueEmail('edge');
    const code = await sendAndRead(app, caller, email, 0);
    clock.advance(LIMITS.codeTtlSeconds);
    expect((await check(caller, email, code)).body.code).toBe(EXPIRED);
  });

  it('an expired code is refused as expired before its digits are compared: a wrong guess is not counted as a try', async () => {
    const caller = newCaller('en_US');
    const email = uniqueEmail('edge');
    const code = await sendAndRead(app, caller, email, 0);
    clock.advance(LIMITS.codeTtlSeconds);
    const res = await check(caller, email, wrongFor(code));
    expect(res.body).toMatchObject({
      code: EXPIRED,
      msg: 'The verification code has expired. Please request a new one.',
    });
  });

  it('a spent code is refused as expired even with the wrong digits', async () => {
    const caller = newCaller();
    const email = uniqueEmail('edge');
    const code = await sendAndRead(app, caller, email, 0);
    expect((await check(caller, email, code)).body.code).toBe(0);
    expect((await check(caller, email, wrongFor(code))).body.code).toBe(EXPIRED);
  });
});

describe('what the member types', () => {
  it('a code typed with spaces around it passes', async () => {
    const caller = newCaller();
    const email = uniqueEmail('spaces');
    const code = await sendAndRead(app, caller, email, 0);
    expect((await check(caller, email, ` ${code}  `)).body.code).toBe(0);
  });

  it('only spaces is "type the code", and counts no wrong try', async () => {
    const caller = newCaller('en_US');
    const email = uniqueEmail('spaces');
    const code = await sendAndRead(app, caller, email, 0);
    for (let i = 0; i < LIMITS.codeMaxWrongTries + 1; i++)
      expect((await check(caller, email, '   ')).body.code).toBe(2018);
    expect((await check(caller, email, code)).body.code).toBe(0);
  });
});

describe('requests racing on one code', () => {
  it('wrong tries sent at once: exactly five are counted as wrong, the rest and then the right code are too many', async () => {
    const caller = newCaller();
    const email = uniqueEmail('race');
    const code = await sendAndRead(app, caller, email, 0);
    const answers = await Promise.all(Array.from({ length: 9 }, () => check(caller, email, wrongFor(code))));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === WRONG)).toHaveLength(LIMITS.codeMaxWrongTries);
    expect(codes.filter((c) => c === TOO_MANY)).toHaveLength(9 - LIMITS.codeMaxWrongTries);
    expect((await check(caller, email, code)).body.code).toBe(TOO_MANY);
  });

  it('the fifth wrong try still says wrong; only the next one says too many', async () => {
    const caller = newCaller();
    const email = uniqueEmail('race');
    const code = await sendAndRead(app, caller, email, 0);
    const codes: number[] = [];
    for (let i = 0; i < LIMITS.codeMaxWrongTries + 1; i++)
      codes.push((await check(caller, email, wrongFor(code))).body.code);
    expect(codes).toEqual([...Array<number>(LIMITS.codeMaxWrongTries).fill(WRONG), TOO_MANY]);
  });

  it('two requests with the right code at once: one uniqueMark, the other request is told the code is spent', async () => {
    const caller = newCaller();
    const email = uniqueEmail('race');
    const code = await sendAndRead(app, caller, email, 0);
    const answers = await Promise.all([
      check(caller, email, code),
      check(caller, email, code),
      check(caller, email, code),
    ]);
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes).toEqual([0, EXPIRED, EXPIRED]);
    expect(answers.filter((a) => a.body.data?.uniqueMark)).toHaveLength(1);
  });
});

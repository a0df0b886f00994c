import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { members } from '../../db/schema/index.js';
import { emailMember, newCaller, phoneMember, sendAndRead, uniqueEmail, uniquePhone } from './auth.testkit.js';

/**
 * The sign-in service's answers at their edges (issue 18, mutation testing of service.ts): the session's
 * exact life of 604800 s, what a new member starts with, member/v1/info field by field, binding again,
 * a disabled member at each sign-in, the throttle's minutes.
 */
const { app, clock, info, loginPwd, loginCaptcha } = await useTestApp({ clock: true });

const idOf = async (token: string) => Number((await info(token)).body.data.userId);
async function markFor(address: string, caller = newCaller()) {
  const captcha = await sendAndRead(app, caller, address, 0);
  return (await call(app, '/client/captcha/v1/check', { ...caller, body: { address, captcha, type: 0 } })).body.data
    .uniqueMark as string;
}

describe('the session a sign-in gives', () => {
  it('lives exactly 604800 s (7 days): valid one second before, code 90 at that instant', async () => {
    const { token } = await phoneMember(app);
    clock.advance(604_800 - 1);
    expect((await info(token)).body.code).toBe(0);
    clock.advance(1);
    expect((await info(token)).body.code).toBe(90);
  });

  it('from a password sign-in and a registration too', async () => {
    const { token: registered, email, password } = await emailMember(app);
    const signedIn = (await loginPwd(newCaller(), email, password)).body.data.token as string;
    clock.advance(604_800 - 1);
    expect([(await info(registered)).body.code, (await info(signedIn)).body.code]).toEqual([0, 0]);
    clock.advance(1);
    expect([(await info(registered)).body.code, (await info(signedIn)).body.code]).toEqual([90, 90]);
  });
});

describe('a new member', () => {
  it('signed up by phone: an ACSC nickname, the language of the request, the phone masked, no email, no password, no roles', async () => {
    const caller = newCaller('km_KH');
    const phone = uniquePhone();
    const captcha = await sendAndRead(app, caller, phone);
    const res = await loginCaptcha(caller, phone, captcha);
    expect(res.body.data).toMatchObject({ needShowBindEmail: 1, needShowBindPhone: 0 });
    const me = (await info(res.body.data.token)).body.data;
    expect(me).toMatchObject({
      email: null,
      countryCode: '855',
      language: 'km_KH',
      roles: [],
      hasPassword: false,
      gender: null,
      degree: null,
      deleteAt: null,
    });
    expect(me.nickname).toMatch(/^ACSC\d{8}$/);
    expect(me.phone).toBe(`+855 ${phone.slice(4, 6)}****${phone.slice(-3)}`);
    expect(me.userId).toMatch(/^\d+$/);
    expect(new Date(me.createdAt).getTime()).toBe(clock.now().getTime());
  });

  it('registered by email: a password, no phone, the language of the request, asked to bind a phone', async () => {
    const caller = newCaller('en_US');
    const { token } = await emailMember(app, caller);
    const me = (await info(token)).body.data;
    expect(me).toMatchObject({ phone: null, countryCode: null, language: 'en_US', hasPassword: true });
    expect(me.nickname).toMatch(/^ACSC\d{8}$/);
  });
});

describe('member/v1/info reads the stored member as the contract says', () => {
  it('keeps known genders, degrees and roles and drops what the contract does not know; a bad language reads as zh_CN', async () => {
    const { token } = await phoneMember(app);
    const id = await idOf(token);
    const db = app.ctx.database.db;
    await db
      .update(members)
      .set({ gender: 'female', degree: 'master', roles: ['editor', 'wizard'], language: 'fr_FR' })
      .where(eq(members.id, id));
    expect((await info(token)).body.data).toMatchObject({
      gender: 'female',
      degree: 'master',
      roles: ['editor'],
      language: 'zh_CN',
    });
    await db.update(members).set({ gender: 'robot', degree: 'wizardry' }).where(eq(members.id, id));
    expect((await info(token)).body.data).toMatchObject({ gender: null, degree: null });
  });

  it('shows a scheduled deletion as an ISO instant', async () => {
    const { token } = await phoneMember(app);
    const when = new Date('2031-04-01T00:00:00.000Z');
    await app.ctx.database.db
      .update(members)
      .set({ deleteAt: when })
      .where(eq(members.id, await idOf(token)));
    expect((await info(token)).body.data.deleteAt).toBe(when.toISOString());
  });
});

describe('binding and signing in again', () => {
  it('binding the address the member already has is a harmless success and changes nothing', async () => {
    const { token, email } = await emailMember(app);
    clock.advance(61);
    const res = await call(app, '/client/setting/v1/phoneEmail/bind', {
      token,
      body: { address: email, uniqueMark: await markFor(email) },
    });
    expect(res.body.code).toBe(0);
    expect((await info(token)).body.data.email).toBe(email);
  });

  it('a phone member with an email bound is not asked to bind one at the next sign-in', async () => {
    const caller = newCaller();
    const { token, phone } = await phoneMember(app, caller);
    const email = uniqueEmail('bound');
    expect(
      (
        await call(app, '/client/setting/v1/phoneEmail/bind', {
          token,
          body: { address: email, uniqueMark: await markFor(email) },
        })
      ).body.code,
    ).toBe(0);
    clock.advance(61);
    const again = await loginCaptcha(caller, phone, await sendAndRead(app, caller, phone));
    expect(again.body.data).toMatchObject({ needShowBindEmail: 0, needShowBindPhone: 0 });
    expect(await idOf(again.body.data.token)).toBe(await idOf(token));
  });

  it('a disabled member is refused at the phone sign-in and at the password sign-in, and given no token', async () => {
    const caller = newCaller('en_US');
    const { token, phone } = await phoneMember(app, caller);
    const { token: emailToken, email, password } = await emailMember(app, caller);
    const db = app.ctx.database.db;
    await db
      .update(members)
      .set({ status: 'disabled' })
      .where(eq(members.id, await idOf(token)));
    await db
      .update(members)
      .set({ status: 'disabled' })
      .where(eq(members.id, await idOf(emailToken)));
    clock.advance(61);
    const byPhone = await loginCaptcha(caller, phone, await sendAndRead(app, caller, phone));
    const byPassword = await loginPwd(caller, email, password);
    for (const res of [byPhone, byPassword]) {
      expect(res.body.code).not.toBe(0);
      expect(res.body.msg).toMatch(/disabled|suspended/i);
      expect(res.body.data).toBeNull();
    }
  });

  it('the throttle names the minutes left in its window, rounded up', async () => {
    const caller = newCaller('en_US');
    const { email } = await emailMember(app, caller);
    const wrong = '0'.repeat(32);
    // Move to 90 s into a fresh window, so the minutes left are known: (window - 90 s) rounded up to minutes.
    const W = LIMITS.loginFailureWindowSeconds;
    const t = clock.now().getTime() / 1000;
    clock.advance(Math.ceil(t / W) * W - t + 90);
    let last = await loginPwd(caller, email, wrong);
    for (let i = 0; i < LIMITS.loginFailuresPerAccount; i++) last = await loginPwd(caller, email, wrong);
    expect(last.body.msg).toBe(`Too many failed logins. Please try again in ${Math.ceil((W - 90) / 60)} minutes.`);
  });
});

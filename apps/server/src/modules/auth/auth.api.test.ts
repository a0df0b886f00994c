import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { members, sessions } from '../../db/schema/index.js';
import { sha256Hex } from '../../platform/tokens.js';
import { requireRole } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';
import {
  emailMember,
  md5,
  newCaller,
  phoneMember,
  sendAndRead,
  uniqueEmail,
  uniquePhone,
  type Caller,
} from './auth.testkit.js';

const { app, clock, info, loginPwd, loginCaptcha } = await useTestApp({ clock: true });
beforeAll(async () => {
  // A stand-in staff call, registered before the app is ready, to exercise requireRole as later modules will.
  app.post('/prod-api/test/editor-only', { onRequest: requireRole('editor', 'admin') }, async (request) =>
    ok(request, { id: request.member!.id }),
  );
});

const register = (
  caller: Caller,
  address: string,
  captcha: string,
  newPassword: string,
  confirmPassword = newPassword,
) =>
  call(app, '/client/member/v1/register/captcha', {
    ...caller,
    body: { address, captcha, newPassword, confirmPassword },
  });
const bind = (token: string, address: string, uniqueMark: string, lang?: string) =>
  call(app, '/client/setting/v1/phoneEmail/bind', { token, lang, body: { address, uniqueMark } });
async function markFor(address: string, caller = newCaller()) {
  const captcha = await sendAndRead(app, caller, address, 0);
  const res = await call(app, '/client/captcha/v1/check', { ...caller, body: { address, captcha, type: 0 } });
  expect(res.body.code).toBe(0);
  return res.body.data.uniqueMark as string;
}

describe('member/v1/login/captcha', () => {
  it('creates the member on first sign-in, keeps the device with the session, asks to bind an email', async () => {
    const caller = newCaller('km_KH');
    const phone = uniquePhone();
    const captcha = await sendAndRead(app, caller, phone);
    const res = await loginCaptcha(caller, phone, captcha);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      needShowBindEmail: 1,
      needShowBindPhone: 0,
    });

    const me = await info(res.body.data.token);
    expect(me.body.data).toMatchObject({
      phone: expect.stringMatching(/^\+855 12\*{4}\d{3}$/),
      email: null,
      countryCode: '855',
      language: 'km_KH',
      roles: [],
    });
    expect(me.body.data.userId).toMatch(/^\d+$/);
    expect(me.body.data.nickname).toMatch(/^ACSC\d{8}$/);

    const [session] = await app.ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(res.body.data.token)));
    expect(session).toMatchObject({
      deviceId: caller.headers['device-id'],
      osName: 'PC',
      osVersion: 'Chrome',
      platform: 'Web',
      ip: caller.ip,
    });
    expect(session.expiresAt.getTime() - clock.now().getTime()).toBe(LIMITS.tokenTtlSeconds * 1000);
  });

  it('signs the same member in again with a new code, and the code works only once', async () => {
    const caller = newCaller('en_US');
    const { token, phone } = await phoneMember(app, caller);
    const first = (await info(token)).body.data.userId;
    clock.advance(61);
    const captcha = await sendAndRead(app, caller, phone);
    const again = await loginCaptcha(caller, phone, captcha);
    expect((await info(again.body.data.token)).body.data.userId).toBe(first);
    const replay = await loginCaptcha(caller, phone, captcha);
    expect(replay.body).toMatchObject({
      code: 2011,
      msg: 'The verification code has expired. Please request a new one.',
    });
  });

  it('refuses an email address, a wrong code and an expired code', async () => {
    const caller = newCaller('en_US');
    expect((await loginCaptcha(caller, uniqueEmail(), '123456')).body.code).toBe(2002);
    const phone = uniquePhone();
    const captcha = await sendAndRead(app, caller, phone);
    const wrong = await loginCaptcha(caller, phone, captcha === '999999' ? '000000' : '999999');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 2010, msg: 'The verification code is wrong.' });
    clock.advance(LIMITS.codeTtlSeconds);
    expect((await loginCaptcha(caller, phone, captcha)).body.code).toBe(2011);
    expect((await loginCaptcha(caller, phone, '')).body.code).toBe(2018);
  });
});

describe('member/v1/register/captcha', () => {
  it('registers an email member and asks to bind a phone', async () => {
    const caller = newCaller('en_US');
    const email = uniqueEmail();
    const captcha = await sendAndRead(app, caller, email);
    const password = md5('Hello2025abc');
    const res = await register(caller, email.toUpperCase(), captcha, password);
    expect(res.body).toEqual({
      code: 0,
      msg: 'Success',
      data: { token: expect.any(String), needShowBindEmail: 0, needShowBindPhone: 1 },
    });
    const me = await info(res.body.data.token);
    expect(me.body.data).toMatchObject({ email, phone: null, language: 'en_US' });
    const [row] = await app.ctx.database.db.select().from(members).where(eq(members.email, email));
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(password);
  });

  it('refuses passwords that differ and common passwords before spending the code', async () => {
    const caller = newCaller('en_US');
    const email = uniqueEmail();
    const captcha = await sendAndRead(app, caller, email);
    const differ = await register(caller, email, captcha, md5('Hello2025abc'), md5('Hello2025abd'));
    expect(differ.body).toMatchObject({ code: 2023, msg: 'The passwords are inconsistent. Please re-enter.' });
    for (const common of ['123456', 'password', 'qwerty123', '111111']) {
      const res = await register(caller, email, captcha, md5(common));
      expect(res.body, common).toMatchObject({
        code: 2024,
        msg: 'This password is too common. Please choose another.',
      });
    }
    const km = await register({ ...caller, lang: 'km_KH' }, email, captcha, md5('password'));
    expect(km.body.msg).toBe('ពាក្យសម្ងាត់នេះងាយទាយពេក សូមជ្រើសរើសពាក្យផ្សេង');
    expect((await register(caller, email, captcha, md5('Hello2025abc'))).body.code).toBe(0);
  });

  it('refuses a taken email (case-insensitively) and leaves nothing half-written', async () => {
    const { email } = await emailMember(app);
    clock.advance(61);
    const caller = newCaller('en_US');
    const captcha = await sendAndRead(app, caller, email);
    const res = await register(caller, email.toUpperCase(), captcha, md5('Another2025x'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 2022, msg: 'This email is already registered. Please log in.' });
    const rows = await app.ctx.database.db.select().from(members).where(eq(members.email, email));
    expect(rows).toHaveLength(1);
  });

  it('refuses a wrong code, a phone address, a malformed password and a missing code', async () => {
    const caller = newCaller('en_US');
    const email = uniqueEmail();
    const captcha = await sendAndRead(app, caller, email);
    expect(
      (await register(caller, email, captcha === '000000' ? '111111' : '000000', md5('Hello2025abc'))).body.code,
    ).toBe(2010);
    expect((await register(caller, uniquePhone(), captcha, md5('Hello2025abc'))).body.code).toBe(2003);
    const bad = await register(caller, email, captcha, 'not-an-md5');
    expect(bad.body).toMatchObject({ code: 2027, msg: 'The password must be 6 to 30 letters or digits.' });
    expect((await register(caller, email, '', md5('Hello2025abc'))).body.code).toBe(2018);
    const rows = await app.ctx.database.db.select().from(members).where(eq(members.email, email));
    expect(rows).toHaveLength(0);
  });
});

describe('member/v1/login/pwd', () => {
  it('signs an email member in and asks to bind a phone until there is one', async () => {
    const { email, password } = await emailMember(app);
    const res = await loginPwd(newCaller(), email.toUpperCase(), password);
    expect(res.body.data).toEqual({ token: expect.any(String), needShowBindEmail: 0, needShowBindPhone: 1 });
  });

  it('gives the same answer for a wrong password, an unknown email and a phone-only member', async () => {
    const caller = newCaller('en_US');
    const { email } = await emailMember(app);
    const wrong = await loginPwd(caller, email, md5('nope12345'));
    const unknown = await loginPwd(caller, uniqueEmail(), md5('nope12345'));
    expect(wrong.body).toEqual({ code: 2020, msg: 'The email or password is wrong.', data: null });
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.status).toBe(wrong.status);

    // A phone member who bound an email has no password yet.
    const { token } = await phoneMember(app);
    const bound = uniqueEmail();
    expect((await bind(token, bound, await markFor(bound))).body.code).toBe(0);
    expect((await loginPwd(caller, bound, md5('anything1'))).body).toEqual(wrong.body);
    expect((await loginPwd(caller, 'not-an-email', md5('anything1'))).body.code).toBe(2003);
  });

  it('throttles wrong passwords per account and network, lifts after the window, and a success resets the count', async () => {
    const { email, password } = await emailMember(app);
    const network = newCaller('en_US');
    for (let i = 0; i < LIMITS.loginFailuresPerAccount; i++) {
      expect((await loginPwd(network, email, md5(`wrong${i}x`))).body.code).toBe(2020);
    }
    // That network waits, even with the right password; it is told when to come back.
    const throttled = await loginPwd(network, email, password);
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe(2021);
    expect(throttled.body.msg).toMatch(/^Too many failed logins\. Please try again in \d+ minutes\.$/);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    const km = await loginPwd({ ...network, lang: 'km_KH' }, email, password);
    expect(km.body.msg).toMatch(/^ចូលមិនបានច្រើនដងពេក សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល \d+ នាទី$/);
    // The member on another network is not locked out.
    expect((await loginPwd(newCaller(), email, password)).body.code).toBe(0);

    clock.advance(LIMITS.loginFailureWindowSeconds);
    expect((await loginPwd(network, email, password)).body.code).toBe(0);

    for (let i = 0; i < LIMITS.loginFailuresPerAccount - 1; i++) await loginPwd(network, email, md5(`wrong${i}y`));
    expect((await loginPwd(network, email, password)).body.code).toBe(0);
    expect((await loginPwd(network, email, md5('wrong-again1'))).body.code).toBe(2020);
  });

  it('throttles wrong passwords per IP across accounts', async () => {
    const { email, password } = await emailMember(app);
    const attacker = newCaller('en_US');
    const guesses = Array.from({ length: LIMITS.loginFailuresPerIp }, () =>
      loginPwd(attacker, uniqueEmail(), md5('guess123')),
    );
    for (const res of await Promise.all(guesses)) expect(res.body.code).toBe(2020);
    expect((await loginPwd(attacker, email, password)).body.code).toBe(2021);
    expect((await loginPwd(newCaller(), email, password)).body.code).toBe(0);
    clock.advance(LIMITS.loginFailureWindowSeconds);
    expect((await loginPwd(attacker, email, password)).body.code).toBe(0);
  });
});

describe('setting/v1/phoneEmail/bind', () => {
  it('binds an email to a phone member, after which login no longer asks for it', async () => {
    const caller = newCaller('en_US');
    const { token, phone } = await phoneMember(app, caller);
    const email = uniqueEmail();
    const res = await bind(token, email, await markFor(email), 'en_US');
    expect(res.body).toEqual({ code: 0, msg: 'Success', data: null });
    expect((await info(token)).body.data.email).toBe(email);
    clock.advance(61);
    const captcha = await sendAndRead(app, caller, phone);
    expect((await loginCaptcha(caller, phone, captcha)).body.data.needShowBindEmail).toBe(0);
  });

  it('binds a phone to an email member, after which password login no longer asks for it', async () => {
    const { token, email, password } = await emailMember(app);
    const phone = uniquePhone();
    expect((await bind(token, phone.replace('+855', '+855 '), await markFor(phone))).body.code).toBe(0);
    expect((await info(token)).body.data).toMatchObject({
      countryCode: '855',
      phone: expect.stringMatching(/^\+855 /),
    });
    expect((await loginPwd(newCaller(), email, password)).body.data.needShowBindPhone).toBe(0);
  });

  it("refuses another member's address and leaves the mark usable", async () => {
    const other = await emailMember(app);
    const { token } = await phoneMember(app);
    clock.advance(61);
    const mark = await markFor(other.email);
    const res = await bind(token, other.email, mark, 'en_US');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 2025,
      msg: 'This phone number or email is already used by another account.',
    });
    expect((await info(token)).body.data.email).toBeNull();
    expect((await bind(other.token, other.email, mark)).body.code).toBe(0);
  });

  it('refuses a mark for another address, a made-up, spent or expired mark', async () => {
    const { token } = await phoneMember(app);
    const email = uniqueEmail();
    const otherEmail = uniqueEmail();
    const mark = await markFor(email);
    const forOther = await bind(token, otherEmail, mark, 'en_US');
    expect(forOther.body).toMatchObject({
      code: 2026,
      msg: 'The verification has expired. Please request a new code.',
    });
    expect((await bind(token, email, 'x'.repeat(43))).body.code).toBe(2026);
    expect((await bind(token, email, '')).body.code).toBe(2026);

    expect((await bind(token, email, mark)).body.code).toBe(0);
    const second = await phoneMember(app);
    expect((await bind(second.token, email, mark)).body.code).toBe(2026);

    const late = await markFor(otherEmail);
    clock.advance(LIMITS.uniqueMarkTtlSeconds + 1);
    expect((await bind(second.token, otherEmail, late)).body.code).toBe(2026);
  });

  it('refuses a second address of the same kind', async () => {
    const { token } = await emailMember(app);
    const email = uniqueEmail();
    const res = await bind(token, email, await markFor(email), 'en_US');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(2029);
  });
});

describe('sessions: member/v1/info, member/v1/logout and code 90', () => {
  it('answers 90 with HTTP 401 for a missing, malformed, unknown or expired token', async () => {
    const { token } = await phoneMember(app);
    const bad = [undefined, 'abc', 'x'.repeat(43), token + 'x'];
    for (const t of bad) {
      for (const path of ['/client/member/v1/info', '/client/member/v1/logout']) {
        const res = await call(app, path, { token: t, lang: 'en_US' });
        expect(res.status, `${path} ${t}`).toBe(401);
        expect(res.body).toEqual({ code: 90, msg: 'Your session has expired. Please log in again.', data: null });
      }
      expect((await bind(t as string, uniqueEmail(), 'y'.repeat(43))).body.code).toBe(90);
    }
    const raw = await app.inject({
      method: 'POST',
      url: '/prod-api/client/member/v1/info',
      headers: { authorization: `Basic ${token}` },
    });
    expect(raw.json().code).toBe(90);

    expect((await info(token)).body.code).toBe(0);
    clock.advance(LIMITS.tokenTtlSeconds);
    const expired = await info(token, 'km_KH');
    expect(expired.body).toMatchObject({ code: 90, msg: 'វគ្គចូលបានផុតកំណត់ សូមចូលម្តងទៀត' });
  });

  it('logout revokes only that token', async () => {
    const caller = newCaller();
    const { email, password } = await emailMember(app, caller);
    const other = (await loginPwd(newCaller(), email, password)).body.data.token;
    const token = (await loginPwd(caller, email, password)).body.data.token;
    const res = await call(app, '/client/member/v1/logout', { token, lang: 'en_US' });
    expect(res.body).toEqual({ code: 0, msg: 'Success', data: null });
    expect((await info(token)).body.code).toBe(90);
    expect((await call(app, '/client/member/v1/logout', { token })).body.code).toBe(90);
    expect((await bind(token, uniquePhone(), 'z'.repeat(43))).body.code).toBe(90);
    expect((await info(other)).body.code).toBe(0);
  });

  it('answers 90 once the member is disabled', async () => {
    const { token } = await phoneMember(app);
    const me = (await info(token)).body.data;
    await app.ctx.database.db
      .update(members)
      .set({ status: 'disabled' })
      .where(eq(members.id, Number(me.userId)));
    expect((await info(token)).body.code).toBe(90);
  });

  it('requireRole lets a member with one of the roles through and answers FORBIDDEN to others', async () => {
    const { token } = await phoneMember(app);
    const staff = (path: string) => call(app, path, { token, lang: 'en_US' });
    const denied = await staff('/test/editor-only');
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ code: 1003, msg: 'You are not allowed to do this.', data: null });
    expect((await call(app, '/test/editor-only', {})).body.code).toBe(90);
    const me = (await info(token)).body.data;
    await app.ctx.database.db
      .update(members)
      .set({ roles: ['editor'] })
      .where(eq(members.id, Number(me.userId)));
    expect((await staff('/test/editor-only')).body).toMatchObject({ code: 0, data: { id: Number(me.userId) } });
    expect((await info(token)).body.data.roles).toEqual(['editor']);
  });
});

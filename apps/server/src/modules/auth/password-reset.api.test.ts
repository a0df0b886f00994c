import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CODE_TYPES, NOTIFICATION_LIMITS } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { members } from '../../db/schema/index.js';
import { list } from '../notifications/notifications.testkit.js';
import {
  emailMember,
  md5,
  newCaller,
  outbox,
  phoneMember,
  send,
  sendAndRead,
  uniqueEmail,
  uniquePhone,
  type Caller,
} from './auth.testkit.js';

/**
 * A member who forgot the password gets back in (issue 28): a code to the email (or the bound phone),
 * captcha/v1/check with type 3 for a uniqueMark, member/v1/password/reset with the new password twice:
 * signed in, every other session ended, told in-app and by email. Nobody learns whether an address is
 * registered without holding its code.
 */
const { app, clock, info, loginPwd } = await useTestApp({ clock: true });

const RESET = CODE_TYPES.resetPassword;
const reset = (
  caller: Caller,
  body: { address: string; uniqueMark: string; newPassword: string; confirmPassword?: string },
) => call(app, API.passwordReset, { ...caller, body: { confirmPassword: body.newPassword, ...body } });

/** The uniqueMark for a reset: a type-3 code sent to the address and checked. */
async function resetMark(caller: Caller, address: string): Promise<string> {
  const captcha = await sendAndRead(app, caller, address, RESET);
  const res = await call(app, API.checkCode, { ...caller, body: { address, captcha, type: RESET } });
  expect(res.body.code).toBe(0);
  return res.body.data.uniqueMark;
}

describe('forgot password by email', () => {
  it('a code to the email, a new password: signed in, the old password and every old session are gone, the member is told', async () => {
    const caller = newCaller('km_KH');
    const member = await emailMember(app, caller);
    const laptop = (await loginPwd(newCaller(), member.email, member.password)).body.data.token as string;
    clock.advance(61);

    expect((await send(app, caller, member.email, RESET)).body.code).toBe(0);
    const [message] = await outbox(app);
    expect(message).toMatchObject({ address: member.email, channel: 'email', purpose: 'reset' });
    expect(message.text).toContain('កំណត់ពាក្យសម្ងាត់');
    expect(message.text).toContain(message.code);
    const uniqueMark = (
      await call(app, API.checkCode, { ...caller, body: { address: member.email, captcha: message.code, type: RESET } })
    ).body.data.uniqueMark;

    const next = md5('Forgotten2031');
    const res = await reset(caller, { address: member.email.toUpperCase(), uniqueMark, newPassword: next });
    expect(res.body).toEqual({
      code: 0,
      msg: expect.any(String),
      data: { token: expect.any(String), needShowBindEmail: 0, needShowBindPhone: 1 },
    });
    expect((await info(res.body.data.token)).body.code).toBe(0);
    // Every session from before answers code 90: the registration's and the laptop's.
    expect((await info(member.token)).body.code).toBe(90);
    expect((await info(laptop)).body.code).toBe(90);
    expect((await loginPwd(newCaller(), member.email, member.password)).body.code).toBe(2020);
    expect((await loginPwd(newCaller(), member.email, next)).body.code).toBe(0);

    // Told in-app and by email, in the member's language.
    const notices = (await list(app, res.body.data.token, {}, 'en_US')).body.data.list;
    expect(notices.map((n: { type: string }) => n.type)).toContain('account.passwordChanged');
    // (The laptop's new-device notice went out first; this one follows in the digest after the window.)
    await app.ctx.jobs.drain();
    clock.advance(NOTIFICATION_LIMITS.digestWindowSeconds + 1);
    await app.ctx.jobs.drain();
    const mails = (await outbox(app)).filter((e) => e.address === member.email && e.purpose === 'notification');
    expect(mails.map((m) => m.text).join('\n')).toContain('ពាក្យសម្ងាត់គណនីរបស់អ្នកទើបតែត្រូវបានប្តូរ');

    // The mark was spent: it resets nothing again.
    expect((await reset(caller, { address: member.email, uniqueMark, newPassword: md5('Again2031x') })).body.code).toBe(
      2026,
    );
  });

  it('answers the same for a registered and an unregistered address until the code is proven', async () => {
    const caller = newCaller('en_US');
    const { email } = await emailMember(app, caller);
    const stranger = uniqueEmail('nobody');
    clock.advance(61);
    const sent = await send(app, caller, email, RESET);
    const sentNobody = await send(app, caller, stranger, RESET);
    expect(sentNobody.body).toEqual(sent.body);
    expect(sentNobody.status).toBe(sent.status);
    // A made-up mark: the same refusal for both.
    const made = md5('made-up');
    const a = await reset(caller, { address: email, uniqueMark: 'made-up-mark', newPassword: made });
    const b = await reset(caller, { address: stranger, uniqueMark: 'made-up-mark', newPassword: made });
    expect(a.body).toEqual({ code: 2026, msg: 'The verification has expired. Please request a new code.', data: null });
    expect(b.body).toEqual(a.body);
    // Holding the code of an address with no account: told so, and the mark stays usable.
    const captcha = (await outbox(app)).find((e) => e.address === stranger)!.code!;
    const uniqueMark = (
      await call(app, API.checkCode, { ...caller, body: { address: stranger, captcha, type: RESET } })
    ).body.data.uniqueMark;
    const none = await reset(caller, { address: stranger, uniqueMark, newPassword: made });
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({
      code: 2033,
      msg: 'No account uses this phone number or email. Please register first.',
    });
  });

  it('refuses passwords that differ or are common, leaving the password and the mark as they were', async () => {
    const caller = newCaller('en_US');
    const member = await emailMember(app, caller);
    clock.advance(61);
    const uniqueMark = await resetMark(caller, member.email);
    expect(
      (
        await reset(caller, {
          address: member.email,
          uniqueMark,
          newPassword: md5('OneThing42'),
          confirmPassword: md5('Another42'),
        })
      ).body.code,
    ).toBe(2023);
    expect((await reset(caller, { address: member.email, uniqueMark, newPassword: md5('123456') })).body.code).toBe(
      2024,
    );
    expect((await reset(caller, { address: member.email, uniqueMark, newPassword: 'not-md5' })).body.code).toBe(2027);
    expect((await info(member.token)).body.code).toBe(0);
    expect((await loginPwd(newCaller(), member.email, member.password)).body.code).toBe(0);
    expect(
      (await reset(caller, { address: member.email, uniqueMark, newPassword: md5('Finally2031') })).body.code,
    ).toBe(0);
  });

  it('a reset code signs nobody in by phone code, and a login code is no reset mark', async () => {
    const caller = newCaller();
    const phone = uniquePhone();
    const captcha = await sendAndRead(app, caller, phone, RESET);
    expect((await call(app, API.loginCaptcha, { ...caller, body: { address: phone, captcha } })).body.code).toBe(2010);
    const member = await emailMember(app, caller);
    clock.advance(61);
    const login = await sendAndRead(app, caller, member.email, CODE_TYPES.login);
    expect(
      (await call(app, API.checkCode, { ...caller, body: { address: member.email, captcha: login, type: RESET } })).body
        .code,
    ).toBe(2010);
  });

  it('a disabled member is not let back in', async () => {
    const caller = newCaller('en_US');
    const member = await emailMember(app, caller);
    await app.ctx.database.db.update(members).set({ status: 'disabled' }).where(eq(members.email, member.email));
    clock.advance(61);
    const res = await reset(caller, {
      address: member.email,
      uniqueMark: await resetMark(caller, member.email),
      newPassword: md5('Disabled2031'),
    });
    expect(res.body).toMatchObject({ code: 2028, data: null });
  });
});

describe('forgot password by phone', () => {
  it('a member with a bound phone resets with a text message code', async () => {
    const caller = newCaller('en_US');
    const { token, phone } = await phoneMember(app, caller);
    const email = uniqueEmail('phone-reset');
    const id = Number((await info(token)).body.data.userId);
    // A phone member who bound an email signs in with a password once one is set.
    await app.ctx.database.db.update(members).set({ email }).where(eq(members.id, id));
    clock.advance(61);
    const res = await reset(caller, {
      address: phone,
      uniqueMark: await resetMark(caller, phone),
      newPassword: md5('ByPhone2031'),
    });
    expect(res.body.data).toMatchObject({ needShowBindEmail: 0, needShowBindPhone: 0 });
    expect((await info(token)).body.code).toBe(90);
    expect((await loginPwd(newCaller(), email, md5('ByPhone2031'))).body.code).toBe(0);
  });

  it('a phone-only member is told a password needs an email, and keeps signing in by code', async () => {
    const caller = newCaller('en_US');
    const { token, phone } = await phoneMember(app, caller);
    clock.advance(61);
    const res = await reset(caller, {
      address: phone,
      uniqueMark: await resetMark(caller, phone),
      newPassword: md5('NoEmail2031'),
    });
    expect(res.body).toMatchObject({
      code: 5021,
      msg: 'Bind an email first: the password is used to sign in with your email.',
    });
    expect((await info(token)).body.code).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { API } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import {
  emailMember,
  md5,
  newCaller,
  outbox,
  phoneMember,
  sendAndRead,
  uniqueEmail,
  uniquePhone,
  type Caller,
} from '../auth/auth.testkit.js';
import { list } from '../notifications/notifications.testkit.js';

/** A first password for a phone member, and changing the bound phone or email (issue 10 §1). */

const { app, clock, signUp } = await useTestApp({ clock: true });

const info = async (token: string) => (await call(app, API.memberInfo, { token })).body.data;
const BIND = 0;

describe('first password', () => {
  const set = (token: string, newPassword: string, confirmPassword = newPassword, lang = 'en_US') =>
    call(app, API.passwordSet, { token, lang, body: { newPassword, confirmPassword } });

  it('lets a phone member with an email set one; the email and it then sign in; a second set is refused', async () => {
    const member = await signUp('en_US', { email: true });
    expect((await info(member.token)).hasPassword).toBe(false);
    const password = md5('FirstPass2031');
    expect((await set(member.token, password, md5('Other2031'))).body.code).toBe(2023);
    expect((await set(member.token, md5('123456'))).body).toMatchObject({
      code: 2024,
      msg: 'This password is too common. Please choose another.',
    });
    expect((await set(member.token, 'not-an-md5')).body.code).toBe(2027);
    expect((await set(member.token, password)).body).toMatchObject({ code: 0 });
    expect((await info(member.token)).hasPassword).toBe(true);
    const login = await call(app, API.loginPwd, { ...newCaller(), body: { address: member.email, password } });
    expect(login.body.code).toBe(0);
    const again = await set(member.token, md5('Another2031'), md5('Another2031'), 'zh_CN');
    expect(again).toMatchObject({ status: 409, body: { code: 5020, msg: '您的账号已设置密码，请使用“修改密码”' } });
    const notices = (await list(app, member.token, {}, 'en_US')).body.data.list;
    expect(notices.map((n: { type: string }) => n.type)).toContain('account.passwordChanged');
  });

  it('refuses a member without an email, one who has a password, and a visitor', async () => {
    const phoneOnly = await signUp('km_KH');
    const res = await set(phoneOnly.token, md5('FirstPass2031'), md5('FirstPass2031'), 'km_KH');
    expect(res.body).toMatchObject({ code: 5021, msg: 'សូមភ្ជាប់អ៊ីមែលជាមុនសិន៖ ពាក្យសម្ងាត់ប្រើសម្រាប់ចូលដោយអ៊ីមែល' });
    const withPassword = await emailMember(app, newCaller());
    expect((await set(withPassword.token, md5('FirstPass2031'))).body.code).toBe(5020);
    // The old password still signs in.
    expect(
      (
        await call(app, API.loginPwd, {
          ...newCaller(),
          body: { address: withPassword.email, password: withPassword.password },
        })
      ).body.code,
    ).toBe(0);
    expect(
      (await call(app, API.passwordSet, { body: { newPassword: md5('x1y2z3w4'), confirmPassword: md5('x1y2z3w4') } }))
        .body.code,
    ).toBe(90);
  });
});

/** captcha/v1/send then captcha/v1/check of the member's current address: the uniqueMark proving it. */
async function proveCurrent(caller: Caller, address: string): Promise<string> {
  const captcha = await sendAndRead(app, caller, address, BIND);
  const res = await call(app, API.checkCode, { ...caller, body: { address, captcha, type: BIND } });
  expect(res.body.code).toBe(0);
  return res.body.data.uniqueMark;
}

describe('changing the bound email or phone', () => {
  const change = (token: string, body: object, lang = 'en_US') => call(app, API.addressChange, { token, lang, body });

  it('changes the email after checking the current one; the new email signs in, the old does not; the member is told in their language', async () => {
    const caller = newCaller('km_KH');
    const member = await emailMember(app, caller);
    await call(app, API.profileUpdate, { token: member.token, body: { nickname: 'Dara', language: 'km_KH' } });
    clock.advance(61);
    const uniqueMark = await proveCurrent(caller, member.email);
    const next = uniqueEmail('moved');
    clock.advance(61);
    const captcha = await sendAndRead(app, caller, next, BIND);
    expect(
      (await change(member.token, { uniqueMark, address: next, captcha: '000000' === captcha ? '111111' : '000000' }))
        .body.code,
    ).toBe(2010);
    expect((await change(member.token, { uniqueMark, address: next, captcha })).body).toMatchObject({ code: 0 });
    expect((await info(member.token)).email).toBe(next);
    const login = (address: string) =>
      call(app, API.loginPwd, { ...newCaller(), body: { address, password: member.password } });
    expect((await login(next)).body.code).toBe(0);
    expect((await login(member.email)).body.code).toBe(2020);
    const notice = (await list(app, member.token)).body.data.list.find(
      (n: { type: string }) => n.type === 'account.addressChanged',
    );
    expect(notice.title).toBe('អ៊ីមែលរបស់អ្នកត្រូវបានប្តូរ');
    expect(notice.body).toContain(next);
    // The replaced email is told too, in the member's language, and is sent nothing else.
    await app.ctx.jobs.drain();
    const toOld = (await outbox(app)).filter((e) => e.address === member.email && e.purpose === 'address-changed');
    expect(toOld).toHaveLength(1);
    expect(toOld[0]).toMatchObject({ channel: 'email', code: null });
    expect(toOld[0].text).toContain(`អ៊ីមែលដែលភ្ជាប់ជាមួយគណនីរបស់អ្នកត្រូវបានប្តូរទៅ ${next}`);
    // The code and the uniqueMark are spent.
    expect((await change(member.token, { uniqueMark, address: next, captcha })).body.code).toBe(2011);
    const third = uniqueEmail('third');
    const thirdCode = await sendAndRead(app, caller, third, BIND);
    expect((await change(member.token, { uniqueMark, address: third, captcha: thirdCode })).body.code).toBe(5022);
  });

  it('changes the phone, proven by the bound email when the old phone is lost; the notice masks the number', async () => {
    const member = await signUp('en_US', { email: true });
    const caller = newCaller('en_US');
    const uniqueMark = await proveCurrent(caller, member.email!);
    const next = uniquePhone();
    const captcha = await sendAndRead(app, caller, next, BIND);
    expect((await change(member.token, { uniqueMark, address: next, captcha })).body).toMatchObject({ code: 0 });
    const me = await info(member.token);
    expect(me.phone).toMatch(/^\+855 \d\d\*\*\*\*\d{3}$/);
    // The new phone signs in to the same account; the old one makes a new account.
    const login = async (phone: string) => {
      clock.advance(61);
      const c = newCaller();
      const code = await sendAndRead(app, c, phone);
      return (await call(app, API.loginCaptcha, { ...c, body: { address: phone, captcha: code } })).body.data
        .token as string;
    };
    expect((await info(await login(next))).userId).toBe(me.userId);
    expect((await info(await login(member.phone))).userId).not.toBe(me.userId);
    const notice = (await list(app, member.token, {}, 'en_US')).body.data.list.find(
      (n: { type: string }) => n.type === 'account.addressChanged',
    );
    expect(notice.title).toBe('Your phone number was changed');
    expect(notice.body).toContain(me.phone);
    expect(notice.body).not.toContain(next);
    // The replaced phone gets a text message with the masked new number, not the number itself.
    await app.ctx.jobs.drain();
    const toOld = (await outbox(app)).filter((e) => e.address === member.phone && e.purpose === 'address-changed');
    expect(toOld).toHaveLength(1);
    expect(toOld[0].channel).toBe('sms');
    expect(toOld[0].text).toBe(
      `The phone number of your account is now ${me.phone}. If this was not you, contact us now.`,
    );
  });

  it("refuses an address another account uses, in the reader's language, and changes nothing", async () => {
    clock.advance(61);
    const caller = newCaller('zh_CN');
    const member = await emailMember(app, caller);
    const other = await emailMember(app, newCaller());
    clock.advance(61);
    const uniqueMark = await proveCurrent(caller, member.email);
    const captcha = await sendAndRead(app, caller, other.email, BIND);
    const res = await change(member.token, { uniqueMark, address: other.email, captcha }, 'zh_CN');
    expect(res).toMatchObject({ status: 409, body: { code: 2025, msg: '该号码或邮箱已被其他账号绑定' } });
    expect((await info(member.token)).email).toBe(member.email);
    expect((await info(other.token)).email).toBe(other.email);
  });

  it("needs a proof of an address the member has now: not the new address's, not another member's", async () => {
    clock.advance(61);
    const caller = newCaller('en_US');
    const member = await emailMember(app, caller);
    const otherCaller = newCaller();
    const other = await emailMember(app, otherCaller);
    const next = uniqueEmail('next');
    // Checking the new address itself proves nothing about the account.
    const ownNew = await proveCurrent(caller, next);
    clock.advance(61);
    const captcha = await sendAndRead(app, caller, next, BIND);
    const res = await change(member.token, { uniqueMark: ownNew, address: next, captcha });
    clock.advance(61);
    expect(res.body).toMatchObject({
      code: 5022,
      msg: 'Verify the phone number or email your account uses now first.',
    });
    const othersMark = await proveCurrent(otherCaller, other.email);
    expect((await change(member.token, { uniqueMark: othersMark, address: next, captcha })).body.code).toBe(5022);
    expect((await change(member.token, { uniqueMark: '', address: next, captcha })).body.code).toBe(5022);
    // The refused attempts did not spend the code: a real proof then succeeds with it.
    clock.advance(61);
    const mine = await proveCurrent(caller, member.email);
    expect((await change(member.token, { uniqueMark: mine, address: next, captcha })).body.code).toBe(0);
    expect((await info(other.token)).email).toBe(other.email);
  });

  it('refuses bad input with the named problem, and a visitor with code 90', async () => {
    const { token } = await phoneMember(app, newCaller());
    expect((await change(token, { uniqueMark: 'x', address: 'someone@@example', captcha: '123456' })).body.code).toBe(
      2003,
    );
    expect((await change(token, { uniqueMark: 'x', address: '12', captcha: '123456' })).body.code).toBe(2002);
    expect((await change(token, { uniqueMark: 'x', address: '', captcha: '123456' })).body.code).toBe(2004);
    expect((await change(token, { uniqueMark: 'x', address: uniqueEmail(), captcha: '' })).body.code).toBe(2018);
    expect((await change(token, { uniqueMark: 'x', address: uniqueEmail(), captcha: '123456' })).body.code).toBe(2010);
    const visitor = await call(app, API.addressChange, {
      body: { uniqueMark: 'x', address: uniqueEmail(), captcha: '123456' },
    });
    expect(visitor).toMatchObject({ status: 401, body: { code: 90 } });
  });
});

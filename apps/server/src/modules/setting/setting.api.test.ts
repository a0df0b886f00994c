import { describe, expect, it } from 'vitest';
import { API, WRITE_LIMITS } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { emailMember, md5, newCaller, sendAndRead } from '../auth/auth.testkit.js';
import { list, signInFromNewDevice } from '../notifications/notifications.testkit.js';

/** Personal settings as a member uses them: profile, password, devices (issue 10 §1). */

const { app, clock, info, signUp } = await useTestApp({ clock: true });

const profile = {
  nickname: 'Sokha Chan',
  gender: 'female',
  school: 'Peking University',
  major: 'Economics',
  degree: 'master',
  city: '北京',
  province: 'Siem Reap',
  bio: 'ខ្ញុំជានិស្សិត\n在北京学习',
  language: 'km_KH',
};

describe('profile', () => {
  it('saves every field, member/v1/info returns them, and the language is the one notifications use', async () => {
    const member = await signUp('zh_CN');
    const res = await call(app, API.profileUpdate, { token: member.token, body: profile });
    expect(res.body).toMatchObject({ code: 0 });
    const me = (await info(member.token)).body.data;
    expect(me).toMatchObject({ ...profile, hasPassword: false });
    // Empty optional fields clear what was there.
    await call(app, API.profileUpdate, {
      token: member.token,
      body: { nickname: 'Sokha', school: '', bio: null, language: 'en_US' },
    });
    expect((await info(member.token)).body.data).toMatchObject({
      nickname: 'Sokha',
      school: null,
      bio: null,
      gender: null,
      degree: null,
      language: 'en_US',
    });
    // A notification made now is read (without a Language header) in the member's new language.
    clock.advance(61);
    await signInFromNewDevice(app, member);
    const notice = await call(app, API.notificationList, { method: 'GET', token: member.token });
    expect(notice.body.data.list[0].title).toBe('Your account was signed in on a new device');
  });

  it('refuses what the form refuses, naming the problem', async () => {
    const member = await signUp('en_US');
    const bad = async (body: object) => {
      const res = await call(app, API.profileUpdate, {
        token: member.token,
        lang: 'en_US',
        body: { ...profile, ...body },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      return res.body;
    };
    expect((await bad({ nickname: 'A' })).msg).toContain('nickname');
    await bad({ nickname: 'x'.repeat(21) });
    await bad({ bio: 'b'.repeat(201) });
    await bad({ gender: 'robot' });
    await bad({ degree: 'kindergarten' });
    await bad({ language: 'fr_FR' });
    expect((await bad({ nickname: 'So\u0000kha' })).code).toBe(1002);
    expect((await info(member.token)).body.data.nickname).not.toBe('So\u0000kha');
  });
});

describe('password', () => {
  it('changes with the old one, then only the new one signs in; the member is told', async () => {
    const caller = newCaller('en_US');
    const member = await emailMember(app, caller);
    const next = md5('NewPassword42');
    const change = (body: object) =>
      call(app, API.passwordUpdate, {
        token: member.token,
        lang: 'en_US',
        body: { oldPassword: member.password, newPassword: next, confirmPassword: next, ...body },
      });

    const wrong = await change({ oldPassword: md5('not-it-1') });
    expect(wrong.body).toMatchObject({ code: 5005, msg: 'The current password is wrong.' });
    expect((await change({ confirmPassword: md5('Other4242') })).body.code).toBe(2023);
    const common = md5('123456');
    expect((await change({ newPassword: common, confirmPassword: common })).body.code).toBe(2024);
    expect((await change({ newPassword: 'plain-text' })).body.code).toBe(2027);

    expect((await change({})).body).toMatchObject({ code: 0 });
    const login = (password: string) =>
      call(app, API.loginPwd, { ...caller, body: { address: member.email, password } });
    expect((await login(member.password)).body.code).toBe(2020);
    expect((await login(next)).body.code).toBe(0);
    // The current session stays signed in.
    expect((await info(member.token)).body.code).toBe(0);
    const notices = (await list(app, member.token, {}, 'en_US')).body.data.list;
    expect(notices.map((n: { type: string }) => n.type)).toContain('account.passwordChanged');
  });

  it('signs the other devices out by default (issue 28), and keeps them when the member unticks it', async () => {
    const caller = newCaller('en_US');
    const member = await emailMember(app, caller);
    const signIn = async (password: string) =>
      (await call(app, API.loginPwd, { ...newCaller(), body: { address: member.email, password } })).body.data
        .token as string;
    const phone = await signIn(member.password);
    const first = md5('SignOutOthers1');
    expect(
      (
        await call(app, API.passwordUpdate, {
          token: member.token,
          body: { oldPassword: member.password, newPassword: first, confirmPassword: first },
        })
      ).body.code,
    ).toBe(0);
    expect((await info(phone)).body.code).toBe(90);
    expect((await info(member.token)).body.code).toBe(0);

    const tablet = await signIn(first);
    const second = md5('KeepOthers2');
    const kept = await call(app, API.passwordUpdate, {
      token: member.token,
      body: { oldPassword: first, newPassword: second, confirmPassword: second, signOutOthers: false },
    });
    expect(kept.body.code).toBe(0);
    expect((await info(tablet)).body.code).toBe(0);
  });

  it('a member without a password (phone sign-up) is told so', async () => {
    const member = await signUp('en_US');
    const p = md5('Whatever42');
    const res = await call(app, API.passwordUpdate, {
      token: member.token,
      body: { oldPassword: p, newPassword: p, confirmPassword: p },
    });
    expect(res.body.code).toBe(5006);
  });
});

describe('signed-in devices', () => {
  it('names a device from the browser’s own description: an iPhone is Safari on iPhone/iOS, not "PC · Web" (issue 27)', async () => {
    const member = await signUp('en_US');
    clock.advance(61);
    const iphone = newCaller();
    iphone.headers = {
      ...iphone.headers,
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'os-name': 'PC',
      'os-version': 'Safari',
      platform: 'Web',
    } as typeof iphone.headers;
    const captcha = await sendAndRead(app, iphone, member.phone);
    expect((await call(app, API.loginCaptcha, { ...iphone, body: { address: member.phone, captcha } })).body.code).toBe(
      0,
    );
    const sessions = (await call(app, API.sessionList, { method: 'GET', token: member.token })).body.data.list;
    expect(sessions.find((s: { current: boolean }) => !s.current)).toMatchObject({
      osName: 'iOS',
      osVersion: 'Safari',
      platform: 'iPhone',
    });
    // The new-device notice names it the same way.
    const [notice] = (await list(app, member.token)).body.data.list;
    expect(notice.body).toContain('Safari · iPhone/iOS');
  });

  it('lists the devices with the current one marked; ending one signs it out at once', async () => {
    const member = await signUp('en_US');
    clock.advance(61);
    const phone = await signInFromNewDevice(app, member, { osVersion: 'Safari' });
    const sessions = (await call(app, API.sessionList, { method: 'GET', token: member.token })).body.data.list;
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s: { current: boolean }) => s.current);
    const other = sessions.find((s: { current: boolean }) => !s.current);
    expect(current).toMatchObject({ osName: 'PC', osVersion: 'Chrome', platform: 'Web' });
    expect(other).toMatchObject({ osName: 'PC', osVersion: 'Safari', platform: 'Web' });
    expect(Object.keys(other).sort()).toEqual([
      'createdAt',
      'current',
      'id',
      'lastSeenAt',
      'osName',
      'osVersion',
      'platform',
    ]);

    // Another member cannot end it, nor learn whether the id exists.
    const stranger = await signUp('en_US');
    const refused = await call(app, API.sessionRevoke, { token: stranger.token, body: { id: other.id } });
    expect(refused.status).toBe(404);
    expect((await info(phone.token)).body.code).toBe(0);

    const ended = await call(app, API.sessionRevoke, { token: member.token, body: { id: other.id } });
    expect(ended.body).toMatchObject({ code: 0, data: { revoked: 1 } });
    const after = await info(phone.token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(90);
    expect((await info(member.token)).body.code).toBe(0);
    // Ending it again: it is gone.
    expect((await call(app, API.sessionRevoke, { token: member.token, body: { id: other.id } })).status).toBe(404);
  });

  it('ends every other device and keeps this one', async () => {
    const member = await signUp('en_US');
    const others = [];
    for (let i = 0; i < 2; i++) {
      clock.advance(61);
      others.push(await signInFromNewDevice(app, member));
    }
    const res = await call(app, API.sessionRevoke, { token: member.token, body: { allOthers: true } });
    expect(res.body.data).toEqual({ revoked: 2 });
    for (const o of others) expect((await info(o.token)).body.code).toBe(90);
    expect((await call(app, API.sessionList, { method: 'GET', token: member.token })).body.data.list).toHaveLength(1);
  });

  it('refuses a body that is neither one id nor all others', async () => {
    const member = await signUp('en_US');
    for (const body of [{}, { id: 'abc' }, { allOthers: false }, { id: '1', allOthers: true }]) {
      expect((await call(app, API.sessionRevoke, { token: member.token, body })).status, JSON.stringify(body)).toBe(
        400,
      );
    }
  });
});

it('answers a visitor with code 90 on every settings call', async () => {
  const p = md5('Whatever42');
  const calls: [string, 'GET' | 'POST', unknown?][] = [
    [API.profileUpdate, 'POST', profile],
    [API.passwordUpdate, 'POST', { oldPassword: p, newPassword: p, confirmPassword: p }],
    [API.sessionList, 'GET'],
    [API.sessionRevoke, 'POST', { allOthers: true }],
  ];
  for (const [path, method, body] of calls) {
    const res = await call(app, path, { method, body });
    expect(res.status, path).toBe(401);
    expect(res.body.code, path).toBe(90);
  }
});

describe('write limits', () => {
  const { classes, windowSeconds } = WRITE_LIMITS;
  const update = (token: string, ip: string, lang = 'en_US') =>
    call(app, API.profileUpdate, { token, ip, lang, body: { nickname: 'Limit test', language: 'en_US' } });
  /** Starts at the beginning of a fresh window, so a test's writes never straddle two. */
  const freshWindow = () => clock.advance(windowSeconds - ((clock.now().getTime() / 1000) % windowSeconds) + 1);

  it('a new account gets fewer writes, a clear message in its language, and more when the window ends', async () => {
    const member = await signUp('km_KH');
    freshWindow();
    for (let i = 0; i < classes.write.perNewMember; i++)
      expect((await update(member.token, member.caller.ip)).body.code).toBe(0);
    const refused = await update(member.token, member.caller.ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(5004);
    expect(refused.body.msg).toMatch(
      /^New accounts can post less during their first day\. Please try again in \d+ minutes\.$/,
    );
    const km = await update(member.token, member.caller.ip, 'km_KH');
    expect(km.body.msg).toMatch(/^គណនីថ្មី/);
    // A refused write did not change anything, and a refused try does not push the limit further.
    freshWindow();
    expect((await update(member.token, member.caller.ip)).body.code).toBe(0);
  });

  it('an account older than a day gets the normal limit, per member and per IP', async () => {
    const members = [];
    for (let i = 0; i < 5; i++) members.push(await signUp('en_US'));
    clock.advance(WRITE_LIMITS.newAccountSeconds);
    freshWindow();
    const [first] = members;
    for (let i = 0; i < classes.write.perMember; i++)
      expect((await update(first.token, '10.250.0.1')).body.code).toBe(0);
    const refused = await update(first.token, '10.250.0.1');
    expect(refused.body).toMatchObject({ code: 5003 });
    expect(refused.body.msg).toMatch(/^You are doing this too often\. Please try again in \d+ minutes\.$/);

    // Many members behind one address: the address has its own limit.
    freshWindow();
    const ip = '10.250.0.2';
    let done = 0;
    for (const m of members)
      for (let i = 0; i < classes.write.perMember && done < classes.write.perIp; i++, done++)
        expect((await update(m.token, ip)).body.code).toBe(0);
    const last = members[members.length - 1];
    expect((await update(last.token, ip)).body.code).toBe(5003);
    // The same member from another address still may write.
    expect((await update(last.token, '10.250.0.3')).body.code).toBe(0);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API, NOTIFICATION_LIMITS } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { startMailServer } from '../../test/mail-server.js';
import { sendAndRead } from '../auth/auth.testkit.js';
import { NEW_SIGN_IN } from '../auth/notifications.js';
import { hashPassword } from '../auth/password.js';
import { members } from '../../db/schema/index.js';
import { list, signInFromNewDevice } from './notifications.testkit.js';

/** Notifications as a member sees them: in their language, their preferences, their emails (real SMTP). */

const smtp = await startMailServer();
afterAll(() => smtp.close());
const { app, clock, signUp } = await useTestApp({ clock: true, config: { smtpUrl: smtp.url } });

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A new code for the same phone may be sent a minute later. */
const nextCode = () => clock.advance(61);

describe('a new sign-in notification', () => {
  it("is rendered in the reader's language: Khmer for a Khmer member, whatever language the device used", async () => {
    const member = await signUp('km_KH');
    expect((await list(app, member.token)).body.data).toMatchObject({ list: [], total: 0, unread: 0 });
    nextCode();
    await signInFromNewDevice(app, member, { osVersion: 'Firefox' });

    const km = await list(app, member.token);
    expect(km.status).toBe(200);
    expect(km.headers['cache-control']).toBe('private, no-store');
    expect(km.body.data.total).toBe(1);
    expect(km.body.data.unread).toBe(1);
    const item = km.body.data.list[0];
    expect(item).toMatchObject({
      type: 'account.newSignIn',
      title: NEW_SIGN_IN.texts.km_KH.title,
      read: false,
      link: '/setting',
    });
    expect(item.body).toContain('Firefox · PC (');
    expect(item.body).toMatch(/^គណនីរបស់អ្នកទើបតែត្រូវបានចូល/);

    // The same stored notification read in another language is rendered in that one.
    const en = await list(app, member.token, {}, 'en_US');
    expect(en.body.data.list[0].title).toBe('Your account was signed in on a new device');
    const zh = await list(app, member.token, {}, 'zh_CN');
    expect(zh.body.data.list[0].title).toBe('您的账号在新设备上登录');
  });

  it('is not made for the sign-up itself nor for a device the member used before', async () => {
    const member = await signUp('en_US');
    nextCode();
    // The sign-up device again: no notice.
    const captcha = await sendAndRead(app, member.caller, member.phone);
    const again = await call(app, API.loginCaptcha, { ...member.caller, body: { address: member.phone, captcha } });
    expect(again.body.code).toBe(0);
    expect((await list(app, member.token)).body.data.total).toBe(0);
  });
});

describe('the advice of a new sign-in notification fits the member (issue 27)', () => {
  it('a member who signs in with codes only is told to sign that device out (and may set a password), not to change a password', async () => {
    const member = await signUp('en_US');
    nextCode();
    await signInFromNewDevice(app, member);
    const [item] = (await list(app, member.token)).body.data.list;
    expect(item.body).toContain(
      'If this was not you, sign out that device in Settings now. Your account has no password yet; you can set one there too.',
    );
    expect(item.body).not.toMatch(/change your password/i);
    const zh = (await list(app, member.token, {}, 'zh_CN')).body.data.list[0];
    expect(zh.body).toContain('请立即在“个人设置”中退出该设备');
    expect(zh.body).not.toContain('修改密码');
  });

  it('a member with a password is told to change it and sign that device out', async () => {
    const member = await signUp('en_US');
    await app.ctx.database.db
      .update(members)
      .set({ passwordHash: await hashPassword(md5('Acsc20261128pw')) })
      .where(eq(members.id, member.id));
    nextCode();
    await signInFromNewDevice(app, member);
    const [item] = (await list(app, member.token)).body.data.list;
    expect(item.body).toContain('If this was not you, change your password now and sign out that device in Settings.');
  });
});

describe('reading and marking', () => {
  it("counts unread, marks one and then all read, and refuses another member's notification", async () => {
    const member = await signUp('en_US');
    const other = await signUp('en_US');
    for (let i = 0; i < 3; i++) {
      nextCode();
      await signInFromNewDevice(app, member);
    }
    expect((await call(app, API.notificationUnread, { method: 'GET', token: member.token })).body.data).toEqual({
      unread: 3,
    });
    const page = await list(app, member.token, { pageNum: 1, pageSize: 2 });
    expect(page.body.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 2, unread: 3 });
    expect(page.body.data.list).toHaveLength(2);
    const [newest, second] = page.body.data.list;
    expect(newest.id).toBeGreaterThan(second.id);

    const stranger = await call(app, API.notificationRead, { token: other.token, body: { id: newest.id } });
    expect(stranger.status).toBe(404);
    expect((await call(app, API.notificationUnread, { method: 'GET', token: member.token })).body.data).toEqual({
      unread: 3,
    });

    const read = await call(app, API.notificationRead, { token: member.token, body: { id: newest.id } });
    expect(read.body).toMatchObject({ code: 0, data: { unread: 2 } });
    // Reading it again changes nothing.
    expect((await call(app, API.notificationRead, { token: member.token, body: { id: newest.id } })).body.data).toEqual(
      { unread: 2 },
    );
    expect(
      (await list(app, member.token, { unread: 'true' })).body.data.list.map((n: { id: number }) => n.id),
    ).not.toContain(newest.id);

    const all = await call(app, API.notificationReadAll, { token: member.token });
    expect(all.body).toMatchObject({ code: 0, data: { unread: 0 } });
    expect((await list(app, member.token)).body.data.list.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('answers a visitor with code 90 on every member call', async () => {
    const calls: [string, 'GET' | 'POST', unknown?][] = [
      [API.notificationList, 'GET'],
      [API.notificationUnread, 'GET'],
      [API.notificationRead, 'POST', { id: 1 }],
      [API.notificationReadAll, 'POST'],
      [API.notificationPreferences, 'GET'],
      [API.notificationPreferenceUpdate, 'POST', { type: 'account.newSignIn', channel: 'off' }],
    ];
    for (const [path, method, body] of calls) {
      const res = await call(app, path, { method, body });
      expect(res.status, path).toBe(401);
      expect(res.body.code, path).toBe(90);
    }
  });

  it('refuses bad input with a 400 and a message', async () => {
    const member = await signUp('en_US');
    expect((await call(app, API.notificationRead, { token: member.token, body: { id: 'abc' } })).status).toBe(400);
    expect((await call(app, API.notificationRead, { token: member.token, body: {} })).status).toBe(400);
    expect((await list(app, member.token, { pageSize: NOTIFICATION_LIMITS.pageSizeMax + 1 })).status).toBe(400);
    const unknown = await call(app, API.notificationPreferenceUpdate, {
      token: member.token,
      lang: 'en_US',
      body: { type: 'account.nope', channel: 'off' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('There is no such kind of notification.');
    expect(
      (
        await call(app, API.notificationPreferenceUpdate, {
          token: member.token,
          body: { type: 'account.newSignIn', channel: 'sms' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('preferences and email', () => {
  it("lists every type with its label in the reader's language and the default channel", async () => {
    const member = await signUp('km_KH');
    const res = await call(app, API.notificationPreferences, { method: 'GET', token: member.token });
    const types = res.body.data.list.map((p: { type: string }) => p.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'account.newSignIn',
        'account.passwordChanged',
        'account.addressChanged',
        'account.deletionScheduled',
      ]),
    );
    expect(res.body.data.list.find((p: { type: string }) => p.type === 'account.newSignIn')).toEqual({
      type: 'account.newSignIn',
      group: 'account',
      label: 'ការចូលពីឧបករណ៍ថ្មី',
      channel: 'email',
      defaultChannel: 'email',
    });
  });

  it("off makes nothing; in_app makes a notification but no email; email sends one in the member's language", async () => {
    const member = await signUp('km_KH', { email: true });
    const set = (channel: string) =>
      call(app, API.notificationPreferenceUpdate, {
        token: member.token,
        body: { type: 'account.newSignIn', channel },
      });

    expect(
      (await set('off')).body.data.list.find((p: { type: string }) => p.type === 'account.newSignIn').channel,
    ).toBe('off');
    nextCode();
    await signInFromNewDevice(app, member);
    await app.ctx.jobs.drain();
    expect((await list(app, member.token)).body.data.total).toBe(0);
    expect(smtp.to(member.email!)).toHaveLength(0);

    await set('in_app');
    nextCode();
    await signInFromNewDevice(app, member);
    await app.ctx.jobs.drain();
    expect((await list(app, member.token)).body.data.total).toBe(1);
    expect(smtp.to(member.email!)).toHaveLength(0);

    await set('email');
    nextCode();
    await signInFromNewDevice(app, member, { osVersion: 'Safari' });
    // The email waits for the job runner, not for the request.
    await app.ctx.jobs.drain();
    expect((await list(app, member.token)).body.data.total).toBe(2);
    const mails = smtp.to(member.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(NEW_SIGN_IN.texts.km_KH.emailSubject);
    expect(mails[0].text).toContain('Safari · PC (');
    expect(mails[0].text).toContain('http://localhost:3000/setting');
  });

  it('gathers notifications that arrive within minutes into one digest instead of a flood', async () => {
    const member = await signUp('en_US', { email: true });
    nextCode();
    await signInFromNewDevice(app, member, { osVersion: 'Edge' });
    await app.ctx.jobs.drain();
    // The first goes out at once.
    expect(smtp.to(member.email!)).toHaveLength(1);

    for (const browser of ['Opera', 'Chromium', 'Vivaldi']) {
      nextCode();
      await signInFromNewDevice(app, member, { osVersion: browser });
      await app.ctx.jobs.drain();
    }
    // The next ones wait for the end of the digest window after that email.
    expect(smtp.to(member.email!)).toHaveLength(1);
    clock.advance(NOTIFICATION_LIMITS.digestWindowSeconds);
    await app.ctx.jobs.drain();
    const mails = smtp.to(member.email!);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('You have 3 new notifications');
    for (const browser of ['Opera', 'Chromium', 'Vivaldi']) expect(mails[1].text).toContain(`${browser} · PC (`);
    await app.ctx.jobs.drain();
    expect(smtp.to(member.email!)).toHaveLength(2);
  });

  it('sends no email to a member without an address, and keeps the notification', async () => {
    const member = await signUp('zh_CN');
    nextCode();
    await signInFromNewDevice(app, member);
    await app.ctx.jobs.drain();
    expect((await list(app, member.token)).body.data.total).toBe(1);
  });
});

describe('public caches', () => {
  it('stay untouched by notification writes: the public read keeps its ETag', async () => {
    const read = () => call(app, API.newsChannels, { method: 'GET' });
    const before = await read();
    expect(before.headers.etag).toBeTruthy();
    const member = await signUp('en_US', { email: true });
    nextCode();
    await signInFromNewDevice(app, member);
    await app.ctx.jobs.drain();
    const first = (await list(app, member.token)).body.data.list[0];
    await call(app, API.notificationRead, { token: member.token, body: { id: first.id } });
    await call(app, API.notificationReadAll, { token: member.token });
    await call(app, API.notificationPreferenceUpdate, {
      token: member.token,
      body: { type: 'account.newSignIn', channel: 'in_app' },
    });
    expect((await read()).headers.etag).toBe(before.headers.etag);
  });
});

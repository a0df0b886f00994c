import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API, ACCOUNT_DELETION_DAYS } from '@acsc/shared';
import sharp from 'sharp';
import { jobs, media, members, notifications, privateFiles, sessions } from '../../db/schema/index.js';
import { uploadTo } from '../../test/upload.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { latestCode } from '../auth/auth.testkit.js';
import { memberCard } from '../member/presenter.js';
import { list, signInFromNewDevice, type TestMember } from '../notifications/notifications.testkit.js';
import { canMessage, canSeeProfile } from './policy.js';
import { ERASE_JOB } from './deletion.js';

/** Privacy choices and deleting one's account, as a member and the site see them (issue 10 §1 "Privacy and data"). */

const { app, clock, info, signUp, signUpStaff } = await useTestApp({ clock: true });

const DAY = 86_400;

describe('privacy choices', () => {
  it('start at members-may-message, everyone-may-see, and are saved and returned in member info', async () => {
    const member = await signUp('en_US');
    expect((await info(member.token)).body.data.privacy).toEqual({ messages: 'members', profile: 'everyone' });
    const res = await call(app, API.privacyUpdate, {
      token: member.token,
      body: { messages: 'following', profile: 'members' },
    });
    expect(res.body).toMatchObject({ code: 0, data: { messages: 'following', profile: 'members' } });
    expect((await info(member.token)).body.data.privacy).toEqual({ messages: 'following', profile: 'members' });
  });

  it('refuses unknown or missing choices with a localized 400, and visitors with code 90', async () => {
    const member = await signUp('en_US');
    for (const body of [
      { messages: 'friends', profile: 'everyone' },
      { messages: 'everyone' },
      { messages: 'everyone', profile: 'members', extra: 1 },
      {},
    ]) {
      const res = await call(app, API.privacyUpdate, { token: member.token, lang: 'en_US', body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toMatch(/^Please check what you entered/);
    }
    const zh = await call(app, API.privacyUpdate, {
      token: member.token,
      lang: 'km_KH',
      body: { messages: 'x', profile: 'x' },
    });
    expect(zh.body.msg).toMatch(/^សូមពិនិត្យ/);
    expect((await info(member.token)).body.data.privacy).toEqual({ messages: 'members', profile: 'everyone' });
    const visitor = await call(app, API.privacyUpdate, { body: { messages: 'everyone', profile: 'everyone' } });
    expect(visitor).toMatchObject({ status: 401, body: { code: 90 } });
  });

  it('canMessage and canSeeProfile follow the choices; "following" lets only staff through for now', async () => {
    const owner = await signUp('zh_CN');
    const other = await signUp('zh_CN');
    const staff = await signUpStaff(['moderator']);
    const viewer = (m: { id: number }) => ({ id: m.id, roles: [] });
    const staffViewer = { id: staff.id, roles: ['moderator' as const] };
    const set = (messages: string, profile: string) =>
      call(app, API.privacyUpdate, { token: owner.token, body: { messages, profile } });
    const ctx = app.ctx;

    await set('everyone', 'everyone');
    expect(await canSeeProfile(ctx, null, owner.id)).toBe(true);
    expect(await canMessage(ctx, null, owner.id)).toBe(false); // a visitor cannot send anything
    expect(await canMessage(ctx, viewer(other), owner.id)).toBe(true);

    await set('members', 'members');
    expect(await canSeeProfile(ctx, null, owner.id)).toBe(false);
    expect(await canSeeProfile(ctx, viewer(other), owner.id)).toBe(true);
    expect(await canMessage(ctx, viewer(other), owner.id)).toBe(true);

    await set('following', 'following');
    expect(await canSeeProfile(ctx, viewer(other), owner.id)).toBe(false);
    expect(await canMessage(ctx, viewer(other), owner.id)).toBe(false);
    expect(await canSeeProfile(ctx, viewer(owner), owner.id)).toBe(true);
    expect(await canSeeProfile(ctx, staffViewer, owner.id)).toBe(true);
    expect(await canMessage(ctx, staffViewer, owner.id)).toBe(true);
    expect(await canMessage(ctx, viewer(owner), owner.id)).toBe(false);
    expect(await canSeeProfile(ctx, viewer(other), 999_999_999)).toBe(false);
  });
});

async function scheduleDeletion(member: TestMember) {
  clock.advance(61);
  const sent = await call(app, API.accountDeleteCode, {
    token: member.token,
    ...member.caller,
    body: { channel: 'phone' },
  });
  expect(sent.body).toMatchObject({ code: 0 });
  const captcha = await latestCode(app, member.phone);
  return call(app, API.accountDelete, { token: member.token, ...member.caller, body: { channel: 'phone', captcha } });
}

const memberRow = async (id: number) => (await app.ctx.database.db.select().from(members).where(eq(members.id, id)))[0];

describe('deleting the account', () => {
  it('needs a code sent to a bound address; without it nothing changes', async () => {
    const member = await signUp('en_US');
    const noEmail = await call(app, API.accountDeleteCode, {
      token: member.token,
      lang: 'en_US',
      body: { channel: 'email' },
    });
    expect(noEmail).toMatchObject({ status: 400, body: { code: 5101 } });
    expect(
      (
        await call(app, API.accountDelete, {
          token: member.token,
          lang: 'en_US',
          body: { channel: 'phone', captcha: '' },
        })
      ).body,
    ).toMatchObject({ code: 2018, msg: 'Type the verification code.' });
    clock.advance(61);
    await call(app, API.accountDeleteCode, { token: member.token, ...member.caller, body: { channel: 'phone' } });
    const real = await latestCode(app, member.phone);
    const wrong = real === '000000' ? '111111' : '000000';
    expect(
      (
        await call(app, API.accountDelete, {
          token: member.token,
          lang: 'en_US',
          body: { channel: 'phone', captcha: wrong },
        })
      ).body.code,
    ).toBe(2010);
    expect(
      (
        await call(app, API.accountDelete, {
          token: member.token,
          lang: 'en_US',
          body: { channel: 'sms', captcha: real },
        })
      ).status,
    ).toBe(400);
    expect((await info(member.token)).body.data).toMatchObject({ deleteAt: null });
    for (const path of [API.accountDeleteCode, API.accountDelete, API.accountCancelDelete]) {
      expect((await call(app, path, { body: { channel: 'phone', captcha: real } })).body.code, path).toBe(90);
    }
    expect((await call(app, API.accountCancelDelete, { token: member.token, lang: 'en_US' })).body).toMatchObject({
      code: 5103,
    });
  });

  it('signs every device out at once, tells the member, and can be cancelled after signing in again within the window', async () => {
    const member = await signUp('en_US');
    clock.advance(61);
    const second = await signInFromNewDevice(app, member);
    const res = await scheduleDeletion(member);
    expect(res.body).toMatchObject({ code: 0 });
    const deleteAt = new Date(res.body.data.deleteAt);
    expect(deleteAt.getTime() - clock.now().getTime()).toBe(ACCOUNT_DELETION_DAYS * DAY * 1000);
    expect((await info(member.token)).body.code).toBe(90);
    expect((await info(second.token)).body.code).toBe(90);

    // Thirteen days later the member signs in again: the account is there, with the date it will go.
    clock.advance(13 * DAY);
    const back = await signInFromNewDevice(app, member);
    const me = (await info(back.token, 'en_US')).body.data;
    expect(me.deleteAt).toBe(deleteAt.toISOString());
    const notices = (await list(app, back.token, {}, 'en_US')).body.data.list;
    expect(notices.find((n: { type: string }) => n.type === 'account.deletionScheduled')).toMatchObject({
      title: 'Your account will be deleted',
    });
    // Signing in alone does not cancel; asking to delete again says when it is due.
    clock.advance(61);
    expect(
      (await call(app, API.accountDeleteCode, { token: back.token, lang: 'en_US', body: { channel: 'phone' } })).body,
    ).toMatchObject({ code: 5102 });

    expect((await call(app, API.accountCancelDelete, { token: back.token })).body).toMatchObject({
      code: 0,
      data: { deleteAt: null },
    });
    expect((await info(back.token)).body.data.deleteAt).toBeNull();
    // The job queued for the old date runs and leaves the account as it is.
    clock.advance(2 * DAY);
    await app.ctx.jobs.drain();
    const row = await memberRow(member.id);
    expect(row).toMatchObject({ phone: member.phone, erasedAt: null, deleteAt: null, status: 'active' });
    expect((await info(back.token)).body.code).toBe(0);
  });

  it('after the window erases the personal data once, keeps the row as "deleted member", and frees the phone number', async () => {
    const member = await signUp('km_KH');
    await call(app, API.profileUpdate, {
      token: member.token,
      body: { nickname: 'Dara', school: 'Fudan', bio: 'my bio', language: 'km_KH' },
    });
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    const avatar = await uploadTo(app, API.memberImageUpload, member.token, 'me.png', photo, 'image/png');
    const proof = await uploadTo(app, API.privateFileUpload, member.token, 'proof.png', photo, 'image/png');
    expect([avatar.body.code, proof.body.code]).toEqual([0, 0]);
    await app.ctx.database.db
      .update(members)
      .set({ email: `erase.${member.id}@example.com`, avatar: avatar.body.data.url })
      .where(eq(members.id, member.id));
    expect((await scheduleDeletion(member)).body.code).toBe(0);

    clock.advance(ACCOUNT_DELETION_DAYS * DAY - 60);
    await app.ctx.jobs.drain();
    expect((await memberRow(member.id)).erasedAt).toBeNull();

    clock.advance(120);
    expect(await app.ctx.jobs.drain()).toBeGreaterThan(0);
    const erased = await memberRow(member.id);
    expect(erased).toMatchObject({
      phone: null,
      email: null,
      countryCode: null,
      passwordHash: null,
      nickname: '',
      avatar: null,
      school: null,
      bio: null,
      status: 'erased',
      roles: [],
    });
    expect(erased.erasedAt).not.toBeNull();
    const db = app.ctx.database.db;
    expect(await db.select().from(sessions).where(eq(sessions.memberId, member.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.memberId, member.id))).toEqual([]);
    // The avatar's files and the private files went with the account.
    expect(await db.select().from(media).where(eq(media.ownerId, member.id))).toEqual([]);
    expect((await app.inject({ method: 'GET', url: avatar.body.data.url })).statusCode).toBe(404);
    expect(await db.select().from(privateFiles).where(eq(privateFiles.ownerId, member.id))).toEqual([]);

    // What the member wrote shows its author as "deleted member", in the reader's language.
    expect(memberCard(erased, 'km_KH')).toEqual({
      id: String(member.id),
      nickname: 'សមាជិកដែលបានលុប',
      avatar: null,
      badges: [],
    });
    expect(memberCard(erased, 'zh_CN').nickname).toBe('已注销会员');
    expect(memberCard(erased, 'en_US').nickname).toBe('Deleted member');
    expect(await canSeeProfile(app.ctx, { id: 1, roles: [] }, member.id)).toBe(false);

    // Run again (a crash after the commit, a second send): nothing changes.
    const firstErasure = erased.erasedAt!.toISOString();
    clock.advance(60);
    await app.ctx.jobs.send(ERASE_JOB, { memberId: member.id });
    await app.ctx.jobs.drain();
    expect((await memberRow(member.id)).erasedAt!.toISOString()).toBe(firstErasure);
    const runs = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, ERASE_JOB), eq(jobs.state, 'done')));
    expect(runs.filter((j) => (j.data as { memberId: number }).memberId === member.id)).toHaveLength(2);

    // The phone number is free: signing in with it makes a new, empty account.
    clock.advance(61);
    const again = await signInFromNewDevice(app, member);
    const fresh = (await info(again.token)).body.data;
    expect(fresh.userId).not.toBe(String(member.id));
    expect(fresh).toMatchObject({ school: null, bio: null, deleteAt: null });
  });
});

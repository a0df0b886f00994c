import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ADMIN_SUPPORT_API as S, API, API_BASE, SUPPORT_API } from '@acsc/shared';
import { uploadTo } from '../../test/upload.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { SmtpSender } from '../../platform/delivery.js';
import { ALWAYS_OPEN, chat, newDevice, staffApi } from './support.testkit.js';
import { PURGE_VISITORS_JOB } from './jobs.js';

/** The staff's side of the support chat (issue 33): states, assignment, blocks, canned replies, office hours, numbers. */

// 2031-03-04T01:00Z is a Tuesday, 08:00 in Phnom Penh.
const { app, clock, signUp, signUpStaff } = await useTestApp({ clock: true });
const c = chat(app);
const agent = await signUpStaff(['support']);
const staff = staffApi(app, agent.token);

describe('support inbox', () => {
  it('lists by state, assigns, resolves, and a visitor writing again reopens the conversation', async () => {
    const visitor = { device: newDevice() };
    const conv = (await c.send(visitor, 'my question', '/news')).body.data.conversation;
    const list = await staff.get(S.conversations, { state: 'open' });
    const row = list.body.data.list.find((r: { id: string }) => r.id === conv.id);
    expect(row).toMatchObject({ page: '/news', language: 'en_US', unread: 1, member: null, assignee: null });
    expect(list.body.data.unread).toBeGreaterThanOrEqual(1);

    const colleague = await signUpStaff(['admin']);
    expect((await staff.post(S.assign, { assigneeId: colleague.id }, conv.id)).body.code).toBe(0);
    const plain = await signUp('en_US');
    expect((await staff.post(S.assign, { assigneeId: plain.id }, conv.id)).body.code).toBe(5585);
    const mine = await staffApi(app, colleague.token).get(S.conversations, { state: 'open', mine: '1' });
    expect(mine.body.data.list.map((r: { id: string }) => r.id)).toEqual([conv.id]);

    clock.advance(90);
    await staff.reply(conv.id, 'Here is the answer.');
    clock.advance(30);
    expect((await staff.post(S.state, { state: 'resolved' }, conv.id)).body.code).toBe(0);
    expect((await staff.get(S.conversation, {}, conv.id)).body.data.state).toBe('resolved');
    expect((await c.send(visitor, 'one more thing')).body.data.conversation.state).toBe('open');
    expect((await staff.get(S.conversation, {}, conv.id)).body.data.state).toBe('open');

    // The numbers: one conversation today (two rounds), answered after 90 s, resolved after 120 s.
    const stats = (await staff.get(S.stats, { days: 7 })).body.data;
    expect(stats.perDay).toHaveLength(7);
    expect(stats.perDay[6].count).toBeGreaterThanOrEqual(2);
    expect(stats.firstResponse.median).toBe(90);
    expect(stats.resolution.median).toBe(120);

    // Snoozed until later, then open again once its time came.
    await staff.post(S.state, { state: 'snoozed', snoozeHours: 1 }, conv.id);
    expect((await staff.get(S.conversation, {}, conv.id)).body.data.state).toBe('snoozed');
    clock.advance(3601);
    await staff.get(S.conversations, { state: 'open' });
    expect((await staff.get(S.conversation, {}, conv.id)).body.data.state).toBe('open');
  });

  it('answers with an image the visitor sees in the chat, re-encoded and private; refuses what is not an image', async () => {
    const visitor = { device: newDevice() };
    const conv = (await c.send(visitor, 'what does the form look like?')).body.data.conversation;
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'agent camera' } } })
      .jpeg()
      .toBuffer();
    const path = S.replyImage.replace(':id', conv.id);
    const sent = await uploadTo(app, path, agent.token, 'form.jpg', photo, 'image/jpeg');
    expect(sent.body).toMatchObject({ code: 0, data: { author: 'staff', image: true, text: null, internal: false } });

    // The visitor's history holds it, and only the visitor's device reads its bytes: a JPEG without the EXIF.
    const history = (await c.list(visitor)).body.data.list as { id: string; image: boolean; author: string }[];
    expect(history.find((m) => m.id === sent.body.data.id)).toMatchObject({ image: true, author: 'staff' });
    const url = API_BASE + SUPPORT_API.image.replace(':id', sent.body.data.id);
    const read = await app.inject({ method: 'GET', url, headers: { 'device-id': visitor.device } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(read.rawPayload).metadata()).exif).toBeUndefined();
    const stranger = await app.inject({ method: 'GET', url, headers: { 'device-id': newDevice() } });
    expect(stranger.statusCode).toBe(404);

    // Not an image: refused in the agent's language, no message written.
    const before = (await c.list(visitor)).body.data.list.length;
    const fake = await uploadTo(
      app,
      path,
      agent.token,
      'x.jpg',
      Buffer.from('%PDF-1.4 no image'),
      'image/jpeg',
      'km_KH',
    );
    expect(fake.body).toMatchObject({ code: 4002, msg: expect.stringMatching(/[\u1780-\u17FF]/) });
    expect((await c.list(visitor)).body.data.list).toHaveLength(before);
    // An unknown conversation.
    const none = await uploadTo(
      app,
      S.replyImage.replace(':id', '999999'),
      agent.token,
      'form.jpg',
      photo,
      'image/jpeg',
    );
    expect(none.body.code).toBe(5581);
  });

  it('blocks a visitor: their device is refused, in their language', async () => {
    const visitor = { device: newDevice(), lang: 'km_KH', ip: '10.7.0.1' };
    const conv = (await c.send(visitor, 'spam')).body.data.conversation;
    await staff.post(S.block, { blocked: true }, conv.id);
    const refused = await c.send(visitor, 'more spam');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 5582, msg: 'អ្នកមិនអាចផ្ញើសារនៅទីនេះបានទៀតទេ' });
    expect((await c.send({ device: newDevice(), ip: '10.7.0.1' }, 'same address')).body.code).toBe(5582);
    await staff.post(S.block, { blocked: false }, conv.id);
    expect((await c.send(visitor, 'sorry')).body.code).toBe(0);
  });

  it('keeps canned replies in the three languages', async () => {
    const saved = await staff.post(S.cannedSave, {
      title: 'Hours',
      text: {
        zh_CN: '我们周一至周五 8 点上班。',
        km_KH: 'យើងធ្វើការពីថ្ងៃច័ន្ទដល់ថ្ងៃសុក្រ។',
        en_US: 'We work Monday to Friday.',
      },
    });
    expect(saved.body.code).toBe(0);
    const missing = await staff.post(S.cannedSave, { title: 'x', text: { zh_CN: 'a', km_KH: '', en_US: 'b' } });
    expect(missing.body.code).toBe(1001);
    expect((await staff.get(S.canned)).body.data.list).toEqual([saved.body.data]);
    expect((await staff.post(S.cannedDelete, { id: Number(saved.body.data.id) })).body.code).toBe(0);
    expect((await staff.post(S.cannedDelete, { id: Number(saved.body.data.id) })).body.code).toBe(1004);
  });

  it('refuses visitors, members and other staff roles', async () => {
    const editor = await signUpStaff(['editor']);
    const member = await signUp('en_US');
    expect((await call(app, S.conversations.replace(':id', '1'), { method: 'GET' })).body.code).toBe(90);
    expect((await staffApi(app, member.token).get(S.conversations)).status).toBe(403);
    expect((await staffApi(app, editor.token).reply(1, 'hi')).status).toBe(403);
    expect((await staff.reply(999999, 'hi')).body.code).toBe(5581);
  });
});

describe('office hours and nobody online', () => {
  it('tells when someone answers, and the answer reaches the visitor by email and the member in-app', async () => {
    // Closed today (Tuesday): opens Wednesday 08:00 Phnom Penh.
    const closedTuesday = { ...ALWAYS_OPEN, days: ALWAYS_OPEN.days.map((d, i) => (i === 2 ? null : d)) };
    expect((await staff.post(S.settingsSave, closedTuesday)).body.code).toBe(0);
    const bad = await staff.post(S.settingsSave, {
      ...ALWAYS_OPEN,
      days: ALWAYS_OPEN.days.map(() => ({ open: '17:00', close: '08:00' })),
    });
    expect(bad.body.code).toBe(5584);
    const visitor = { device: newDevice() };
    const away = (await c.current(visitor)).body.data.availability;
    expect(away).toMatchObject({ available: false, inHours: false, nextOpenAt: '2031-03-04T17:00:00.000Z' });

    const conv = (await c.send(visitor, 'anyone?')).body.data.conversation;
    expect(
      (await c.post('/client/support/v1/conversation/contact', visitor, { contact: 'not a contact' })).body.code,
    ).toBe(5583);
    await c.post('/client/support/v1/conversation/contact', visitor, { name: 'Dara', contact: 'dara@example.com' });
    // The answer leaves by a job queued with it (tried again if the mail server fails), in the visitor's language.
    await staff.reply(conv.id, 'We open tomorrow at 8.');
    await app.ctx.jobs.drain();
    const mail = app.ctx.delivery.outbox!.entries.filter((e) => e.address === 'dara@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('We open tomorrow at 8.');
    // A mail server that does not answer: the answer's call still succeeds, and the job tries again later.
    const outbox = app.ctx.delivery.email;
    app.ctx.delivery.email = new SmtpSender('smtp://127.0.0.1:9?ignoreTLS=true', 'support@example.com');
    expect((await staff.reply(conv.id, 'Are you still there?')).body.code).toBe(0);
    await app.ctx.jobs.drain();
    const retried = () => app.ctx.delivery.outbox!.entries.filter((e) => e.text.includes('Are you still there?'));
    expect(retried()).toHaveLength(0);
    app.ctx.delivery.email = outbox;
    clock.advance(600);
    await app.ctx.jobs.drain();
    expect(retried()).toHaveLength(1);

    const member = await signUp('en_US');
    const memberConv = (await c.send({ device: newDevice(), token: member.token }, 'hello?')).body.data.conversation;
    await staff.reply(memberConv.id, 'Answer for a member');
    const notes = await call(app, `${API.notificationList}?pageNum=1&pageSize=10`, {
      method: 'GET',
      token: member.token,
    });
    expect(JSON.stringify(notes.body.data)).toContain('Answer for a member');

    // Within hours and an agent's inbox open: someone answers now.
    await staff.post(S.settingsSave, ALWAYS_OPEN);
    expect((await c.current(visitor)).body.data.availability).toMatchObject({ inHours: true, agentsOnline: false });
    await staff.post(S.presence, {});
    expect((await c.current(visitor)).body.data.availability).toMatchObject({ available: true });
    clock.advance(180);
    expect((await c.current(visitor)).body.data.availability.agentsOnline).toBe(false);
  });

  it("forgets a visitor conversation 180 days after its last message, but not a member's, a blocked one or a recent one", async () => {
    const old = { device: newDevice() };
    const oldId = (await c.send(old, 'an old question')).body.data.conversation.id;
    const blocked = { device: newDevice(), ip: '10.7.0.9' };
    const blockedId = (await c.send(blocked, 'spam long ago')).body.data.conversation.id;
    await staff.post(S.block, { blocked: true }, blockedId);
    const member = await signUp('en_US');
    const mine = { device: newDevice(), token: member.token };
    const memberId = (await c.send(mine, 'a member asks')).body.data.conversation.id;
    clock.advance(170 * 86_400);
    const recent = { device: newDevice() };
    const recentId = (await c.send(recent, 'a newer question')).body.data.conversation.id;
    clock.advance(11 * 86_400);

    await app.ctx.jobs.send(PURGE_VISITORS_JOB, {});
    await app.ctx.jobs.drain();
    // Sessions ended meanwhile: the agent and the member sign in again.
    const later = staffApi(app, (await signUpStaff(['support'])).token);
    expect((await later.get(S.conversation, {}, oldId)).body.code).toBe(5581);
    expect((await c.current(old)).body.data.conversation).toBeNull();
    for (const id of [blockedId, memberId, recentId])
      expect((await later.get(S.conversation, {}, id)).body.code, id).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  ADMIN_SUPPORT_API as S,
  API,
  API_BASE,
  SUPPORT_API,
  SUPPORT_LIMITS,
  type LiveServerMessage,
} from '@acsc/shared';
import { useTestApp } from '../../test/kit.js';
import { isEvent, liveUrl, openSocket, type TestSocket } from '../../test/live-socket.js';
import { supportModule } from './routes.js';
import { chat, newDevice, staffApi } from './support.testkit.js';

/** The support chat (issue 33) as a visitor, a member and the staff see it, live over the socket. */

let url: string;
const sockets: TestSocket[] = [];
const { app, clock, signUp, signUpStaff } = await useTestApp({ clock: true });
const c = chat(app);
beforeAll(async () => {
  url = liveUrl(await app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
});

async function socket(token?: string) {
  const s = await openSocket(url);
  sockets.push(s);
  s.send({ t: 'hello', ...(token ? { token } : {}), lang: 'en_US' });
  await s.next((m) => m.t === 'ready');
  return s;
}
async function subscribe(s: TestSocket, channel: string) {
  s.send({ t: 'subscribe', channel });
  return s.next((m) => (m.t === 'subscribed' && m.channel === channel) || m.t === 'error');
}
const eventOf = (m: LiveServerMessage) => (m.t === 'event' ? m.event : null);

/** The image bytes of a tiny real PNG. */
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

async function upload(device: string, content: Buffer, token?: string) {
  const boundary = `----chat${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: API_BASE + SUPPORT_API.sendImage,
    headers: {
      'device-id': device,
      language: 'en_US',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('support chat, visitor side', () => {
  it('greets a visitor in their language, keeps the chat by device, and another device reads nothing', async () => {
    const visitor = { device: newDevice(), lang: 'km_KH' };
    const first = await c.current(visitor);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body.data.conversation).toBeNull();
    expect(first.body.data.greeting).toContain('សួស្តី');

    const sent = await c.send(visitor, 'ជំរាបសួរ ខ្ញុំមានសំណួរ', '/scholarship');
    expect(sent.body).toMatchObject({
      code: 0,
      data: { conversation: { state: 'open' }, message: { author: 'visitor', text: 'ជំរាបសួរ ខ្ញុំមានសំណួរ' } },
    });
    await c.send(visitor, 'second');
    // A reload reads the history back, oldest last on the page (newest first).
    expect(await c.texts(visitor)).toEqual(['ជំរាបសួរ ខ្ញុំមានសំណួរ', 'second']);
    expect((await c.current(visitor)).body.data.conversation.id).toBe(sent.body.data.conversation.id);

    // Another device: no conversation, an empty history, and none of the first one's images.
    const other = { device: newDevice() };
    expect((await c.current(other)).body.data.conversation).toBeNull();
    expect((await c.list(other)).body.data.list).toEqual([]);
    const img = await upload(visitor.device, await png());
    expect(img.body.code).toBe(0);
    const imageUrl = API_BASE + SUPPORT_API.image.replace(':id', img.body.data.message.id);
    const read = (device: string) => app.inject({ method: 'GET', url: imageUrl, headers: { 'device-id': device } });
    const mine = await read(visitor.device);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect((await sharp(mine.rawPayload).metadata()).width).toBe(8);
    // Another device has no conversation; one with its own conversation gets a not-found for this image.
    expect((await read(other.device)).json().code).toBe(5581);
    await c.send(other, 'my own chat');
    expect((await read(other.device)).statusCode).toBe(404);
  });

  it('refuses an empty, an over-long or a device-less message, and a file that is not an image, writing nothing', async () => {
    const visitor = { device: newDevice() };
    expect((await c.send(visitor, '   ')).body.code).toBe(1001);
    expect((await c.send(visitor, 'x'.repeat(SUPPORT_LIMITS.textMax + 1))).body.code).toBe(1001);
    const noDevice = await app.inject({
      method: 'POST',
      url: API_BASE + SUPPORT_API.send,
      headers: { language: 'zh_CN' },
      payload: { text: 'hi' },
    });
    expect(noDevice.json()).toMatchObject({ code: 5580, msg: '无法识别您的设备，请刷新页面后重试' });
    const fake = await upload(visitor.device, Buffer.from('%PDF-1.4 not an image at all'));
    expect(fake.body.code).toBe(4002);
    expect(fake.status).toBe(415);
    expect(fake.body.msg).toMatch(/not supported/);
    expect((await c.current(visitor)).body.data.conversation).toBeNull();
  });

  it('makes one conversation of two first messages sent at once', async () => {
    const visitor = { device: newDevice() };
    const [x, y] = await Promise.all([c.send(visitor, 'first'), c.send(visitor, 'also first')]);
    expect(x.body.code).toBe(0);
    expect(y.body.code).toBe(0);
    expect(x.body.data.conversation.id).toBe(y.body.data.conversation.id);
    expect((await c.texts(visitor)).sort()).toEqual(['also first', 'first']);
  });

  it('limits messages per device', async () => {
    const visitor = { device: newDevice(), ip: '10.9.0.1' };
    for (let i = 0; i < SUPPORT_LIMITS.perDevice; i++) expect((await c.send(visitor, `m${i}`)).body.code).toBe(0);
    const over = await c.send(visitor, 'one too many');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 5586 });
    expect(over.body.msg).toMatch(/Too many messages/);
    // Another device at another address still writes.
    expect((await c.send({ device: newDevice(), ip: '10.9.0.2' }, 'hello')).body.code).toBe(0);
    clock.advance(600);
    expect((await c.send(visitor, 'later')).body.code).toBe(0);
  });
});

describe('support chat, live with the staff', () => {
  it('a visitor and an agent talk live: typing, replies, read marks; notes stay with the staff', async () => {
    const agent = await signUpStaff(['support']);
    const staff = staffApi(app, agent.token);
    const agentSocket = await socket(agent.token);
    expect(await subscribe(agentSocket, 'supportstaff')).toMatchObject({ t: 'subscribed' });

    const visitor = { device: newDevice() };
    const sent = await c.send(visitor, 'is anyone there?');
    const conv = sent.body.data.conversation;
    const seen = await agentSocket.next(isEvent('supportMessage'));
    expect(eventOf(seen)).toMatchObject({ conversationId: conv.id, message: { text: 'is anyone there?' } });
    expect(eventOf(await agentSocket.next(isEvent('supportConversation')))).toMatchObject({ isNew: true });

    const visitorSocket = await socket();
    // A visitor may not listen to the staff, nor to a channel of no conversation.
    expect(await subscribe(visitorSocket, 'supportstaff')).toMatchObject({ t: 'error', code: 90 });
    expect(await subscribe(visitorSocket, 'support:00000000000000000000000000000000')).toMatchObject({
      t: 'error',
      code: 1003,
    });
    expect(await subscribe(visitorSocket, conv.channel)).toMatchObject({ t: 'subscribed' });

    await c.post(SUPPORT_API.typing, visitor);
    expect(eventOf(await agentSocket.next(isEvent('supportTyping')))).toMatchObject({ who: 'visitor' });
    // Typing again at once is not passed on: one mark per two seconds.
    await c.post(SUPPORT_API.typing, visitor);
    await new Promise((r) => setTimeout(r, 150));
    expect(agentSocket.messages.filter(isEvent('supportTyping'))).toHaveLength(1);
    clock.advance(3);
    await staff.post(S.typing, {}, conv.id);
    expect(eventOf(await visitorSocket.next(isEvent('supportTyping')))).toMatchObject({ who: 'staff' });
    // Over the socket, as today's pages send it: the visitor's typing reaches the staff, and an agent's (who
    // need not listen to the conversation's channel) the visitor; a channel one may not join is refused.
    clock.advance(3);
    visitorSocket.send({ t: 'typing', channel: conv.channel });
    expect(eventOf(await agentSocket.next(isEvent('supportTyping')))).toMatchObject({
      who: 'visitor',
      conversationId: conv.id,
    });
    agentSocket.send({ t: 'typing', channel: conv.channel });
    expect(eventOf(await visitorSocket.next(isEvent('supportTyping')))).toMatchObject({ who: 'staff' });
    const stranger = await socket();
    stranger.send({ t: 'typing', channel: 'support:00000000000000000000000000000000' });
    expect(await stranger.next((m) => m.t === 'error')).toMatchObject({ t: 'error', code: 1003 });

    await staff.reply(conv.id, 'internal: check their application', true);
    const answer = await staff.reply(conv.id, 'Yes, how can I help?');
    expect(answer.body.data).toMatchObject({ author: 'staff', internal: false });
    const heard = await visitorSocket.next(isEvent('supportMessage'));
    expect(eventOf(heard)).toMatchObject({ message: { text: 'Yes, how can I help?' } });
    // The note never reached the visitor's channel nor their history.
    expect(visitorSocket.messages.some((m) => JSON.stringify(m).includes('internal:'))).toBe(false);
    expect(await c.texts(visitor)).toEqual(['is anyone there?', 'Yes, how can I help?']);
    const staffView = await staff.get(S.messages, {}, conv.id);
    expect(staffView.body.data.list.map((m: { text: string }) => m.text)).toContain(
      'internal: check their application',
    );

    // The visitor's page showed the answer: the agent sees the read mark.
    expect((await c.post(SUPPORT_API.read, visitor, { upTo: Number(answer.body.data.id), read: true })).body.code).toBe(
      0,
    );
    expect(eventOf(await agentSocket.next(isEvent('supportRead')))).toMatchObject({
      side: 'visitor',
      readUpTo: answer.body.data.id,
    });
    // The agent read the visitor's message: the visitor sees the read mark.
    await staff.post(S.read, { upTo: Number(sent.body.data.message.id) }, conv.id);
    expect(eventOf(await visitorSocket.next(isEvent('supportRead')))).toMatchObject({ side: 'staff' });
    expect((await c.current(visitor)).body.data.conversation.staffReadUpTo).toBe(sent.body.data.message.id);
  });
});

describe('support chat, members', () => {
  it('attaches a visitor chat to the member who signs in, and the history follows them to another device', async () => {
    const device = newDevice();
    await c.send({ device }, 'before signing in');
    const member = await signUp('en_US');
    const signedIn = await c.current({ device, token: member.token });
    expect(signedIn.body.data.conversation).not.toBeNull();
    expect(await c.texts({ device, token: member.token })).toEqual(['before signing in']);
    // The device alone no longer reads it; the member on a new device does.
    expect((await c.current({ device })).body.data.conversation).toBeNull();
    await c.send({ device: newDevice(), token: member.token }, 'from my phone');
    expect(await c.texts({ device: newDevice(), token: member.token })).toEqual(['before signing in', 'from my phone']);
    // A second visitor chat on another device merges into the member's one.
    const laptop = newDevice();
    await c.send({ device: laptop }, 'from the laptop, signed out');
    expect(await c.texts({ device: laptop, token: member.token })).toEqual([
      'before signing in',
      'from my phone',
      'from the laptop, signed out',
    ]);
  });

  it("puts the member's chat in their data export, and erasure removes it", async () => {
    const member = await signUp('en_US');
    await c.send({ device: newDevice(), token: member.token }, 'for the export');
    const res = await app.inject({
      method: 'GET',
      url: API_BASE + API.dataExport,
      headers: { authorization: `Bearer ${member.token}` },
    });
    const data = res.json();
    expect(data.data.support.messages.map((m: { text: string }) => m.text)).toEqual(['for the export']);
    const cleanup = await app.ctx.database.db.transaction((tx) =>
      supportModule.eraseMemberData!(app.ctx, member.id, tx),
    );
    await cleanup?.();
    expect(await c.texts({ device: newDevice(), token: member.token })).toEqual([]);
  });
});

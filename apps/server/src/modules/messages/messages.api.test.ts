import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { memberBlocks, members } from '../../db/schema/index.js';
import { API, API_BASE, type LiveServerMessage, MESSAGES_API } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { isEvent, liveUrl, openSocket, type TestSocket } from '../../test/live-socket.js';
import { uploadTo } from '../../test/upload.js';
import { type TestMember } from '../notifications/notifications.testkit.js';

/** Private messages of the exchange (issue 11), as two members and a stranger see them. */

let url: string;
const sockets: TestSocket[] = [];
const P = MESSAGES_API;

const { app, clock, signUp } = await useTestApp({ clock: true });
beforeAll(async () => {
  url = liveUrl(await app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
});

const send = (from: TestMember | null, body: Record<string, unknown>, lang = 'en_US') =>
  call(app, P.send, { token: from?.token, lang, body });
const get = (path: string, who: TestMember | null, query: Record<string, string | number> = {}, lang = 'en_US') =>
  call(app, `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
    method: 'GET',
    token: who?.token,
    lang,
  });
const unread = async (who: TestMember) => (await get(P.unread, who)).body.data.unread as number;
const privacy = (who: TestMember, messages: string) =>
  call(app, API.privacyUpdate, { token: who.token, body: { messages, profile: 'everyone' } });

async function pair() {
  const a = await signUp('en_US');
  clock.advance(61);
  const b = await signUp('km_KH');
  clock.advance(61);
  return { a, b };
}

async function connect(who: TestMember) {
  const socket = await openSocket(url);
  sockets.push(socket);
  socket.send({ t: 'hello', token: who.token });
  await socket.next((m) => m.t === 'ready');
  return socket;
}

describe('private messages', () => {
  it('sends, lists conversations with the last message and unread counts, pages older messages and marks them read', async () => {
    const { a, b } = await pair();
    for (let i = 1; i <= 5; i++) {
      const res = await send(a, { to: b.id, text: `hello ${i}` });
      expect(res.body).toMatchObject({
        code: 0,
        data: { senderId: String(a.id), text: `hello ${i}`, image: false, hidden: false },
      });
      clock.advance(1);
    }
    await send(b, { to: a.id, text: 'សួស្តី' });
    expect(await unread(a)).toBe(1);
    expect(await unread(b)).toBe(0); // replying marks the conversation read up to the reply
    const list = await get(P.conversations, a, {}, 'en_US');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.list[0]).toMatchObject({
      other: { id: String(b.id), avatar: null, badges: [] },
      lastMessage: { text: 'សួស្តី' },
      unread: 1,
    });
    expect(list.body.data.list[0].other).not.toHaveProperty('phone');

    // Pages newest first, two by two, never repeating or skipping one.
    const texts: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof get>> = await get(P.list, a, {
        with: b.id,
        pageSize: 2,
        ...(cursor ? { cursor } : {}),
      });
      expect(page.body.code).toBe(0);
      texts.push(...page.body.data.list.map((m: { text: string }) => m.text));
      cursor = page.body.data.next;
    } while (cursor);
    expect(texts).toEqual(['សួស្តី', 'hello 5', 'hello 4', 'hello 3', 'hello 2', 'hello 1']);

    const read = await call(app, P.read, { token: a.token, body: { with: b.id } });
    expect(read.body).toMatchObject({ code: 0, data: { unread: 0 } });
    expect(await unread(a)).toBe(0);
    const bView = await get(P.list, b, { with: a.id });
    expect(bView.body.data).toMatchObject({ canSend: true, other: { id: String(a.id) } });
    expect(Number(bView.body.data.otherReadUpTo)).toBe(Number(bView.body.data.list[0].id));
    // Without a member named: the latest conversation; a member without any: none.
    expect((await get(P.list, b)).body.data).toMatchObject({ other: { id: String(a.id) }, canSend: true });
    const lonely = await signUp('en_US');
    expect((await get(P.list, lonely)).body.data).toEqual({
      other: null,
      canSend: false,
      otherReadUpTo: null,
      list: [],
      next: null,
    });
  });

  it('refuses visitors (code 90), empty or oversized messages, unknown members and oneself', async () => {
    const { a, b } = await pair();
    expect(await send(null, { to: b.id, text: 'hi' })).toMatchObject({ status: 401, body: { code: 90 } });
    expect((await get(P.conversations, null)).body.code).toBe(90);
    expect((await get(P.unread, null)).body.code).toBe(90);
    for (const body of [
      { to: b.id },
      { to: b.id, text: '' },
      { to: b.id, text: 'x'.repeat(2001) },
      { to: 'x', text: 'hi' },
      { to: b.id, text: 'hi', extra: 1 },
    ]) {
      const res = await send(a, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await send(a, { to: 999_999_999, text: 'hi' })).toMatchObject({ status: 404 });
    expect(await send(a, { to: a.id, text: 'hi' })).toMatchObject({ status: 404 });
    expect((await get(P.list, a, { with: 999_999_999 })).status).toBe(404);
    expect((await call(app, P.read, { token: a.token, body: { with: b.id } })).status).toBe(404); // no conversation yet
  });

  it("follows the recipient's privacy choice, with the message in the reader's language", async () => {
    const { a, b } = await pair();
    await privacy(b, 'following');
    const refused = await send(a, { to: b.id, text: 'hi' }, 'km_KH');
    expect(refused).toMatchObject({ status: 403, body: { code: 5300, msg: 'សមាជិកនេះមិនទទួលសារពីអ្នកទេ' } });
    expect((await get(P.list, a, { with: b.id })).body.data).toMatchObject({ canSend: false, list: [] });
    await privacy(b, 'members');
    expect((await send(a, { to: b.id, text: 'hi' })).body.code).toBe(0);
  });

  it('is refused between blocked members (either way) and to a suspended member, who sees until when', async () => {
    const { a, b } = await pair();
    await app.ctx.database.db.insert(memberBlocks).values({ blockerId: b.id, blockedId: a.id });
    expect(await send(a, { to: b.id, text: 'hi' })).toMatchObject({ status: 403, body: { code: 5209 } });
    expect(await send(b, { to: a.id, text: 'hi' })).toMatchObject({ status: 403, body: { code: 5209 } });
    expect((await get(P.list, a, { with: b.id })).body.data.canSend).toBe(false);
    await app.ctx.database.db.delete(memberBlocks).where(eq(memberBlocks.blockerId, b.id));
    expect((await send(a, { to: b.id, text: 'hi' })).body.code).toBe(0);

    const until = new Date(clock.now().getTime() + 3 * 86_400_000);
    await app.ctx.database.db.update(members).set({ suspendedUntil: until }).where(eq(members.id, a.id));
    const refused = await send(a, { to: b.id, text: 'again' });
    expect(refused).toMatchObject({ status: 403, body: { code: 5210 } });
    expect(refused.body.msg).toContain(until.toISOString());
    expect((await get(P.list, a, { with: b.id })).body.data.canSend).toBe(false);
    clock.advance(3 * 86_400 + 1);
    expect((await send(a, { to: b.id, text: 'back' })).body.code).toBe(0);
  });

  it("carries an image only the two members can read, and refuses another member's file", async () => {
    const { a, b } = await pair();
    const stranger = await signUp('en_US');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const up = await uploadTo(app, API.privateFileUpload, a.token, 'photo.png', png, 'image/png');
    const imageId = Number(up.body.data.id);
    expect((await send(stranger, { to: b.id, imageId })).body.code).toBe(5301);
    const sent = await send(a, { to: b.id, imageId });
    expect(sent.body.data).toMatchObject({ image: true, text: null });
    const path = API_BASE + P.image.replace(':id', sent.body.data.id);
    const read = (who: TestMember | null) =>
      app.inject({ method: 'GET', url: path, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
    const byB = await read(b);
    expect(byB.statusCode).toBe(200);
    expect(byB.headers['content-type']).toBe('image/png');
    expect(byB.headers['cache-control']).toBe('private, no-store');
    expect(byB.rawPayload.equals(png)).toBe(true);
    expect((await read(stranger)).statusCode).toBe(404);
    expect((await read(null)).statusCode).toBe(401);
  });

  it("reaches the recipient's open page live, and a page that was away catches up", async () => {
    const { a, b } = await pair();
    const page = await connect(b);
    await send(a, { to: b.id, text: 'live hello' });
    const pushed = (await page.next(isEvent('message'))) as Extract<LiveServerMessage, { t: 'event' }>;
    expect(pushed.event).toMatchObject({
      type: 'message',
      other: { id: String(a.id) },
      message: { text: 'live hello', senderId: String(a.id) },
      unread: 1,
    });
    const seq = pushed.seq!;
    await page.close();

    await send(a, { to: b.id, text: 'while away' });
    const again = await openSocket(url);
    sockets.push(again);
    again.send({ t: 'hello', token: b.token, after: seq });
    const replayed = (await again.next(isEvent('message'))) as Extract<LiveServerMessage, { t: 'event' }>;
    expect(replayed.event).toMatchObject({ message: { text: 'while away' }, unread: 2 });

    // Reading on one device updates the count on the other page, and the sender sees the read mark.
    const sender = await connect(a);
    await call(app, P.read, { token: b.token, body: { with: a.id } });
    expect((await again.next(isEvent('messageUnread'))) as unknown).toMatchObject({
      event: { type: 'messageUnread', unread: 0 },
    });
    expect((await sender.next(isEvent('messageRead'))) as unknown).toMatchObject({ event: { readerId: String(b.id) } });
  });

  it("are in the sender's data export", async () => {
    const { a, b } = await pair();
    await send(a, { to: b.id, text: 'for the export' });
    const res = await app.inject({
      method: 'GET',
      url: API_BASE + API.dataExport,
      headers: { authorization: `Bearer ${a.token}` },
    });
    const data = JSON.parse(res.body);
    expect(JSON.stringify(data)).toContain('for the export');
    // Under the key the export always had (the module's dataName), whatever the module is called now.
    expect(data.data.exchangeSocial.messages.sent.map((m: { text: string }) => m.text)).toEqual(['for the export']);
  });
});

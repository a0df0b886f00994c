import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, LIVE_CLOSE, LIVE_LIMITS, type LiveServerMessage } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { isEvent, liveUrl, openSocket, type TestSocket } from '../../test/live-socket.js';
import { signInFromNewDevice } from '../../modules/notifications/notifications.testkit.js';

/** The live socket on one server: sign-in, typed events in the reader's language, catch-up, limits. */

let url: string;
const sockets: TestSocket[] = [];

// A short heartbeat so the tests of dead sockets and ended sessions see one soon.
const { app, clock, signUp } = await useTestApp({ clock: true, build: { liveHeartbeatMs: 1500 } });
beforeAll(async () => {
  app.ctx.live.registerChannel('lobby', { visitors: true, allow: () => true });
  app.ctx.live.registerChannel('staffroom', {
    visitors: false,
    allow: (member) => Boolean(member?.roles.includes('admin')),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  url = liveUrl(address);
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
});

async function connect(hello: Record<string, unknown> = {}, opts: Parameters<typeof openSocket>[1] = {}) {
  const socket = await openSocket(url, opts);
  sockets.push(socket);
  socket.send({ t: 'hello', ...hello } as never);
  return socket;
}

const nextCode = () => clock.advance(61);

describe('live socket', () => {
  it("signs a member in by token and pushes a new notification in the connection's language, with the unread count", async () => {
    const member = await signUp('en_US');
    const socket = await connect({ token: member.token, lang: 'km_KH' });
    expect(await socket.next((m) => m.t === 'ready')).toEqual({ t: 'ready', member: true, seq: 0 });

    nextCode();
    await signInFromNewDevice(app, member, { osVersion: 'Firefox' });
    const pushed = (await socket.next(isEvent('notification'))) as Extract<LiveServerMessage, { t: 'event' }>;
    expect(pushed.seq).toBe(1);
    if (pushed.event.type !== 'notification') throw new Error('not a notification');
    expect(pushed.event.unread).toBe(1);
    expect(pushed.event.notification).toMatchObject({
      type: 'account.newSignIn',
      title: 'គណនីរបស់អ្នកត្រូវបានចូលពីឧបករណ៍ថ្មី',
      read: false,
    });
    expect(pushed.event.notification.body).toContain('Firefox · PC (');

    // Marking it read on another device updates this page's count.
    await call(app, API.notificationRead, { token: member.token, body: { id: pushed.event.notification.id } });
    expect(await socket.next(isEvent('unread'))).toEqual({
      t: 'event',
      seq: null,
      channel: null,
      event: { type: 'unread', unread: 0 },
    });
  });

  it('replays from the database what a page missed while it was away', async () => {
    const member = await signUp('en_US');
    const first = await connect({ token: member.token });
    const ready = await first.next((m) => m.t === 'ready');
    expect(ready).toMatchObject({ seq: 0 });
    nextCode();
    await signInFromNewDevice(app, member, { osVersion: 'Edge' });
    const seen = (await first.next(isEvent('notification'))) as Extract<LiveServerMessage, { t: 'event' }>;
    await first.close();

    for (const browser of ['Opera', 'Vivaldi']) {
      nextCode();
      await signInFromNewDevice(app, member, { osVersion: browser });
    }
    const back = await connect({ token: member.token, after: seen.seq });
    expect(await back.next((m) => m.t === 'ready')).toEqual({ t: 'ready', member: true, seq: 3 });
    const replayed = [await back.next(isEvent('notification')), await back.next(isEvent('notification'))] as Extract<
      LiveServerMessage,
      { t: 'event' }
    >[];
    expect(replayed.map((m) => m.seq)).toEqual([2, 3]);
    expect(replayed.map((m) => (m.event.type === 'notification' ? m.event.notification.body : ''))).toEqual([
      expect.stringContaining('Opera'),
      expect.stringContaining('Vivaldi'),
    ]);
    // Nothing older than `after` comes again.
    expect(back.messages.filter((m) => m.t === 'event')).toHaveLength(2);

    // A cursor from the future (another database, a reset) gets resync instead of silence.
    const odd = await connect({ token: member.token, after: 99 });
    expect(await odd.next((m) => m.t === 'resync')).toEqual({ t: 'resync', seq: 3 });
  });

  it('pushes stored events in order whether their signal carries them or is too small to (then they are read back)', async () => {
    const member = await signUp('en_US');
    const socket = await connect({ token: member.token });
    await socket.next((m) => m.t === 'ready');
    const db = app.ctx.database.db;
    // A small event rides in the signal; one past the signal's size (8 000 bytes) is read from the database.
    const big = 'ក'.repeat(4000);
    await app.ctx.live.emit(db, member.id, 'lobbyNote', { type: 'lobbyNote', text: 'small' });
    await app.ctx.live.emit(db, member.id, 'lobbyNote', { type: 'lobbyNote', text: big });
    await app.ctx.live.emitAll(db, [
      { memberId: member.id, type: 'lobbyNote', payload: { type: 'lobbyNote', text: 'last' } },
    ]);
    const seen: { seq: number | null; text: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const m = (await socket.next(isEvent('lobbyNote'))) as Extract<LiveServerMessage, { t: 'event' }>;
      seen.push({ seq: m.seq, text: (m.event as unknown as { text: string }).text });
    }
    expect(seen).toEqual([
      { seq: 1, text: 'small' },
      { seq: 2, text: big },
      { seq: 3, text: 'last' },
    ]);
  });

  it('reads the same-origin cookie when hello carries no token, and refuses it from another site', async () => {
    const member = await signUp('en_US');
    const host = new URL(url).host;
    const sameSite = await connect(
      {},
      { headers: { cookie: `access_token=${member.token}`, origin: `http://${host}` } },
    );
    expect(await sameSite.next((m) => m.t === 'ready')).toMatchObject({ member: true });
    const crossSite = await connect(
      {},
      { headers: { cookie: `access_token=${member.token}`, origin: 'https://evil.example' } },
    );
    expect(await crossSite.next((m) => m.t === 'ready')).toMatchObject({ member: false });
  });

  it('closes with code 4090 (session invalid) for a wrong token, and when the session ends', async () => {
    const wrong = await connect({ token: 'x'.repeat(43) });
    expect((await wrong.closed).code).toBe(LIVE_CLOSE.sessionInvalid);
    const malformed = await connect({ token: 'not a token' });
    expect((await malformed.closed).code).toBe(LIVE_CLOSE.sessionInvalid);

    const member = await signUp('en_US');
    const socket = await connect({ token: member.token });
    await socket.next((m) => m.t === 'ready');
    expect((await call(app, API.logout, { token: member.token })).body.code).toBe(0);
    expect((await socket.closed).code).toBe(LIVE_CLOSE.sessionInvalid);
  });

  it('lets a visitor in only to channels that allow visitors', async () => {
    const visitor = await connect();
    expect(await visitor.next((m) => m.t === 'ready')).toEqual({ t: 'ready', member: false, seq: 0 });
    visitor.send({ t: 'subscribe', channel: 'staffroom' });
    expect(await visitor.next((m) => m.t === 'error')).toMatchObject({ code: 90 });
    visitor.send({ t: 'subscribe', channel: 'nowhere:1' });
    expect(await visitor.next((m) => m.t === 'error' && m.code !== 90)).toMatchObject({ code: 5002 });
    visitor.send({ t: 'subscribe', channel: 'lobby:42' });
    expect(await visitor.next((m) => m.t === 'subscribed')).toEqual({ t: 'subscribed', channel: 'lobby:42' });
    await app.ctx.live.publishChannel('lobby:42', { type: 'unread', unread: 7 });
    expect(await visitor.next((m) => m.t === 'event')).toEqual({
      t: 'event',
      seq: null,
      channel: 'lobby:42',
      event: { type: 'unread', unread: 7 },
    });

    // A member without the role is refused too.
    const member = await signUp('en_US');
    const socket = await connect({ token: member.token, lang: 'en_US' });
    await socket.next((m) => m.t === 'ready');
    socket.send({ t: 'subscribe', channel: 'staffroom' });
    expect(await socket.next((m) => m.t === 'error')).toEqual({
      t: 'error',
      code: 1003,
      msg: 'You are not allowed to do this.',
    });
  });

  it('answers ping, and a malformed message after hello with an error', async () => {
    const socket = await connect();
    await socket.next((m) => m.t === 'ready');
    socket.send({ t: 'ping' });
    expect(await socket.next((m) => m.t === 'pong')).toEqual({ t: 'pong' });
    socket.send('{"t":"subscribe","channel":"BAD CHANNEL"}');
    expect(await socket.next((m) => m.t === 'error')).toMatchObject({ code: 1001 });
    socket.send('not json');
    expect(await socket.next((m) => m.t === 'error')).toMatchObject({ code: 1001 });
  });

  it('closes a socket whose first message is not hello, or that sends too much', async () => {
    const noHello = await openSocket(url);
    sockets.push(noHello);
    noHello.send({ t: 'ping' });
    expect((await noHello.closed).code).toBe(LIVE_CLOSE.policy);

    const big = await connect();
    await big.next((m) => m.t === 'ready');
    big.send(JSON.stringify({ t: 'ping', pad: 'x'.repeat(LIVE_LIMITS.messageBytesMax) }));
    expect((await big.closed).code).toBe(LIVE_CLOSE.tooBig);

    const chatty = await connect();
    await chatty.next((m) => m.t === 'ready');
    for (let i = 0; i < LIVE_LIMITS.messagesPerWindow + 1; i++) chatty.send({ t: 'ping' });
    expect((await chatty.closed).code).toBe(LIVE_CLOSE.policy);
  });

  it('limits the sockets of one member', async () => {
    const member = await signUp('en_US');
    const open: TestSocket[] = [];
    for (let i = 0; i < LIVE_LIMITS.connectionsPerMember; i++) {
      const s = await connect({ token: member.token });
      await s.next((m) => m.t === 'ready');
      open.push(s);
    }
    const extra = await connect({ token: member.token });
    const refused = await Promise.race([
      extra.closed,
      extra.next((m) => m.t === 'ready').then(() => ({ code: 'accepted' })),
    ]);
    expect(refused.code).toBe(LIVE_CLOSE.tooManyConnections);
    await open[0].close();
    const again = await connect({ token: member.token });
    expect(await again.next((m) => m.t === 'ready')).toMatchObject({ member: true });
  });

  it('drops a socket that stops answering pings', async () => {
    const silent = await connect({}, { autoPong: false });
    await silent.next((m) => m.t === 'ready');
    // Terminated, not closed: the code is the "abnormal closure" a client sees for a cut connection.
    expect((await silent.closed).code).toBe(1006);
  });

  it('answers a plain GET (no upgrade) in the envelope with a 400', async () => {
    const res = await call(app, API.liveSocket, { method: 'GET' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1000);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LiveEvent } from '@acsc/shared';
import { LiveClient, type LiveStatus, type SocketLike } from '../../../../web/src/components/live/client.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { liveUrl } from '../../test/live-socket.js';
import { signInFromNewDevice } from '../../modules/notifications/notifications.testkit.js';

/** The web app's live client (apps/web/src/components/live/client.ts) against the real server. */

let url: string;
const clients: LiveClient[] = [];

const { app, clock, signUp } = await useTestApp({ clock: true });
beforeAll(async () => {
  url = liveUrl(await app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  clients.forEach((c) => c.stop());
});

/** Resolves when `predicate` holds after some client activity; fails the test if it never does. */
function until<T>(check: () => T | undefined, what: string, limitMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const value = check();
      if (value !== undefined && value !== false) return resolve(value);
      if (Date.now() - started > limitMs) return reject(new Error(`never: ${what}`));
      setTimeout(poll, 20);
    };
    poll();
  });
}

function client(token: string | undefined, extra: { onSessionInvalid?: () => void } = {}) {
  const c = new LiveClient({
    url,
    token: () => token,
    lang: () => 'en_US',
    connect: (u) => new WebSocket(u) as unknown as SocketLike,
    // No jitter wait in tests: reconnect at once.
    random: () => 0,
    ...extra,
  });
  clients.push(c);
  return c;
}

/** The server side of every socket, to cut connections as a restart or a network drop would. */
const serverSockets = () => [
  ...(app as unknown as { websocketServer: { clients: Set<WebSocket> } }).websocketServer.clients,
];

describe('web live client', () => {
  it('delivers typed events to subscribers and catches up after the connection drops', async () => {
    const member = await signUp('en_US');
    const c = client(member.token);
    const notifications: Extract<LiveEvent, { type: 'notification' }>[] = [];
    const statuses: LiveStatus[] = [];
    c.subscribe('notification', (e) => notifications.push(e));
    c.onStatus((s) => statuses.push(s));
    c.start();
    await until(() => c.status === 'open', 'open');
    expect(c.lastSeq).toBe(0);

    clock.advance(61);
    await signInFromNewDevice(app, member, { osVersion: 'Edge' });
    await until(() => notifications.length === 1, 'first notification');
    expect(notifications[0].notification.title).toBe('Your account was signed in on a new device');
    expect(c.lastSeq).toBe(1);

    // The server drops every socket (a restart); meanwhile two more notifications are made.
    serverSockets().forEach((s) => s.terminate());
    await until(() => statuses.includes('closed'), 'noticed the drop');
    for (const browser of ['Opera', 'Vivaldi']) {
      clock.advance(61);
      await signInFromNewDevice(app, member, { osVersion: browser });
    }
    // Reconnected with after=1, it gets exactly the two it missed, in order.
    await until(() => notifications.length === 3, 'missed notifications replayed');
    expect(notifications.map((n) => n.notification.body.match(/on (\w+)/)![1])).toEqual(['Edge', 'Opera', 'Vivaldi']);
    expect(c.lastSeq).toBe(3);
    expect(c.status).toBe('open');
  });

  it('stops for good and reports code 90 when the session ends', async () => {
    const member = await signUp('en_US');
    let invalid = 0;
    const c = client(member.token, { onSessionInvalid: () => invalid++ });
    c.start();
    await until(() => c.status === 'open', 'open');
    const before = app.ctx.live.stats().connections;
    await call(app, '/client/member/v1/logout', { token: member.token });
    await until(() => invalid === 1, 'session invalid reported');
    expect(c.status).toBe('closed');
    // No reconnect follows (it would be at once here: no back-off in tests).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.ctx.live.stats().connections).toBe(before - 1);
    expect(c.status).toBe('closed');
  });

  it('connects a visitor without a token and joins channels again after a reconnect', async () => {
    app.ctx.live.registerChannel('help', { visitors: true, allow: () => true });
    const c = client(undefined);
    const statuses: LiveStatus[] = [];
    c.onStatus((s) => statuses.push(s));
    const received: number[] = [];
    c.subscribe('unread', (e, meta) => meta.channel === 'help:7' && received.push(e.unread));
    c.join('help:7');
    c.start();
    await until(() => app.ctx.live.subscribers('help:7') === 1, 'subscribed');
    await app.ctx.live.publishChannel('help:7', { type: 'unread', unread: 1 });
    await until(() => received.length === 1, 'channel event');

    serverSockets().forEach((s) => s.terminate());
    await until(() => statuses.includes('closed'), 'drop noticed');
    await until(() => c.status === 'open' && app.ctx.live.subscribers('help:7') === 1, 'reopened and subscribed again');
    await app.ctx.live.publishChannel('help:7', { type: 'unread', unread: 2 });
    await until(() => received.length === 2, 'channel event after reconnect');
    expect(received).toEqual([1, 2]);
    expect(c.lastSeq).toBeNull();
  });
});

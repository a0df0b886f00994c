import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_BASE, LIVE_CLOSE, type LiveServerMessage } from '@acsc/shared';
import { createTestDatabase } from '../../test/app.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { isEvent, liveUrl, openSocket, type TestSocket } from '../../test/live-socket.js';
import { md5, uniqueEmail } from '../../modules/auth/auth.testkit.js';

/**
 * Two real server processes on one PostgreSQL database and one Redis: a member's page connected to
 * process A hears, within a second, what a request to process B did. Stored events (a notification)
 * travel by the database's signal, ephemeral ones (the unread count, a session ending) by Redis.
 */

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const main = path.join('src', 'main.ts');
let a: ServerProcess;
let b: ServerProcess;
let dropDatabase: (() => Promise<void>) | null = null;
const sockets: TestSocket[] = [];

async function api(server: ServerProcess, p: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${API_BASE}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'os-name': 'PC', platform: 'Web', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: any };
}

/** Registers an email member on one process (the code read from that process's dev outbox). */
async function register(server: ServerProcess, email: string, password: string, device: string): Promise<string> {
  const headers = { 'device-id': device, 'os-version': 'Chrome' };
  expect((await api(server, API.sendCode, { address: email, type: 2 }, headers)).code).toBe(0);
  const outbox = (await (await fetch(`${server.url}${API_BASE}${API.devOutbox}`)).json()) as {
    data: { address: string; code: string }[];
  };
  const captcha = outbox.data.find((e) => e.address === email)!.code;
  const res = await api(
    server,
    API.registerCaptcha,
    { address: email, captcha, newPassword: password, confirmPassword: password },
    headers,
  );
  expect(res.code).toBe(0);
  return res.data.token;
}

describe.skipIf(!enabled)('live updates across two server processes (PostgreSQL and Redis)', () => {
  beforeAll(async () => {
    const database = await createTestDatabase(process.env.DATABASE_URL!);
    dropDatabase = database.drop;
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `acsc-test:${randomBytes(6).toString('hex')}:`,
    };
    // One after the other: the first applies the migrations.
    a = await startServerProcess(main, env);
    b = await startServerProcess(main, env);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await Promise.all([a?.stop(), b?.stop()]);
    await dropDatabase?.();
  });

  it('delivers a notification made on B to the page connected to A within a second, then the count and the sign-out', async () => {
    const email = uniqueEmail('two-process');
    const password = md5(`Two${randomBytes(4).toString('hex')}Process`);
    const token = await register(a, email, password, `device-a-${randomBytes(4).toString('hex')}`);
    const socket = await openSocket(liveUrl(a.url));
    sockets.push(socket);
    socket.send({ t: 'hello', token, lang: 'en_US' });
    expect(await socket.next((m) => m.t === 'ready')).toEqual({ t: 'ready', member: true, seq: 0 });

    // Signing in on B from a new device makes the notification there.
    const login = await api(
      b,
      API.loginPwd,
      { address: email, password },
      { 'device-id': `device-b-${randomBytes(4).toString('hex')}`, 'os-version': 'Firefox' },
    );
    expect(login.code).toBe(0);
    const otherToken = login.data.token as string;
    const pushed = (await socket.next(isEvent('notification'), 1000)) as Extract<LiveServerMessage, { t: 'event' }>;
    if (pushed.event.type !== 'notification') throw new Error('not a notification');
    expect(pushed.event.notification).toMatchObject({
      type: 'account.newSignIn',
      title: 'Your account was signed in on a new device',
    });
    expect(pushed.event.notification.body).toContain('Firefox');

    // Read on B: A's page hears the new count through Redis.
    const read = await api(
      b,
      API.notificationRead,
      { id: pushed.event.notification.id },
      { authorization: `Bearer ${otherToken}` },
    );
    expect(read).toMatchObject({ code: 0, data: { unread: 0 } });
    expect(await socket.next(isEvent('unread'), 1000)).toMatchObject({ event: { type: 'unread', unread: 0 } });

    // Signing A's session out on B closes A's socket with code 90's close code.
    expect((await api(b, API.logout, {}, { authorization: `Bearer ${token}` })).code).toBe(0);
    expect((await socket.closed).code).toBe(LIVE_CLOSE.sessionInvalid);
  }, 180_000);
});

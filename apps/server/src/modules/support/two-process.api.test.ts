import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SUPPORT_API, API, API_BASE, SUPPORT_API, type LiveServerMessage } from '@acsc/shared';
import { createTestDatabase } from '../../test/app.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { isEvent, liveUrl, openSocket, type TestSocket } from '../../test/live-socket.js';
import { md5, uniqueEmail } from '../auth/auth.testkit.js';

/**
 * The support chat across two real server processes on one PostgreSQL database and one Redis: a visitor
 * whose page is connected to process A and an agent whose inbox is connected to process B talk live, each
 * message carried between the processes by the Redis fan-out.
 */

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const main = path.join('src', 'main.ts');
let a: ServerProcess;
let b: ServerProcess;
let databaseUrl = '';
let dropDatabase: (() => Promise<void>) | null = null;
const sockets: TestSocket[] = [];

async function api(server: ServerProcess, p: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${API_BASE}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'os-name': 'PC', platform: 'Web', language: 'en_US', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: any };
}

/** An agent: an email member registered on B, given the support role in the database (as `npm run admin -- grant` does). */
async function agentToken(server: ServerProcess): Promise<string> {
  const email = uniqueEmail('support-agent');
  const password = md5(`Agent${randomBytes(4).toString('hex')}`);
  const headers = { 'device-id': `agent-${randomBytes(4).toString('hex')}`, 'os-version': 'Chrome' };
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
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`update members set roles = '{support}' where email = $1`, [email]);
  await client.end();
  return res.data.token;
}

async function connect(server: ServerProcess, token?: string) {
  const socket = await openSocket(liveUrl(server.url));
  sockets.push(socket);
  socket.send({ t: 'hello', ...(token ? { token } : {}), lang: 'en_US' });
  await socket.next((m) => m.t === 'ready');
  return socket;
}

async function subscribe(socket: TestSocket, channel: string) {
  socket.send({ t: 'subscribe', channel });
  expect(await socket.next((m) => m.t === 'subscribed' || m.t === 'error')).toEqual({ t: 'subscribed', channel });
}

const textOf = (m: LiveServerMessage) =>
  m.t === 'event' && m.event.type === 'supportMessage' ? m.event.message.text : null;

describe.skipIf(!enabled)('support chat across two server processes (PostgreSQL and Redis)', () => {
  beforeAll(async () => {
    const database = await createTestDatabase(process.env.DATABASE_URL!);
    dropDatabase = database.drop;
    databaseUrl = database.url;
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `acsc-test:${randomBytes(6).toString('hex')}:`,
    };
    a = await startServerProcess(main, env);
    b = await startServerProcess(main, env);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await Promise.all([a?.stop(), b?.stop()]);
    await dropDatabase?.();
  });

  it('a visitor on A and an agent on B talk live, within a second each way', async () => {
    const token = await agentToken(b);
    const agent = await connect(b, token);
    await subscribe(agent, 'supportstaff');

    const device = { 'device-id': `visitor-${randomBytes(4).toString('hex')}` };
    const sent = await api(a, SUPPORT_API.send, { text: 'hello from process A' }, device);
    expect(sent.code).toBe(0);
    const conv = sent.data.conversation;
    expect(textOf(await agent.next(isEvent('supportMessage'), 1000))).toBe('hello from process A');

    const visitor = await connect(a);
    await subscribe(visitor, conv.channel);
    // The agent's presence, counted in Redis on B, is seen by A.
    expect((await api(b, ADMIN_SUPPORT_API.presence, {}, { authorization: `Bearer ${token}` })).code).toBe(0);
    const current = await (
      await fetch(`${a.url}${API_BASE}${SUPPORT_API.current}`, { headers: { ...device, language: 'en_US' } })
    ).json();
    expect(current.data.availability.agentsOnline).toBe(true);

    const reply = await api(
      b,
      ADMIN_SUPPORT_API.reply.replace(':id', conv.id),
      { text: 'hello from process B' },
      { authorization: `Bearer ${token}` },
    );
    expect(reply.code).toBe(0);
    expect(textOf(await visitor.next(isEvent('supportMessage'), 1000))).toBe('hello from process B');

    await api(a, SUPPORT_API.typing, {}, device);
    expect(await agent.next(isEvent('supportTyping'), 1000)).toMatchObject({ event: { who: 'visitor' } });
  }, 180_000);
});

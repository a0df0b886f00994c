import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { API, API_BASE, LIMITS } from '@acsc/shared';
import { useTestApp } from '../test/kit.js';
import { parseTrustProxy } from '../config.js';
import { members, sessions } from '../db/schema/index.js';
import { emailMember, md5, uniqueEmail } from '../modules/auth/auth.testkit.js';

/**
 * The deployment's proxy settings, as deployers install them, in a real nginx (Debian's, installed by
 * .ci/run) in front of the server (issue 28): the `location /` block and the map of deploy/nginx/acsc.conf
 * (the site file docs/deployment.md gives, and `npm run scale:up` renders), and TRUST_PROXY of the
 * environment file in docs/deployment.md. A client that writes its own X-Forwarded-For is still counted at
 * the address nginx saw, so no per-IP limit can be dodged with a forged header.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const deployment = fs.readFileSync(path.join(root, 'docs/deployment.md'), 'utf8');
const site = fs.readFileSync(path.join(root, 'deploy/nginx/acsc.conf'), 'utf8');

/** The text of the `{ ... }` block that starts at `start` (braces counted). */
function blockAt(text: string, start: number): string {
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error('unbalanced braces in deploy/nginx/acsc.conf');
}

function documented() {
  const map = site.match(/^map \$http_upgrade[^\n]*$/m)?.[0];
  const trust = deployment.match(/^TRUST_PROXY=(.*)$/m)?.[1];
  if (!site.includes('location / {') || !map || trust === undefined)
    throw new Error(
      'deploy/nginx/acsc.conf no longer has its location / or map, or docs/deployment.md its TRUST_PROXY',
    );
  return { location: blockAt(site, site.indexOf('location / {')), map, trust };
}

function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  throw new Error('nginx is not installed: `apt-get install nginx` (Debian; .ci/run installs it)');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, proc: ChildProcess, log: string) {
  for (let i = 0; i < 200; i++) {
    if (proc.exitCode !== null)
      throw new Error(`nginx exited: ${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`);
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('nginx did not listen');
}

const docs = documented();
const trustProxy = parseTrustProxy(docs.trust);
if (trustProxy === undefined)
  throw new Error(`docs/deployment.md: TRUST_PROXY=${docs.trust} is not a value the server reads`);
const { app, clock } = await useTestApp({ clock: true, config: { trustProxy } });
let nginx: ChildProcess;
let dir: string;
let edge: string;

beforeAll(async () => {
  // What the server counts a request as coming from, and the header it was given.
  app.get('/prod-api/test/client-address', async (request) => ({
    ip: request.ip,
    forwardedFor: request.headers['x-forwarded-for'] ?? null,
  }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const appPort = (app.server.address() as net.AddressInfo).port;

  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-nginx-'));
  const port = await freePort();
  const log = path.join(dir, 'error.log');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${path.join(dir, t)};`)
    .join('\n  ');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${log} warn;
events { worker_connections 64; }
http {
  access_log off;
  ${temp}
  ${docs.map}
  upstream acsc { server 127.0.0.1:${appPort}; keepalive 4; }
  server {
    listen 127.0.0.1:${port};
    ${docs.location}
  }
}
`,
  );
  nginx = spawn(nginxBinary(), ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', log], { stdio: 'ignore' });
  await waitForPort(port, nginx, log);
  edge = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGTERM');
    await exited;
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const FORGED = '6.6.6.6, 203.0.113.50';
const through = (url: string, init: { forwardedFor: string; body?: unknown }) =>
  fetch(edge + API_BASE + url, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': init.forwardedFor,
      'content-type': 'application/json',
      'device-id': `nginx-test-${init.forwardedFor}`,
      language: 'en_US',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  }).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as { code: number; msg: string; data: unknown },
  }));

describe('behind the documented nginx, a forged X-Forwarded-For', () => {
  it('is replaced at the edge: the server counts the address nginx saw', async () => {
    const res = await fetch(`${edge}/prod-api/test/client-address`, { headers: { 'x-forwarded-for': FORGED } });
    expect(await res.json()).toEqual({ ip: '127.0.0.1', forwardedFor: '127.0.0.1' });
  });

  it('does not move a sign-in to another address: the session keeps the real one', async () => {
    const member = await emailMember(app);
    const res = await through(API.loginPwd, {
      forwardedFor: FORGED,
      body: { address: member.email, password: member.password },
    });
    expect(res.body.code).toBe(0);
    const [latest] = await app.ctx.database.db
      .select({ ip: sessions.ip })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(eq(members.email, member.email))
      .orderBy(desc(sessions.id))
      .limit(1);
    expect(latest.ip).toBe('127.0.0.1');
  });

  it('does not dodge a per-IP limit: a new forged address on every request is still one network', async () => {
    const email = uniqueEmail('forged');
    for (let i = 0; i < LIMITS.codeDailyPerAddressPerIp; i++) {
      expect(
        (await through(API.sendCode, { forwardedFor: `6.6.6.${i}`, body: { address: email, type: 2 } })).body.code,
      ).toBe(0);
      clock.advance(61);
    }
    const refused = await through(API.sendCode, {
      forwardedFor: '6.6.6.99, 198.51.100.1',
      body: { address: email, type: 2 },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(2032);
  });

  it('does not spread wrong passwords over made-up networks', async () => {
    const { email } = await emailMember(app);
    const codes = [];
    for (let i = 0; i <= LIMITS.loginFailuresPerAccount; i++) {
      codes.push(
        (
          await through(API.loginPwd, {
            forwardedFor: `6.6.${i}.6`,
            body: { address: email, password: md5(`forged-${i}x`) },
          })
        ).body.code,
      );
    }
    expect(codes).toEqual([...Array(LIMITS.loginFailuresPerAccount).fill(2020), 2021]);
  });
});

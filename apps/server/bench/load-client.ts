/**
 * The virtual members of `npm run load` and `npm run faults` (load.ts, faults.ts): members with a
 * password and a session written into the database of `npm run scale:up` (SCALE_DIR/state.json), each
 * with keep-alive connections from a loopback address of its own (127.0.x.y: nginx passes the address
 * it saw, so per-address limits count them apart, as they would on the internet), and one request
 * helper through nginx that fails on anything but HTTP 200 with code 0.
 */
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { API_BASE } from '@acsc/shared';
import { openDatabase } from '../src/platform/db.js';
import { members, sessions } from '../src/db/schema/index.js';
import { newSecret, sha256Hex } from '../src/platform/tokens.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { md5 } from '../src/modules/auth/auth.testkit.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const RUN = path.resolve(ROOT, process.env.SCALE_DIR ?? '.scale');

export interface ScaleState {
  https: string;
  databaseUrl: string;
  processes: { name: string; port: number }[];
  started: { postgres: boolean; redis: boolean };
}
export function scaleState(): ScaleState {
  // The local edge has a self-signed certificate.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return JSON.parse(fs.readFileSync(path.join(RUN, 'state.json'), 'utf8')) as ScaleState;
}
export const benchEnv = (state: ScaleState) => ({
  DATABASE_URL: state.databaseUrl,
  DATA_DIR: path.join(RUN, 'load-data'),
});

export interface Client {
  id: number;
  token: string;
  agent: https.Agent;
}
export interface Member extends Client {
  email: string;
  registered: boolean;
  applied: boolean;
}
/** A keep-alive connection pair from a loopback address of its own. */
export const agentFrom = (localAddress: string) =>
  new https.Agent({ keepAlive: true, maxSockets: 2, localAddress, rejectUnauthorized: false });
export const PASSWORD = md5('LoadTest2026');
/** Member i's address: 127.0.1.1 onwards (other loopback ranges for other clients: the race's 127.1.x.y). */
export const addressOf = (i: number) => `127.0.${1 + (i >> 8)}.${i & 255 || 1}`;

/** `n` members with a password and a session, accounts a month old (the write limits of established members). */
export async function seedLoadMembers(env: { DATABASE_URL: string; DATA_DIR: string }, n: number): Promise<Member[]> {
  const d = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const stamp = Date.now().toString(36);
    const passwordHash = await hashPassword(PASSWORD);
    const old = new Date(Date.now() - 30 * 86_400_000);
    const made = await d.db
      .insert(members)
      .values(
        Array.from({ length: n }, (_, i) => ({
          nickname: `load-${stamp}-${i}`,
          email: `load.${stamp}.${i}@example.com`,
          passwordHash,
          language: (['zh_CN', 'km_KH', 'en_US'] as const)[i % 3],
          createdAt: old,
        })),
      )
      .returning({ id: members.id, email: members.email });
    const tokens = made.map(() => newSecret());
    const expiresAt = new Date(Date.now() + 86_400_000);
    await d.db
      .insert(sessions)
      .values(
        made.map((m, i) => ({ memberId: m.id, tokenHash: sha256Hex(tokens[i]!), expiresAt, deviceId: `load-${i}` })),
      );
    return made.map((m, i) => ({
      id: m.id,
      email: m.email!,
      token: tokens[i]!,
      agent: agentFrom(addressOf(i)),
      registered: false,
      applied: false,
    }));
  } finally {
    await d.close();
  }
}

/** Ids of a query's rows (`select id ...`) in the scale database. */
export async function ids(
  env: { DATABASE_URL: string; DATA_DIR: string },
  text: ReturnType<typeof sql>,
): Promise<number[]> {
  const d = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    return ((await d.db.execute(text)) as unknown as { rows: { id: string }[] }).rows.map((r) => Number(r.id));
  } finally {
    await d.close();
  }
}

export class Refused extends Error {}
/** An answer's envelope; `data` is read by each action for the few fields it needs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- many different answers, read loosely by a bench
export type Answer = { code: number; data: any };
export const counter = { requests: 0 };

export function request(
  edge: URL,
  m: Client,
  method: 'GET' | 'POST',
  p: string,
  body?: unknown,
  form?: { name: string; type: string; data: Buffer },
): Promise<Answer> {
  counter.requests++;
  let payload: Buffer | undefined;
  const headers: Record<string, string> = {
    authorization: `Bearer ${m.token}`,
    language: 'en_US',
    'device-id': `load-${m.id}`,
    'os-name': 'PC',
    platform: 'Web',
  };
  if (form) {
    const boundary = `----load${Date.now().toString(16)}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${form.name}"\r\nContent-Type: ${form.type}\r\n\r\n`;
    payload = Buffer.concat([Buffer.from(head), form.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
  } else if (body !== undefined) {
    payload = Buffer.from(JSON.stringify(body));
    headers['content-type'] = 'application/json';
  }
  if (payload) headers['content-length'] = String(payload.length);
  return new Promise((resolve, reject) => {
    const req = https.request(
      { host: edge.hostname, port: edge.port, path: API_BASE + p, method, headers, agent: m.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          try {
            const json = JSON.parse(text) as Answer & { msg: string };
            if (res.statusCode !== 200 || json.code !== 0)
              reject(new Refused(`${method} ${p}: ${res.statusCode} ${json.code} ${json.msg}`));
            else resolve(json);
          } catch {
            reject(new Refused(`${method} ${p}: ${res.statusCode} ${text.slice(0, 120)}`));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    // A request nobody answers within 30 s is an error (a fault must not hang the run).
    req.setTimeout(30_000, () => req.destroy(new Refused(`${method} ${p}: no answer within 30 s`)));
    req.end(payload);
  });
}

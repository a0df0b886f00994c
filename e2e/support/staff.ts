import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode } from './outbox.js';
import { uniqueEmail, uniquePassword } from './identities.js';

/** Staff accounts for the console journeys: the demo admin the seed prints once, and members given roles by it. */

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * The demo admin's credentials: E2E_DEMO_ADMIN_EMAIL / E2E_DEMO_ADMIN_PASSWORD when the suite runs against a
 * server of your own (E2E_BASE_URL), else the line the demo seed printed in the e2e server's log.
 */
export function demoAdmin(): { email: string; password: string } {
  if (process.env.E2E_DEMO_ADMIN_PASSWORD)
    return {
      email: process.env.E2E_DEMO_ADMIN_EMAIL ?? 'admin@demo.acsc-ccya.org',
      password: process.env.E2E_DEMO_ADMIN_PASSWORD,
    };
  const log = process.env.E2E_SERVER_LOG;
  const m = log && fs.existsSync(log) ? /Demo admin: (\S+) \/ (\S+)/.exec(fs.readFileSync(log, 'utf8')) : null;
  if (!m) throw new Error('demoAdmin: no "Demo admin:" line in the server log; set E2E_DEMO_ADMIN_PASSWORD');
  return { email: m[1]!, password: m[2]! };
}

/** Signs in through the member API (email and password) and returns the session token. */
export async function apiSignIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/prod-api/client/member/v1/login/pwd', {
    data: { address: email, password: md5(password) },
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(0);
  return body.data.token as string;
}

/** A member registered by email through the API (one code from the dev outbox). */
export async function registerMember(request: APIRequestContext, prefix = 'staff') {
  const email = uniqueEmail(prefix);
  const password = uniquePassword();
  expect(
    (await (await request.post('/prod-api/client/captcha/v1/send', { data: { address: email, type: 2 } })).json()).code,
  ).toBe(0);
  const captcha = await latestCode(request, email);
  const res = await request.post('/prod-api/client/member/v1/register/captcha', {
    data: { address: email, captcha, newPassword: md5(password), confirmPassword: md5(password) },
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(0);
  const token = body.data.token as string;
  const info = await (
    await request.post('/prod-api/client/member/v1/info', { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  return { email, password, token, id: Number(info.data.userId), nickname: String(info.data.nickname) };
}

/** The demo admin grants a role to a member through the staff API. */
export async function grantRole(
  request: APIRequestContext,
  adminToken: string,
  memberId: number,
  role: 'admin' | 'editor' | 'moderator' | 'support',
) {
  const res = await request.post('/prod-api/admin/staff/grant', {
    data: { memberId, role },
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(0);
}

/** Opens the site signed in with a token (the session reads the access_token cookie). */
export async function useToken(page: Page, token: string) {
  await page.context().addCookies([{ name: 'access_token', value: token, url: process.env.E2E_BASE_URL! }]);
}

/** A real PNG (solid colour) the media pipeline accepts and re-encodes. */
export function pngFile(width = 64, height = 48, rgb: [number, number, number] = [40, 120, 200]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3]!)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Files of the built web app that only the staff console uses, from Vite's manifest: everything reachable
 * from the console's modules (src/admin/..., the admin catalogs) that nothing else reaches. Visitors
 * must never load them.
 */
export function adminOnlyFiles(): string[] {
  // WEB_DIST: the build a server of your own serves (with E2E_BASE_URL); else the one global setup serves.
  const dist = process.env.WEB_DIST
    ? path.resolve(process.env.WEB_DIST)
    : path.resolve(import.meta.dirname, '../../apps/web/dist');
  type Chunk = {
    file: string;
    imports?: string[];
    dynamicImports?: string[];
    isEntry?: boolean;
    isDynamicEntry?: boolean;
  };
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  // The console's code and its catalogs: admin/ and every admin-<feature>/.
  const isAdmin = (key: string) => key.startsWith('src/admin/') || /components\/i18n\/admin(-[\w-]+)?\//.test(key);
  const reach = (starts: string[], skip: (key: string) => boolean) => {
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key) || skip(key) || !manifest[key]) return;
      seen.add(key);
      for (const k of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) walk(k);
    };
    starts.forEach(walk);
    return new Set([...seen].map((k) => manifest[k]!.file));
  };
  const keys = Object.keys(manifest);
  const admin = reach(keys.filter(isAdmin), () => false);
  // Everything a visitor can reach: the entry and every lazy module outside the console.
  const rest = reach(
    keys.filter((k) => !isAdmin(k) && (manifest[k]!.isEntry || manifest[k]!.isDynamicEntry)),
    isAdmin,
  );
  return [...admin].filter((f) => !rest.has(f));
}

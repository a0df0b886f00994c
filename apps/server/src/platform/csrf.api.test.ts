import { describe, expect, it } from 'vitest';
import { API, API_BASE, ERRORS, EXCHANGE_API } from '@acsc/shared';
import { parseTrustProxy } from '../config.js';
import { useTestApp } from '../test/kit.js';
import { bareWebDist } from '../test/web-dist.js';

/**
 * The session and CSRF posture (docs/security.md, "The session token and its cookie"): the API takes the
 * session only from the Authorization header, which another site cannot make a browser send, so a
 * cross-site request that carries the member's access_token cookie is a visitor's request; no answer lets
 * another origin read it (no CORS headers); the cookie the server itself sets is Secure over https.
 */

const { app, signUp } = await useTestApp({
  config: { webDist: bareWebDist(), trustProxy: parseTrustProxy('1')! },
});
const member = await signUp();
const evil = { origin: 'https://evil.example', referer: 'https://evil.example/page' };

const nickname = async () =>
  (
    await app.inject({
      method: 'POST',
      url: API_BASE + API.memberInfo,
      headers: { authorization: `Bearer ${member.token}` },
    })
  ).json().data.nickname as string;

describe('a cross-site request carrying the session cookie', () => {
  const writes = [
    { path: API.profileUpdate, body: { nickname: 'Forged' } },
    { path: EXCHANGE_API.postCreate, body: { text: 'forged post', visibility: 'public' } },
    { path: API.logout, body: {} },
  ];
  // A form or fetch another site can send without a preflight (text/plain, a form) and one with JSON.
  const encodings = [
    { type: 'text/plain', payload: (b: object) => JSON.stringify(b) },
    { type: 'application/x-www-form-urlencoded', payload: (b: object) => new URLSearchParams(b as never).toString() },
    { type: 'application/json', payload: (b: object) => JSON.stringify(b) },
  ];

  it('is a visitor: code 90 or refused before it is read, and nothing changes', async () => {
    const before = await nickname();
    for (const w of writes)
      for (const e of encodings) {
        const res = await app.inject({
          method: 'POST',
          url: API_BASE + w.path,
          headers: { ...evil, cookie: `access_token=${member.token}; language=en_US`, 'content-type': e.type },
          payload: e.payload(w.body),
        });
        expect([401, 415], `${w.path} as ${e.type}`).toContain(res.statusCode);
        if (res.statusCode === 401) expect(res.json().code).toBe(ERRORS.SESSION_INVALID.code);
      }
    // The session still works (logout did not run) and the profile is as it was.
    expect(await nickname()).toBe(before);
  });

  it('gets no CORS headers, so another origin cannot read an answer', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: API_BASE + API.memberInfo,
      headers: { ...evil, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const read = await app.inject({
      method: 'POST',
      url: API_BASE + API.memberInfo,
      headers: { ...evil, authorization: `Bearer ${member.token}` },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the cookie the server sets (the language of a shared link)', () => {
  const page = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/news?lang=km_KH', headers: { accept: 'text/html', ...headers } });

  it('is SameSite=Lax, and Secure when the request came over https through the trusted proxy', async () => {
    const plain = String((await page({})).headers['set-cookie']);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).not.toMatch(/Secure/);
    const tls = String(
      (await page({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' })).headers['set-cookie'],
    );
    expect(tls).toMatch(/^language=km_KH; Max-Age=\d+; Path=\/; Secure; SameSite=Lax$/);
  });
});

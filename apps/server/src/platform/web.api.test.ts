import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API } from '@acsc/shared';
import { createTestApp } from '../test/app.js';

let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-web-'));
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ACSC | CCYA</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(webDist, '.vite/first-load.json'),
    JSON.stringify({
      languages: { zh_CN: { js: ['assets/App-1.js', 'assets/i18n-zh_CN-1.js'], css: ['assets/App-1.css'] }, km_KH: { js: ['assets/App-1.js', 'assets/i18n-km_KH-1.js'], css: ['assets/App-1.css'] }, en_US: { js: ['assets/App-1.js'], css: [] } },
      routes: { '/': { js: ['assets/HomePage-1.js'], css: ['assets/HomePage-1.css'] }, '/news': { js: ['assets/NewsPages-1.js'], css: [] } },
    }),
  );
  const js = 'export const app = "' + 'x'.repeat(4000) + '";\n';
  fs.writeFileSync(path.join(webDist, 'assets/App-1.js'), js);
  fs.writeFileSync(path.join(webDist, 'assets/App-1.js.br'), zlib.brotliCompressSync(js));
  app = await createTestApp({ webDist });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });
  const body = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString('utf8') : res.body;
  return { res, body };
};
const bootData = (html: string) => JSON.parse(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)![1]) as { lang: string; data: Record<string, unknown> };

describe('the HTML of a page', () => {
  it('is compressed and carries the first load as modulepreload links, the page language and its first reads', async () => {
    const { res, body } = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(body).toContain('<html lang="zh-CN"');
    expect(body).toContain('<meta name="description" content="柬埔寨留华学生会');
    expect(body).not.toContain('content="default"');
    for (const f of ['App-1.js', 'i18n-zh_CN-1.js', 'HomePage-1.js']) expect(body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${f}">`);
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-1.css">');
    expect(body).not.toContain('NewsPages-1.js');
    const boot = bootData(body);
    expect(boot.lang).toBe('zh_CN');
    expect(Object.keys(boot.data).sort()).toEqual([API.home, API.siteSettings].sort());
    // The shell painted before JavaScript sits in the root element React replaces.
    expect(body).toMatch(/<div id="root"><div class="shell" aria-hidden="true">/);
  });

  it('follows ?lang= and then the language cookie', async () => {
    const km = await page('/news', { cookie: 'language=km_KH' });
    expect(km.body).toContain('<html lang="km"');
    expect(km.body).toContain('i18n-km_KH-1.js');
    expect(km.body).toContain('NewsPages-1.js');
    expect(bootData(km.body).lang).toBe('km_KH');
    const en = await page('/news?lang=en_US', { cookie: 'language=km_KH' });
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('Association of Cambodian Students in China');
    expect(bootData(en.body).data[API.newsChannels]).toEqual([]);
  });

  it('gives the staff console and the static layout neither the shell nor the public reads', async () => {
    const admin = await page('/admin');
    expect(admin.body).not.toContain('modulepreload');
    expect(admin.body).not.toContain('boot-data');
    expect(admin.body).toContain('<div id="root"></div>');
    const terms = await page('/terms.html');
    expect(terms.body).not.toContain('boot-data');
    expect(terms.body).toContain('App-1.js');
  });

  it('sends a hashed asset as its brotli copy with a one-year cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/App-1.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('export const app');
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { useTestApp } from '../../test/kit.js';

/** The installable app's manifest (issue 27): one app, named in the reader's language. */
const { app } = await useTestApp();

const manifest = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return { res, json: JSON.parse(res.body) };
};
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../../web/public');

describe('GET /manifest.webmanifest', () => {
  it('describes an installable standalone app in the language of ?lang=', async () => {
    const { res, json } = await manifest('/manifest.webmanifest?lang=km_KH');
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(json).toMatchObject({
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'km-KH',
      name: 'សមាគមនិស្សិតកម្ពុជានៅចិន | សមាគមយុវជនកម្ពុជា-ចិន',
      short_name: 'ACSC | CCYA',
      theme_color: '#0b3d91',
    });
    expect(json.description).toMatch(/^សមាគមនិស្សិតកម្ពុជា/);
    expect(json.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('names the same app in Chinese and English, and follows the language cookie without ?lang=', async () => {
    const zh = (await manifest('/manifest.webmanifest')).json;
    const en = (await manifest('/manifest.webmanifest?lang=en_US', { cookie: 'language=km_KH' })).json;
    const byCookie = (await manifest('/manifest.webmanifest', { cookie: 'language=en_US' })).json;
    expect(zh).toMatchObject({ name: '柬埔寨留华学生会 | 柬中青年协会', lang: 'zh-CN' });
    expect(en).toMatchObject({ name: 'ACSC | CCYA', lang: 'en-US' });
    expect(en.description).toMatch(/^Association of Cambodian Students in China/);
    expect(byCookie.lang).toBe('en-US');
    // One app whatever the language: a phone that switches language keeps the app it installed.
    for (const m of [en, byCookie])
      expect({ id: m.id, start_url: m.start_url, icons: m.icons }).toEqual({
        id: zh.id,
        start_url: zh.start_url,
        icons: zh.icons,
      });
    expect((await manifest('/manifest.webmanifest?lang=xx')).json.lang).toBe('zh-CN');
  });

  it('points at icons the web app ships, with the sizes it declares', async () => {
    const { json } = await manifest('/manifest.webmanifest');
    for (const icon of json.icons as { src: string; sizes: string }[]) {
      const meta = await sharp(path.join(PUBLIC_DIR, icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
  });
});

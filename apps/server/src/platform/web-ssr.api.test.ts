import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@acsc/shared';
import { useTestApp } from '../test/kit.js';
import { contentFactories } from '../test/content-factories.js';

/*
 * The server's side of server rendering: the web build's renderer (apps/web/src/entry-server.tsx, built
 * into dist-ssr beside dist) draws /, /news and an article from the reads the page inlines. Here a
 * renderer stands in for the build (the real one is tested in apps/web and end to end): what it is
 * given, where its HTML goes, and what happens when it fails. It runs in the server's renderer worker
 * thread (platform/ssr-worker.ts), so it writes down its calls in a file and fails while a file exists.
 */

interface Call {
  url: string;
  lang: string;
  data: Record<string, unknown>;
  origin: string;
}
let articleId: number;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-ssr-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const callsFile = path.join(dir, 'calls.jsonl');
const failFile = path.join(dir, 'fail');
const calls = (): Call[] =>
  fs.existsSync(callsFile)
    ? fs
        .readFileSync(callsFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Call)
    : [];
const failing = (on: boolean) => (on ? fs.writeFileSync(failFile, '') : fs.rmSync(failFile, { force: true }));
const webDist = path.join(dir, 'dist');
fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
fs.mkdirSync(path.join(dir, 'dist-ssr'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ACSC | CCYA</title><meta name="description" content="default" /><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(webDist, '.vite/first-load.json'),
  JSON.stringify({
    languages: { en_US: { js: ['assets/i18n-en_US-1.js'], css: [] } },
    routes: {
      '/news': { js: ['assets/NewsPages-1.js'], css: ['assets/NewsPages-1.css'], lazyCss: ['assets/Part-1.css'] },
    },
  }),
);
fs.writeFileSync(
  path.join(dir, 'dist-ssr/entry-server.js'),
  [
    "import fs from 'node:fs';",
    'export async function render(url, lang, data, origin) {',
    `  fs.appendFileSync(${JSON.stringify(callsFile)}, JSON.stringify({ url, lang, data, origin }) + '\\n');`,
    `  if (fs.existsSync(${JSON.stringify(failFile)})) throw new Error('renderer failed');`,
    '  return `<main class="drawn">${lang} ${url}</main>`;',
    '}',
    // As the app's route table answers: here every path but /nowhere... is a page.
    "export const knows = (pathname) => !pathname.startsWith('/nowhere');",
  ].join('\n'),
);
const { app } = await useTestApp({ config: { webDist, publicUrl: 'https://acsc.example', drawAllPages: true } });
beforeAll(async () => {
  const f = contentFactories(app);
  const channel = await f.channel({ name: { zh_CN: '通知公告', km_KH: 'សេចក្តីជូនដំណឹង', en_US: 'Notices' } });
  articleId = (await f.article(channel.id, { title: { zh_CN: '假期安排', km_KH: 'ម៉ោងធ្វើការ', en_US: 'Office hours' } }))
    .id;
});
beforeEach(() => failing(false));

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const rootOf = (html: string) => /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*<\/body>/.exec(html);

describe('server-rendered pages', () => {
  it('puts the renderer’s page in #root, marked for hydration, drawn from the same reads the page inlines', async () => {
    const res = await get(`/news/detail/${articleId}?lang=km_KH`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body)!;
    expect(root[1]).toBe(' data-ssr="1"');
    expect(root[2]).toBe(`<main class="drawn">km_KH /news/detail/${articleId}</main>`);
    const call = calls().at(-1)!;
    expect(call).toMatchObject({ url: `/news/detail/${articleId}`, lang: 'km_KH', origin: 'https://acsc.example' });
    expect(call.data[API.articleDetail.replace(':id', String(articleId))]).toMatchObject({
      id: articleId,
      title: 'ម៉ោងធ្វើការ',
    });
    const boot = JSON.parse(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(res.body)![1]);
    expect(boot).toMatchObject({ lang: 'km_KH', origin: 'https://acsc.example' });
    expect(Object.keys(boot.data).sort()).toEqual(Object.keys(call.data).sort());
  });

  it('draws /news for the asked channel and page, in the cookie’s language, once per cached page', async () => {
    const before = calls().length;
    const first = await get('/news?channel=1&page=2&utm_source=x', { cookie: 'language=en_US' });
    expect(rootOf(first.body)![2]).toContain('en_US /news?channel=1&page=2');
    expect(calls().at(-1)!.url).toBe('/news?channel=1&page=2');
    const again = await get('/news?page=2&channel=1', { cookie: 'language=en_US' });
    expect(again.body).toBe(first.body);
    expect(calls().length).toBe(before + 1);
  });

  it('never gives the renderer the visitor’s session: a member’s request gets the same page as a visitor’s', async () => {
    const visitor = await get('/?lang=zh_CN');
    const member = await get('/?lang=zh_CN', {
      cookie: 'access_token=abc; language=km_KH',
      authorization: 'Bearer abc',
    });
    expect(member.body).toBe(visitor.body);
    for (const call of calls()) expect(JSON.stringify(call)).not.toContain('abc');
  });

  it('leaves an unknown article to the browser (it says the item does not exist)', async () => {
    const before = calls().length;
    const res = await get('/news/detail/987654');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)![1]).toBe('');
    expect(calls().length).toBe(before);
  });

  it('leaves other pages to the browser when the renderer answers them as an older build (a plain string)', async () => {
    // The renderer is given the server's reads for every other page (web-drawn.api.test.ts); an older
    // build draws only /, /news and articles and answers the others as it did: that is not a drawn page.
    const res = await get('/association');
    expect(rootOf(res.body)![1]).toBe('');
    expect(calls().at(-1)!.url).toBe('/association');
  });

  it('falls back to the plain shell when the renderer fails, and tries again on the next request', async () => {
    failing(true);
    const res = await get('/news?lang=zh_CN&channel=9');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body)!;
    expect(root[1]).toBe('');
    expect(root[2]).toContain('<div class="shell" aria-hidden="true">');
    failing(false);
    const next = await get('/news?lang=zh_CN&channel=9');
    expect(rootOf(next.body)![1]).toBe(' data-ssr="1"');
  });

  it('holds the start-up’s scripts back on a drawn page (fetched when the app starts), and lists them on a fallback page', async () => {
    const links = [
      '<link rel="modulepreload" crossorigin href="/assets/NewsPages-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/i18n-en_US-1.js">',
    ];
    const drawn = (await get('/news?lang=en_US')).body;
    const head = drawn.slice(0, drawn.indexOf('</head>'));
    // Inert until main.tsx adds the template's content to the head: nothing is fetched or compiled during the load.
    expect(head).toContain(`<template id="app-preload">${links.join('')}</template>`);
    expect(head.replace(/<template id="app-preload">[\s\S]*?<\/template>/, '')).not.toContain('modulepreload');
    failing(true);
    const shell = (await get('/news?lang=en_US&page=3')).body;
    failing(false);
    expect(shell).not.toContain('app-preload');
    for (const link of links)
      expect(shell).toContain(
        link.replace('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
      );
  });

  it('links the stylesheets of the lazy parts the renderer drew after the page’s own, and not on a fallback page (issue 27)', async () => {
    const sheet = (f: string) => `<link rel="stylesheet" crossorigin href="/assets/${f}">`;
    const drawn = (await get('/news?lang=en_US&page=4')).body;
    const head = drawn.slice(0, drawn.indexOf('</head>'));
    expect(head).toContain(`${sheet('NewsPages-1.css')}\n    ${sheet('Part-1.css')}`);
    failing(true);
    const shell = (await get('/news?lang=en_US&page=5')).body;
    failing(false);
    expect(shell).toContain(sheet('NewsPages-1.css'));
    // The browser draws that page: the app loads each part with its stylesheet when it renders it.
    expect(shell).not.toContain('Part-1.css');
  });

  it('answers a path the app does not know 404, with the 404 page drawn in the reader’s language, each time (issue 27)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/nowhere/at/all?lang=km_KH');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const root = rootOf(res.body)!;
      expect(root[1]).toBe(' data-ssr="1"');
      expect(root[2]).toBe('<main class="drawn">km_KH /nowhere/at/all</main>');
      // Not "not modified": the status is said each time.
      const again = await get('/nowhere/at/all?lang=km_KH', { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'HEAD', url: '/nowhere' })).statusCode).toBe(404);
    // The phone and static layouts' paths too: an unknown one is the default layout's 404 page.
    expect((await get('/nowhere.html')).statusCode).toBe(404);
  });

  it('keeps the pages the app knows at 200 (a route with its optional id left out), and the API’s own 404 envelope', async () => {
    for (const path of ['/news/detail', '/exchange/components/cardDetail', '/phone/activity', '/association'])
      expect((await get(path)).statusCode, path).toBe(200);
    const api = await get('/prod-api/nowhere', { language: 'en_US' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 1005, msg: 'There is no such API call.', data: null });
  });
});

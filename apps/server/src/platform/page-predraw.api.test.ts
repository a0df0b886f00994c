import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API, API_BASE } from '@acsc/shared';
import { createTestApp } from '../test/app.js';
import { useTestApp } from '../test/kit.js';
import { testClock } from '../test/clock.js';
import { contentFactories } from '../test/content-factories.js';

/*
 * When a page's 30 s slot ends (issue 30): the previous page is answered while one new drawing runs,
 * the drawing runs off the event loop (the renderer's worker thread: other requests go on), the
 * popular pages are drawn at start-up and every page asked for is drawn ahead of its next slot, and
 * with Redis two server instances draw each page once between them. The renderer here stands in for
 * the web build's (as in web-ssr.api.test.ts): it runs in the worker thread, writes down each drawing
 * in a file, and holds its thread busy while a "hold" file exists (a drawing that takes long).
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-predraw-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const webDist = path.join(dir, 'dist');
const drawsFile = path.join(dir, 'draws.txt');
const holdFile = path.join(dir, 'hold');
fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
fs.mkdirSync(path.join(dir, 'dist-ssr'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ACSC | CCYA</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(webDist, '.vite/first-load.json'), JSON.stringify({ languages: {}, routes: {} }));
fs.writeFileSync(
  path.join(dir, 'dist-ssr/entry-server.js'),
  [
    "import fs from 'node:fs';",
    'export async function render(url, lang) {',
    `  fs.appendFileSync(${JSON.stringify(drawsFile)}, lang + ' ' + url + '\\n');`,
    '  const n = fs.readFileSync(' + JSON.stringify(drawsFile) + ", 'utf8').split('\\n').length - 1;",
    // A drawing that keeps its thread busy (as renderToString does) until the test lets it go.
    `  while (fs.existsSync(${JSON.stringify(holdFile)})) {}`,
    '  return `<main class="drawn">drawing ${n}: ${lang} ${url}</main>`;',
    '}',
    'export const knows = () => true;',
  ].join('\n'),
);
const draws = () => (fs.existsSync(drawsFile) ? fs.readFileSync(drawsFile, 'utf8').split('\n').filter(Boolean) : []);
const hold = (on: boolean) => (on ? fs.writeFileSync(holdFile, '') : fs.rmSync(holdFile, { force: true }));
const drawn = (html: string) => /<main class="drawn">drawing (\d+):/.exec(html)?.[1];
const until = async (done: () => boolean) => {
  while (!done()) await new Promise((r) => setTimeout(r, 5));
};

const { app, clock } = await useTestApp({ clock: true, config: { webDist } });
let articleId: number;
beforeAll(async () => {
  const f = contentFactories(app);
  const channel = await f.channel({ name: { zh_CN: '通知公告', km_KH: 'សេចក្តីជូនដំណឹង', en_US: 'Notices' } });
  articleId = (await f.article(channel.id, { title: { zh_CN: '假期安排', en_US: 'Office hours' } })).id;
});
const get = (a: FastifyInstance, url: string) => a.inject({ method: 'GET', url });

describe('a page whose slot ends', () => {
  it('is answered at once from the previous slot while one drawing runs, and other requests do not wait for it', async () => {
    clock.advance(10);
    const first = await get(app, '/?lang=en_US');
    const n = drawn(first.body)!;
    expect(n).toBeDefined();
    // The next slot, 21 s after the drawing; the new drawing holds the renderer's thread.
    clock.advance(21);
    hold(true);
    const before = draws().length;
    const during = await get(app, '/?lang=en_US');
    expect(drawn(during.body)).toBe(n);
    expect(during.headers.etag).toBe(first.headers.etag);
    await until(() => draws().length === before + 1);
    // While the page is being drawn: the API answers, and the page is the previous one, drawn once.
    const health = await app.inject({ method: 'GET', url: `${API_BASE}${API.health}` });
    expect(health.statusCode).toBe(200);
    expect(drawn((await get(app, '/?lang=en_US')).body)).toBe(n);
    expect(draws().length).toBe(before + 1);
    hold(false);
    await until(() => !app.pages.cache.drawing);
    const after = await get(app, '/?lang=en_US');
    expect(Number(drawn(after.body))).toBe(before + 1);
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('is drawn again before it is answered after a content write', async () => {
    const first = await get(app, '/news?lang=en_US');
    await contentFactories(app).article((await contentFactories(app).channel()).id, { title: { en_US: 'New' } });
    const before = draws().length;
    const after = await get(app, '/news?lang=en_US');
    expect(Number(drawn(after.body))).toBe(before + 1);
    expect(after.body).not.toBe(first.body);
  });

  it('is drawn ahead of its next slot when it was asked for, and then served without a drawing', async () => {
    await get(app, `/news/detail/${articleId}`);
    const t = clock.now().getTime();
    const next = new Date((Math.floor(t / 30_000) + 1) * 30_000);
    const before = app.pages.cache.draws;
    await app.pages.predraw.round(next);
    // This page and the popular ones (the home page and the news list in three languages).
    expect(draws().slice(-7)).toContain(`zh_CN /news/detail/${articleId}`);
    expect(app.pages.cache.draws).toBe(before + 7);
    clock.advance((next.getTime() - t) / 1000 + 1);
    const drawsBefore = draws().length;
    for (const url of [`/news/detail/${articleId}`, '/', '/news?lang=km_KH', '/?lang=en_US'])
      expect((await get(app, url)).statusCode).toBe(200);
    expect(draws().length).toBe(drawsBefore);
  });
});

describe('a server starting', () => {
  it('has drawn the popular pages before the first request, and closes while drawing ahead', async () => {
    const startClock = testClock();
    const started = await createTestApp({ webDist, pagePredraw: true }, { now: startClock.now });
    try {
      await started.ready();
      expect(started.pages.cache.draws).toBe(6);
      for (const url of ['/', '/news', '/?lang=en_US', '/news?lang=km_KH'])
        expect(drawn((await get(started, url)).body)).toBeDefined();
      expect(started.pages.cache.draws).toBe(6);
      // A round of drawing under way when the server is told to close: the close waits for it.
      hold(true);
      const round = started.pages.predraw.round(new Date(startClock.now().getTime() + 30_000));
      const closed = started.close();
      hold(false);
      await Promise.all([round, closed]);
    } finally {
      hold(false);
      await started.close();
    }
  });
});

const twoProcesses = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
describe.skipIf(!twoProcesses)('two server instances on one database and one Redis', () => {
  it('draw each page once between them, when asked at once and when drawing ahead', async () => {
    const shared = testClock(Date.parse('2031-03-04T02:00:05Z'));
    const config = { webDist, redisPrefix: `acsc-test:${randomBytes(6).toString('hex')}:` };
    const a = await createTestApp(config, { now: shared.now });
    const b = await createTestApp({ ...config, databaseUrl: a.ctx.config.databaseUrl }, { now: shared.now });
    try {
      const [fromA, fromB] = await Promise.all([get(a, '/?lang=km_KH'), get(b, '/?lang=km_KH')]);
      expect(fromA.statusCode).toBe(200);
      expect(fromB.body).toBe(fromA.body);
      expect(a.pages.cache.draws + b.pages.cache.draws).toBe(1);
      // Both draw the next slot's popular pages ahead: six drawings between them, each page held by both.
      const next = new Date(Date.parse('2031-03-04T02:00:30Z'));
      await Promise.all([a.pages.predraw.round(next), b.pages.predraw.round(next)]);
      expect(a.pages.cache.draws + b.pages.cache.draws).toBe(7);
      shared.advance(26);
      const before = draws().length;
      for (const url of ['/', '/news?lang=en_US', '/?lang=km_KH'])
        expect((await get(b, url)).body).toBe((await get(a, url)).body);
      expect(draws().length).toBe(before);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

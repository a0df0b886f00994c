import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, EXCHANGE_API, RESERVATION_API } from '@acsc/shared';
import { scholarships } from '../db/schema/index.js';
import { call } from '../test/app.js';
import { useTestApp } from '../test/kit.js';
import { contentFactories } from '../test/content-factories.js';
import { post as createPost } from '../modules/exchange/exchange.testkit.js';
import { eventInput, publishedEvent, registerFor } from '../modules/reservation/reservation.testkit.js';

/*
 * Every route drawn by the server (issue 30): a page is drawn from the reads its own queries make, through
 * the modules' public reads (AppModule.pages api, platform/page-reads.ts), as a visitor sees it, in the
 * visitor's language, from the page cache. A renderer stands in for the web build (the real one is drawn
 * end to end, e2e/tests/drawn-pages.spec.ts): for each path it makes the reads the app's page makes (as
 * the real one's queries would) and writes what they answered into the page.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-drawn-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const webDist = path.join(dir, 'dist');
fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
fs.mkdirSync(path.join(dir, 'dist-ssr'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ACSC | CCYA</title><meta name="description" content="default" /><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(webDist, '.vite/first-load.json'),
  JSON.stringify({ languages: { en_US: { js: ['assets/i18n-en_US-1.js'], css: [] } }, routes: {} }),
);
/** The reads each page of the web app makes for its first render (its queries), as the real renderer would make them. */
const PAGE_READS: Record<string, [string, Record<string, string>][]> = {
  '/scholarship': [[API.scholarships, { pageNum: '1', pageSize: '10' }]],
  '/alumnus/style': [[API.alumniStories, { pageNum: '1', pageSize: '10' }]],
  '/alumnus/news': [[API.alumniNews, { pageNum: '1', pageSize: '10' }]],
  '/association': [[API.associationIntroduction, { association: 'acsc' }]],
  '/download': [[API.download, {}]],
  '/work': [],
  '/news/search': [[API.searchArticles, { pageNum: '1', pageSize: '10' }]],
  '/register': [[API.countryCodes, {}]],
  '/exchange': [[EXCHANGE_API.postList, { tab: 'latest' }]],
  '/reads-nothing-given': [['/client/nobody/gives/this', {}]],
};
// The renderer runs in the server's renderer worker (platform/ssr-worker.ts): what it is given goes to a file.
const callsFile = path.join(dir, 'calls.jsonl');
fs.writeFileSync(
  path.join(dir, 'dist-ssr/entry-server.js'),
  [
    "import fs from 'node:fs';",
    `const PAGE_READS = ${JSON.stringify(PAGE_READS)};`,
    'const pageReads = (pathname) => {',
    '  const post = /^\\/exchange\\/post\\/(\\w+)$/.exec(pathname)?.[1];',
    '  if (post)',
    `    return [[${JSON.stringify(EXCHANGE_API.postDetail)}.replace(':id', post), {}], [${JSON.stringify(EXCHANGE_API.commentList)}, { postId: post }]];`,
    '  const event = /^\\/reservation\\/activity\\/(\\w+)$/.exec(pathname)?.[1];',
    `  if (event) return [[${JSON.stringify(RESERVATION_API.activityDetail)}.replace(':id', event), {}]];`,
    '  return PAGE_READS[pathname] ?? [];',
    '};',
    'export async function render(url, lang, data, origin, read) {',
    `  fs.appendFileSync(${JSON.stringify(callsFile)}, JSON.stringify({ url, lang, args: JSON.stringify({ data, origin }) }) + '\\n');`,
    '  if (!read) return `<main class="drawn">${lang} ${url}</main>`;',
    "  const pathname = url.split('?')[0];",
    '  const member = /^\\/(setting|notifications|exchange\\/(user|edit|message))/.test(pathname);',
    '  if (member) return { html: `<main class="frame"></main>`, frame: true };',
    '  const answers = [];',
    // As a list page's queries do: the page's own query (its page number, its filters) goes with the read.
    '  const search = Object.fromEntries(new URL(url, "http://x").searchParams);',
    '  for (const [p, q] of pageReads(pathname)) {',
    '    try { answers.push(await read(p, { ...q, ...(Object.keys(q).length ? search : {}) })); }',
    '    catch (e) { return { html: "", failed: { status: e.status ?? 500 } }; }',
    '  }',
    '  return { html: `<main class="drawn">${JSON.stringify(answers)}</main>`, queries: { answers }, css: "<style>.x{}</style>" };',
    '}',
    'export const knows = (pathname) => !pathname.startsWith("/nowhere");',
  ].join('\n'),
);
const drawCalls = (): { url: string; lang: string; args: string }[] =>
  fs.existsSync(callsFile)
    ? fs
        .readFileSync(callsFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];

const { app, clock, signUp, signUpStaff } = await useTestApp({
  clock: true,
  config: { webDist, drawAllPages: true },
});
const f = contentFactories(app);
const L = (zh: string, km: string, en: string) => ({ zh_CN: zh, km_KH: km, en_US: en });

let scholarshipId: number;
beforeAll(async () => {
  scholarshipId = (await f.scholarship({ title: L('政府奖学金', 'អាហារូបករណ៍រដ្ឋាភិបាល', 'Government scholarship') })).id;
  await f.alumniStory({ title: L('校友风采甲', 'រឿងអតីតនិស្សិត', 'Alumni story one') });
  await f.alumniNews({ title: L('校友新闻甲', 'ព័ត៌មានអតីតនិស្សិត', 'Alumni news one') });
  await f.associationSection('acsc', 'introduction', {
    name: L('柬埔寨留华学生会', 'សមាគមនិស្សិតកម្ពុជា', 'ACSC'),
    title: L('协会简介', 'អំពីសមាគម', 'About the association'),
    summary: L('简介', 'សេចក្តីសង្ខេប', 'Summary'),
    body: L('<p>正文</p>', '<p>អត្ថបទ</p>', '<p>Body</p>'),
    image: null,
    foundedYear: 2016,
  });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const rootOf = (html: string) => /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*<\/body>/.exec(html)!;
const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('pages drawn from their queries’ reads (issue 30)', () => {
  it('draws /scholarship, /alumnus/style and /alumnus/news in the visitor’s language, their reads in the boot data', async () => {
    const titles = {
      '/scholarship': L('政府奖学金', 'អាហារូបករណ៍រដ្ឋាភិបាល', 'Government scholarship'),
      '/alumnus/style': L('校友风采甲', 'រឿងអតីតនិស្សិត', 'Alumni story one'),
      '/alumnus/news': L('校友新闻甲', 'ព័ត៌មានអតីតនិស្សិត', 'Alumni news one'),
    };
    for (const [page, title] of Object.entries(titles))
      for (const lang of ['zh_CN', 'km_KH', 'en_US'] as const) {
        const res = await get(`${page}?lang=${lang}`);
        expect(res.statusCode, page).toBe(200);
        expect(res.headers['content-language']).toBe(lang.replace('_', '-'));
        const [, attrs, html] = rootOf(res.body);
        expect(attrs, page).toBe(' data-ssr="1"');
        expect(html, `${page} ${lang}`).toContain(title[lang]);
        for (const other of Object.values(title)) if (other !== title[lang]) expect(html).not.toContain(other);
        // The app's query cache starts from the same reads; the antd styles of the drawn parts are in the head.
        const boot = bootOf(res.body);
        expect(boot.lang).toBe(lang);
        expect(JSON.stringify(boot.queries)).toContain(title[lang]);
        expect(res.body.slice(0, res.body.indexOf('</head>'))).toContain('<style>.x{}</style>');
        // Scripts wait for the visitor's first intent, as on /news.
        expect(res.body).toContain('<template id="app-preload">');
      }
  });

  it('draws /association, /download, /work and /register, and a path with a query once per query', async () => {
    for (const page of ['/association', '/download', '/work', '/register']) {
      const res = await get(`${page}?lang=km_KH`);
      expect(rootOf(res.body)[1], page).toBe(' data-ssr="1"');
    }
    expect(rootOf((await get('/association?lang=km_KH')).body)[2]).toContain('អំពីសមាគម');
    // The registration form's country codes, in the visitor's language.
    expect(rootOf((await get('/register?lang=en_US')).body)[2]).toContain('"countryCode":"855"');
    const before = drawCalls().length;
    const a = await get('/scholarship?pageNum=2&lang=en_US');
    const b = await get('/scholarship?lang=en_US&pageNum=2');
    expect(b.body).toBe(a.body);
    expect(drawCalls().length).toBe(before + 1);
    expect(drawCalls().at(-1)!.url).toBe('/scholarship?pageNum=2');
  });

  it('shows a staff edit on the next request (content version), and a member’s new post once the slot ends', async () => {
    const before = (await get('/scholarship?lang=en_US')).body;
    expect(before).toContain('Government scholarship');
    await app.ctx.database.db
      .update(scholarships)
      .set({ title: L('新标题', 'ចំណងជើងថ្មី', 'Renamed scholarship') })
      .where(eq(scholarships.id, scholarshipId));
    const after = (await get('/scholarship?lang=en_US')).body;
    expect(after).toContain('Renamed scholarship');
    expect(after).not.toContain('Government scholarship');

    clock.advance(60);
    const author = await signUp('en_US');
    await get('/exchange?lang=en_US');
    const made = await createPost(app, author.token, { text: 'A fresh post about Phnom Penh', visibility: 'public' });
    expect(made.body.code).toBe(0);
    // Within the page's 30 s slot the page may still be the one drawn before; after it, never.
    clock.advance(31);
    const page = (await get('/exchange?lang=en_US')).body;
    expect(rootOf(page)[2]).toContain('A fresh post about Phnom Penh');
  });

  it('drops a post taken down from the drawn feed and its page at once, within the slot (the exchange’s version)', async () => {
    const author = await signUp('en_US');
    const made = await createPost(app, author.token, { text: 'A post soon taken down', visibility: 'public' });
    expect(made.body.code).toBe(0);
    clock.advance(31);
    const id = made.body.data.id as string;
    expect(rootOf((await get('/exchange?lang=en_US')).body)[2]).toContain('A post soon taken down');
    expect(rootOf((await get(`/exchange/post/${id}?lang=en_US`)).body)[2]).toContain('A post soon taken down');
    const gone = await call(app, EXCHANGE_API.postDelete, { token: author.token, body: { id } });
    expect(gone.body.code).toBe(0);
    // No clock moved: the page of this slot was drawn before the post went, and is not answered again.
    expect((await get('/exchange?lang=en_US')).body).not.toContain('A post soon taken down');
    expect((await get(`/exchange/post/${id}?lang=en_US`)).body).not.toContain('A post soon taken down');
  });

  it('draws the news search page from its first page of hits, per keyword, in the visitor’s language', async () => {
    const channel = await f.channel();
    await f.article(channel.id, { title: L('湄公河奖学金', 'អាហារូបករណ៍មេគង្គ', 'Mekong scholarship') });
    const km = await get(`/news/search?keywords=${encodeURIComponent('Mekong')}&lang=km_KH`);
    const [, attrs, html] = rootOf(km.body);
    expect(attrs).toBe(' data-ssr="1"');
    expect(html).toContain('អាហារូបករណ៍មេគង្គ');
    expect(html).not.toContain('Mekong scholarship');
    // Another keyword is another page: no hit, still drawn.
    const none = await get(`/news/search?keywords=${encodeURIComponent('Tonle')}&lang=km_KH`);
    expect(rootOf(none.body)[2]).not.toContain('អាហារូបករណ៍មេគង្គ');
  });

  it('shows an event’s places left as of the last registration, within the slot (the reservations’ version)', async () => {
    const staff = await signUpStaff(['editor']);
    const id = await publishedEvent(app, staff.token, eventInput(clock.now(), { capacity: 2 }));
    const page = async () => rootOf((await get(`/reservation/activity/${id}?lang=en_US`)).body)[2];
    expect(await page()).toContain('"placesLeft":2');
    expect((await registerFor(app, (await signUp('en_US')).token, id)).body.data.status).toBe('Registered');
    // No clock moved: the page drawn before the registration is not answered again.
    expect(await page()).toContain('"placesLeft":1');
    expect((await registerFor(app, (await signUp('km_KH')).token, id)).body.data.status).toBe('Registered');
    const full = await page();
    expect(full).toContain('"placesLeft":0');
    expect(full).not.toContain('"mine":{');
  });

  it('never draws a followers-only or members-only post, nor lists it, for anyone', async () => {
    const author = await signUp('en_US');
    const fan = await signUp('en_US');
    const secret = await createPost(app, author.token, { text: 'Only for my followers', visibility: 'followers' });
    const inner = await createPost(app, author.token, { text: 'Only for members', visibility: 'members' });
    const open = await createPost(app, author.token, { text: 'Open to everyone', visibility: 'public' });
    expect([secret.body.code, inner.body.code, open.body.code]).toEqual([0, 0, 0]);
    await call(app, EXCHANGE_SOCIAL_FOLLOW, { token: fan.token, body: { memberId: String(author.id) } });
    clock.advance(31);
    const callers: Record<string, string>[] = [
      {},
      { cookie: `access_token=${fan.token}` },
      { authorization: `Bearer ${author.token}` },
    ];
    for (const headers of callers) {
      for (const id of [secret.body.data.id, inner.body.data.id]) {
        const res = await get(`/exchange/post/${id}?lang=en_US`, headers);
        const [, attrs, html] = rootOf(res.body);
        expect(attrs).toBe('');
        expect(res.body).not.toMatch(/Only for (my followers|members)/);
        expect(html).not.toContain('drawn');
      }
      const feedPage = (await get('/exchange?lang=en_US', headers)).body;
      expect(feedPage).toContain('Open to everyone');
      expect(feedPage).not.toMatch(/Only for (my followers|members)/);
      const shown = (await get(`/exchange/post/${open.body.data.id}?lang=en_US`, headers)).body;
      expect(rootOf(shown)[1]).toBe(' data-ssr="1"');
      expect(rootOf(shown)[2]).toContain('Open to everyone');
    }
  });

  it('never carries a member’s data: member A’s request, member B’s and a visitor’s get the same page', async () => {
    const a = await signUp('en_US');
    const b = await signUp('en_US');
    const mine = await createPost(app, a.token, { text: 'Written by member A', visibility: 'public' });
    await call(app, EXCHANGE_API.postLike, { token: a.token, body: { id: mine.body.data.id, liked: true } });
    clock.advance(31);
    for (const page of ['/exchange', `/exchange/post/${mine.body.data.id}`, '/scholarship', '/setting']) {
      const asA = await get(`${page}?lang=en_US`, { cookie: `access_token=${a.token}; language=en_US` });
      const asB = await get(`${page}?lang=en_US`, { cookie: `access_token=${b.token}; language=en_US` });
      const visitor = await get(`${page}?lang=en_US`);
      expect(asA.body, page).toBe(visitor.body);
      expect(asB.body, page).toBe(visitor.body);
      expect(asA.body).not.toContain(a.token);
      // A's like and authorship are A's overlay, applied by the app after start-up: never in the HTML.
      expect(asA.body).not.toMatch(/"liked":true|"mine":true/);
    }
    for (const c of drawCalls()) expect(c.args).not.toContain(a.token);
  });

  it('draws a member’s page for a visitor as its frame (the layout, an empty content area), kept: it holds nothing of anyone', async () => {
    for (const page of ['/setting', '/notifications', '/exchange/message']) {
      const res = await get(`${page}?lang=km_KH`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      // Drawn once: the next visitor (or a member past MEMBER_PAGES_AT_ONCE) gets the kept frame.
      const drawn = drawCalls().length;
      expect((await get(`${page}?lang=km_KH`)).body).toBe(res.body);
      expect(drawCalls().length).toBe(drawn);
      const [, attrs, html] = rootOf(res.body);
      expect(attrs, page).toBe(' data-ssr="frame"');
      expect(html).toBe('<main class="frame"></main>');
      // The app starts at once on a frame (main.tsx): its scripts are not held back.
      expect(res.body).not.toContain('app-preload');
    }
  });

  it('leaves a page to the browser when it reads what no module gives, or an unknown item (not kept)', async () => {
    const res = await get('/reads-nothing-given?lang=en_US');
    expect(rootOf(res.body)[1]).toBe('');
    const before = drawCalls().length;
    await get('/exchange/post/987654321?lang=en_US');
    await get('/exchange/post/987654321?lang=en_US');
    // Not kept: each request draws again (a flood of made-up ids must not fill the page cache).
    expect(drawCalls().length).toBe(before + 2);
    const bad = await get('/scholarship?pageNum=abc&lang=en_US');
    expect(bad.statusCode).toBe(200);
    expect(rootOf(bad.body)[1]).toBe('');
  });
});

const EXCHANGE_SOCIAL_FOLLOW = EXCHANGE_API.follow;

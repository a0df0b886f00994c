import { describe, expect, it } from 'vitest';
import { API, COOKIE_NAMES, EXCHANGE_API } from '@acsc/shared';
import { call } from '../test/app.js';
import { useTestApp } from '../test/kit.js';
import { rendererWebDist } from '../test/web-dist.js';
import { detail, post as createPost, veteran } from '../modules/exchange/exchange.testkit.js';

/*
 * A signed-in member's personal pages (issue 30): the member's own pages (settings) and the exchange's feed
 * and posts are drawn for the member whose session cookie comes with the request, from the API's own
 * answers to that session (platform/web-member.ts), and are never kept or shared. A renderer stands in for
 * the web build (the real one is drawn end to end: e2e/tests/member-drawn.spec.ts): for each path it makes
 * the reads the app's page makes and writes the member it was given and what the reads answered.
 */

const { webDist, renderer } = rendererWebDist('acsc-member-drawn-');
renderer(
  [
    'const personal = (p) => /^\\/(setting|exchange(\\/post\\/\\w+)?)$/.test(p);',
    'const reads = (p) => {',
    '  const post = /^\\/exchange\\/post\\/(\\w+)$/.exec(p)?.[1];',
    `  if (post) return [[${JSON.stringify(EXCHANGE_API.postDetail)}.replace(':id', post), {}]];`,
    `  if (p === '/exchange') return [[${JSON.stringify(EXCHANGE_API.postList)}, { tab: 'latest' }]];`,
    `  if (p === '/setting') return [[${JSON.stringify(API.sessionList)}, {}]];`,
    '  return [];',
    '};',
    'let frames = 0;',
    'export async function render(url, lang, data, origin, read, member) {',
    '  if (!read) return `<main class="drawn">${lang} ${url}</main>`;',
    "  const pathname = url.split('?')[0];",
    // A page that takes its time to draw (?wait=ms), as /setting's 240 ms under load.
    "  const wait = Number(new URLSearchParams(url.split('?')[1] ?? '').get('wait') ?? 0);",
    '  if (wait) await new Promise((r) => setTimeout(r, wait));',
    // Each frame drawn is counted: a kept one is drawn once.
    '  if (pathname === \'/setting\' && !member) return { html: `<main class="frame" data-drawn="${++frames}"></main>`, frame: true };',
    '  const answers = [];',
    '  for (const [p, q] of reads(pathname)) {',
    '    try { answers.push(await read(p, q)); }',
    '    catch (e) { return { html: "", failed: { status: e.status ?? 500 } }; }',
    '  }',
    "  const who = member ? `for ${member.nickname}` : 'for a visitor';",
    '  return { html: `<main class="drawn">${who} ${JSON.stringify(answers)}</main>`, queries: { answers } };',
    '}',
    'export const knows = () => true;',
    'export const forMember = personal;',
  ].join('\n'),
);

const { app, clock, signUp } = await useTestApp({ clock: true, config: { webDist, drawAllPages: true } });

const page = (url: string, token?: string) =>
  app.inject({
    method: 'GET',
    url,
    cookies: token ? { [COOKIE_NAMES.accessToken]: token } : {},
  });
const rootOf = (html: string) => /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*<\/body>/.exec(html)!;
const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');
const nicknameOf = async (token: string) => (await call(app, API.memberInfo, { token })).body.data.nickname as string;

describe('a signed-in member’s personal pages, drawn with their session (issue 30)', () => {
  it('draws /setting whole for the member whose cookie comes with it, never kept, and its frame for a visitor', async () => {
    const a = await signUp('en_US');
    const b = await signUp('en_US');
    const [nickA, nickB] = [await nicknameOf(a.token), await nicknameOf(b.token)];

    const mine = await page('/setting?lang=en_US', a.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const [attrs, html] = rootOf(mine.body).slice(1);
    expect(attrs).toBe(' data-ssr="member"');
    // Their own reads, answered by the API for their session: their signed-in devices.
    expect(html).toContain(`for ${nickA}`);
    expect(html).toContain('"current":true');
    const boot = bootOf(mine.body);
    expect(boot.member.nickname).toBe(nickA);
    expect(mine.body).toContain('<template id="app-preload">');

    const theirs = await page('/setting?lang=en_US', b.token);
    expect(rootOf(theirs.body)[2]).toContain(`for ${nickB}`);
    expect(theirs.body).not.toContain(nickA);

    const visitor = await page('/setting?lang=en_US');
    expect(rootOf(visitor.body)[1]).toBe(' data-ssr="frame"');
    for (const nick of [nickA, nickB]) expect(visitor.body).not.toContain(nick);
    expect(bootOf(visitor.body)?.member).toBeUndefined();
    // The frame holds nothing of anyone: kept, and drawn once for every visitor.
    const again = await page('/setting?lang=en_US');
    expect(again.body).toBe(visitor.body);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('draws no more than MEMBER_PAGES_AT_ONCE (4) pages for members at once: the next member gets the visitor’s page, which their app draws', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => signUp('en_US')));
    const nick = await nicknameOf(members[4]!.token);
    // Four members' pages are being drawn (each takes 400 ms)...
    const drawing = members.slice(0, 4).map((m) => page('/setting?lang=en_US&wait=400', m.token));
    await new Promise((r) => setTimeout(r, 100));
    // ...the fifth member gets the frame the app draws at once, with nothing of theirs, and fast.
    const fifth = await page('/setting?lang=en_US', members[4]!.token);
    expect(fifth.statusCode).toBe(200);
    expect(rootOf(fifth.body)[1]).toBe(' data-ssr="frame"');
    expect(fifth.body).not.toContain(nick);
    expect(bootOf(fifth.body)?.member).toBeUndefined();
    // The four were drawn for their members.
    for (const res of await Promise.all(drawing)) expect(rootOf(res.body)[1]).toBe(' data-ssr="member"');
    // Once they are done, the next page is drawn for its member again.
    const after = await page('/setting?lang=en_US', members[4]!.token);
    expect(rootOf(after.body)[1]).toBe(' data-ssr="member"');
    expect(rootOf(after.body)[2]).toContain(`for ${nick}`);
  });

  it('draws a visitor’s page for a token that is no session (signed out, made up), never an error', async () => {
    const a = await signUp('en_US');
    await call(app, API.logout, { token: a.token });
    for (const token of [a.token, 'made-up', 'x'.repeat(500)]) {
      const res = await page('/setting?lang=en_US', token);
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)[1]).toBe(' data-ssr="frame"');
      expect(bootOf(res.body)?.member).toBeUndefined();
    }
  });

  it('draws the exchange’s feed and a post with the member’s own likes, and nothing of one member in another’s or a visitor’s page', async () => {
    const now = clock.now();
    const author = await veteran(app, now);
    const fan = await signUp('en_US');
    const made = await createPost(app, author.token, { text: 'Angkor at dawn', visibility: 'public' });
    expect(made.body.code).toBe(0);
    const id = String(made.body.data.id);
    expect((await call(app, EXCHANGE_API.postLike, { token: fan.token, body: { id, liked: true } })).body.code).toBe(0);
    clock.advance(31);

    // The visitor's page first (kept in the page cache), then the fan's, then the visitor's again.
    const before = await page('/exchange?lang=en_US');
    expect(rootOf(before.body)[1]).toBe(' data-ssr="1"');
    expect(rootOf(before.body)[2]).toContain('Angkor at dawn');
    expect(rootOf(before.body)[2]).not.toContain('"liked":true');

    const fanFeed = await page('/exchange?lang=en_US', fan.token);
    expect(rootOf(fanFeed.body)[1]).toBe(' data-ssr="member"');
    expect(fanFeed.headers['cache-control']).toBe('private, no-store');
    expect(rootOf(fanFeed.body)[2]).toContain('"liked":true');
    const fanPost = await page(`/exchange/post/${id}?lang=en_US`, fan.token);
    expect(rootOf(fanPost.body)[2]).toMatch(/"liked":true/);
    // The same as the API answers the fan.
    expect((await detail(app, id, fan.token)).body.data.liked).toBe(true);

    const after = await page('/exchange?lang=en_US');
    expect(after.body).toBe(before.body);
    const authorFeed = await page('/exchange?lang=en_US', author.token);
    expect(rootOf(authorFeed.body)[2]).toContain('Angkor at dawn');
    expect(rootOf(authorFeed.body)[2]).not.toContain('"liked":true');
    expect(authorFeed.body).not.toContain(await nicknameOf(fan.token));
  });

  it('draws a followers-only post for a follower, and for nobody else', async () => {
    const now = clock.now();
    const author = await veteran(app, now);
    const follower = await signUp('en_US');
    const stranger = await signUp('en_US');
    expect(
      (await call(app, EXCHANGE_API.follow, { token: follower.token, body: { memberId: String(author.id) } })).body
        .code,
    ).toBe(0);
    const made = await createPost(app, author.token, { text: 'Only for my followers', visibility: 'followers' });
    expect(made.body.code).toBe(0);
    const url = `/exchange/post/${String(made.body.data.id)}?lang=en_US`;

    const seen = await page(url, follower.token);
    expect(rootOf(seen.body)[1]).toBe(' data-ssr="member"');
    expect(seen.body).toContain('Only for my followers');
    for (const token of [stranger.token, undefined]) {
      const res = await page(url, token);
      expect(res.body).not.toContain('Only for my followers');
      expect(rootOf(res.body)[1]).not.toContain('data-ssr');
    }
  });
});

import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, entryBytes, preparePage } from './page-cache.js';

const T0 = new Date('2031-03-04T01:00:05Z');
/** A page of about `size` bytes that does not compress to nothing. */
const html = (name: string, size = 1000) => {
  let s = `<!doctype html><title>${name}</title>`;
  let x = name.length * 7919;
  while (s.length < size) {
    x = (x * 48271) % 2147483647;
    s += x.toString(36);
  }
  return s;
};

describe('the page cache', () => {
  it('builds a page once per key, version and 30 s slot, and keeps its brotli and gzip copies', async () => {
    const cache = new PageCache({ maxBytes: 1 << 20 });
    let builds = 0;
    const build = async () => ({ html: html(`home ${++builds}`), keep: true });
    const a = await cache.get('zh_CN|/', 1, T0, build);
    const b = await cache.get('zh_CN|/', 1, new Date(T0.getTime() + 20_000), build);
    expect(builds).toBe(1);
    expect(b).toBe(a);
    expect(zlib.brotliDecompressSync(a.br).toString()).toBe(a.html.toString());
    expect(zlib.gunzipSync(a.gzip).toString()).toBe(a.html.toString());
    // A content write (new version) or the next slot of the clock builds it again.
    await cache.get('zh_CN|/', 2, T0, build);
    expect(builds).toBe(2);
    await cache.get('zh_CN|/', 2, new Date(T0.getTime() + 30_000), build);
    expect(builds).toBe(3);
  });

  it('shares one build among concurrent misses of a key', async () => {
    const cache = new PageCache({ maxBytes: 1 << 20 });
    let builds = 0;
    const build = async () => ({ html: html(`news ${++builds}`), keep: true });
    const all = await Promise.all(Array.from({ length: 20 }, () => cache.get('zh_CN|/news', 1, T0, build)));
    expect(builds).toBe(1);
    expect(new Set(all).size).toBe(1);
  });

  it('does not keep a page its builder refuses (an unknown item)', async () => {
    const cache = new PageCache({ maxBytes: 1 << 20 });
    await cache.get('zh_CN|/news/detail/999999', 1, T0, async () => ({ html: html('missing'), keep: false }));
    expect(cache.has('zh_CN|/news/detail/999999')).toBe(false);
    expect(cache.bytes).toBe(0);
  });

  it('keeps the popular pages through a flood of distinct URLs, within its byte cap', async () => {
    const one = entryBytes(await preparePage({ html: html('probe'), keep: true }));
    const cache = new PageCache({ maxBytes: one * 40 });
    const popular = ['zh_CN|/', 'zh_CN|/news', 'en_US|/', 'zh_CN|/news/detail/1'];
    let builds = 0;
    const get = (key: string) =>
      cache.get(key, 1, T0, async () => {
        builds++;
        return { html: html(key), keep: true };
      });
    // Visitors open the popular pages (each more than once)...
    for (let i = 0; i < 3; i++) for (const k of popular) await get(k);
    expect(popular.every((k) => cache.isProtected(k))).toBe(true);
    // ...then a crawler or an attacker asks for thousands of pages nobody asks for twice.
    for (let n = 1; n <= 300; n++) await get(`zh_CN|/news||${n}`);
    expect(cache.bytes).toBeLessThanOrEqual(one * 40);
    const before = builds;
    for (const k of popular) await get(k);
    expect(builds).toBe(before);
  });

  it('lets a page asked for a second time in, even among floods, and drops the oldest when full', async () => {
    const one = entryBytes(await preparePage({ html: html('probe'), keep: true }));
    const cache = new PageCache({ maxBytes: one * 10, probationShare: 0.5 });
    const get = (key: string) => cache.get(key, 1, T0, async () => ({ html: html(key), keep: true }));
    for (let n = 0; n < 12; n++) {
      await get(`p${n}`);
      await get(`p${n}`);
    }
    // Ten entries fit; the two oldest of the twelve pages seen twice went out.
    expect(cache.bytes).toBeLessThanOrEqual(one * 10);
    expect(cache.has('p11')).toBe(true);
    expect(cache.has('p0')).toBe(false);
  });
});

const at = (ms: number) => new Date(T0.getTime() + ms);

describe('the page cache when a slot ends', () => {
  it("answers the previous slot's page at once while one new drawing runs, then the new page", async () => {
    const cache = new PageCache({ maxBytes: 1 << 20 });
    let builds = 0;
    let finish!: () => void;
    const build = async () => {
      const n = ++builds;
      if (n > 1) await new Promise<void>((r) => (finish = r));
      return { html: html(`home ${n}`), keep: true };
    };
    const first = await cache.get('zh_CN|/', 1, T0, build);
    // The next slot (20 s after the drawing): every request gets the first page while the second is drawn, once.
    const during = await Promise.all(Array.from({ length: 5 }, () => cache.get('zh_CN|/', 1, at(26_000), build)));
    expect(during.every((e) => e === first)).toBe(true);
    expect(builds).toBe(2);
    expect(cache.drawing).toBe(true);
    finish();
    while (cache.drawing) await new Promise((r) => setImmediate(r));
    const after = await cache.get('zh_CN|/', 1, at(27_000), build);
    expect(after).not.toBe(first);
    expect(after.html.toString()).toContain('home 2');
    expect(builds).toBe(2);
  });

  it('never answers the old page after a content write, nor one drawn 30 s ago or more', async () => {
    const cache = new PageCache({ maxBytes: 1 << 20 });
    let builds = 0;
    const build = async () => ({ html: html(`news ${++builds}`), keep: true });
    await cache.get('zh_CN|/news', 1, T0, build);
    // A staff edit (new version), in the next slot: the request waits for the new page.
    expect((await cache.get('zh_CN|/news', 2, at(26_000), build)).html.toString()).toContain('news 2');
    // Drawn at 26 s, asked at 56 s (the next slot, 30 s later): its data would be older than the rule.
    expect((await cache.get('zh_CN|/news', 2, at(56_000), build)).html.toString()).toContain('news 3');
  });

  it('draws a page ahead of its slot, which then serves that slot without another drawing', async () => {
    const cache = new PageCache({ maxBytes: 1 << 20 });
    let builds = 0;
    const build = async () => ({ html: html(`home ${++builds}`), keep: true });
    await cache.get('en_US|/', 1, T0, build);
    // 4 s before the next slot begins (T0 is 5 s into its slot).
    const next = at(25_000);
    await cache.predraw('en_US|/', 1, next, next, build);
    await cache.predraw('en_US|/', 1, next, next, build);
    expect(builds).toBe(2);
    // The rest of this slot and the whole next one get the page drawn ahead.
    expect((await cache.get('en_US|/', 1, at(22_000), build)).html.toString()).toContain('home 2');
    expect((await cache.get('en_US|/', 1, at(54_000), build)).html.toString()).toContain('home 2');
    expect(builds).toBe(2);
  });
});

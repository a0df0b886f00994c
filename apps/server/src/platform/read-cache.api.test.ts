import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call } from '../test/app.js';
import { useTestApp } from '../test/kit.js';
import { contentFactories } from '../test/content-factories.js';
import { articles } from '../db/schema/index.js';
import { createVersionedCache } from './read-cache.js';

let now = new Date('2026-05-01T02:00:00Z');
const { app } = await useTestApp({ build: { now: () => now } });

describe('read cache of public reads', () => {
  it('serves a write (by anyone, straight to the database) on the next read, and the same answer and ETag until then', async () => {
    const f = contentFactories(app);
    const ch = (await f.channel()).id;
    const a = await f.article(ch, { title: { zh_CN: '旧标题' }, publishAt: new Date(now.getTime() - 3_600_000) });
    const detail = () => call(app, `/client/article/v1/detail/${a.id}`, { method: 'GET' });
    const first = await detail();
    const again = await detail();
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body.data.title).toBe('旧标题');

    await app.ctx.database.db
      .update(articles)
      .set({ title: { zh_CN: '新标题' } })
      .where(eq(articles.id, a.id));
    const changed = await detail();
    expect(changed.body.data.title).toBe('新标题');
    expect(changed.headers.etag).not.toBe(first.headers.etag);

    const list = () =>
      call(app, `/client/article/v1/channel/listPage?channelId=${ch}&pageNum=1&pageSize=10`, { method: 'GET' });
    expect((await list()).body.data.total).toBe(1);
    await f.article(ch, { title: { zh_CN: '第二篇' }, publishAt: new Date(now.getTime() - 60_000) });
    const post = await call(app, '/client/article/v1/channel/listPage', {
      body: { channelId: ch, pageNum: 1, pageSize: 10 },
    });
    expect(post.body.data.list.map((x: { title: string }) => x.title)).toEqual(['第二篇', '新标题']);
  });

  it('shows a scheduled article once its time has come', async () => {
    const f = contentFactories(app);
    const ch = (await f.channel()).id;
    await f.article(ch, { status: 'scheduled', title: { zh_CN: '预告' }, publishAt: new Date(now.getTime() + 60_000) });
    const list = () =>
      call(app, `/client/article/v1/channel/listPage?channelId=${ch}&pageNum=1&pageSize=10`, { method: 'GET' });
    expect((await list()).body.data.total).toBe(0);
    now = new Date(now.getTime() + 120_000);
    expect((await list()).body.data.total).toBe(1);
  });

  it("with staleWhileRevalidate, answers the previous slot's value while the new one is read (one read), never across a version change", async () => {
    const cache = createVersionedCache<string>(app.ctx.database, { ttlMs: 10_000 });
    let reads = 0;
    // Loads wait for the gate open when they were asked for; release() opens it.
    const gate = () => {
      let open: () => void = () => undefined;
      return { done: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
    };
    let current = gate();
    const release = () => {
      current.open();
      current = gate();
    };
    const load = (value: string) => {
      const g = current;
      return async () => {
        reads++;
        await g.done;
        return value;
      };
    };
    const at = (ms: number) => new Date(Date.parse('2026-05-01T03:00:00Z') + ms);
    const first = cache.get('k', at(0), load('one'), true);
    release();
    expect(await first).toBe('one');
    // Next slot: the previous value at once, twice, while one read of the new one is on its way.
    expect(await cache.get('k', at(10_000), load('two'), true)).toBe('one');
    expect(await cache.get('k', at(10_001), load('two'), true)).toBe('one');
    expect(reads).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', at(10_002), load('three'), true)).toBe('two');
    // Without the option, or two slots later, the caller waits for the new value.
    const strict = cache.get('k', at(20_000), load('four'));
    release();
    expect(await strict).toBe('four');
    const later = cache.get('k', at(40_000), load('five'), true);
    release();
    expect(await later).toBe('five');
    // A content write (a new version) is never answered from the previous slot.
    const f = contentFactories(app);
    await f.article((await f.channel()).id, { title: { zh_CN: '版本' } });
    const changed = cache.get('k', at(50_000), load('six'), true);
    release();
    expect(await changed).toBe('six');
  });
});

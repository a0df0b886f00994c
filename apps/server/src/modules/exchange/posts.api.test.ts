import { beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { API, apiPath, EXCHANGE_API } from '@acsc/shared';
import { exchangePosts, media, members, notifications } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { uploadTo } from '../../test/upload.js';
import { detail, feed, get, mediaRows, newcomer, post, uploadImage, veteran } from './exchange.testkit.js';

/** Posts (issue 11): writing with images or a video, author-only edit and delete, feeds, search, likes and collects. */

const { app, clock, signUp } = await useTestApp({ clock: true });
// A fresh write-limit window for each test.
beforeEach(() => clock.advance(601));

describe('writing a post', () => {
  it('posts a title, text and three uploaded images in order; anyone reads it; the author edits (marked edited) and deletes it, and its files go', async () => {
    const a = await veteran(app, clock.now());
    const ids = [await uploadImage(app, a.token), await uploadImage(app, a.token), await uploadImage(app, a.token)];
    const made = await post(app, a.token, {
      title: 'ភ្នំពេញ',
      text: 'សួស្តី\nfriends',
      visibility: 'public',
      imageIds: ids,
    });
    expect(made.body).toMatchObject({
      code: 0,
      data: {
        title: 'ភ្នំពេញ',
        text: 'សួស្តី\nfriends',
        visibility: 'public',
        status: 'published',
        mine: true,
        edited: false,
        media: { kind: 'images' },
      },
    });
    const id = made.body.data.id as string;
    expect(made.body.data.media.images.map((i: { id: string }) => i.id)).toEqual(ids);
    expect(made.body.data.media.images[0].url).toMatch(/^\/media\//);

    const seen = await detail(app, id);
    expect(seen.body).toMatchObject({ code: 0, data: { id, mine: false, liked: false, author: { id: String(a.id) } } });
    expect((await feed(app, undefined)).body.data.list[0].id).toBe(id);

    const other = await veteran(app, clock.now());
    const foreignEdit = await call(app, EXCHANGE_API.postUpdate, {
      token: other.token,
      body: { id, text: 'mine now' },
    });
    expect(foreignEdit.body.code).toBe(5206);
    expect(foreignEdit.status).toBe(403);
    expect((await call(app, EXCHANGE_API.postDelete, { token: other.token, body: { id } })).body.code).toBe(5206);

    const edited = await call(app, EXCHANGE_API.postUpdate, {
      token: a.token,
      body: { id, text: 'Edited text', imageIds: [ids[2], ids[0]] },
    });
    expect(edited.body).toMatchObject({ code: 0, data: { text: 'Edited text', title: null, edited: true } });
    expect(edited.body.data.media.images.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[0]]);
    // The image the edit dropped is used by nothing else: its row and files are gone.
    expect(
      await app.ctx.database.db
        .select()
        .from(media)
        .where(eq(media.id, Number(ids[1]))),
    ).toEqual([]);

    expect((await call(app, EXCHANGE_API.postDelete, { token: a.token, body: { id } })).body.code).toBe(0);
    expect((await detail(app, id, a.token)).body.code).toBe(5201);
    expect((await feed(app, undefined)).body.data.list.map((p: { id: string }) => p.id)).not.toContain(id);
    expect(
      await app.ctx.database.db
        .select()
        .from(media)
        .where(inArray(media.id, ids.map(Number))),
    ).toEqual([]);
  });

  it('keeps a file another post still uses when one post is deleted', async () => {
    const a = await veteran(app, clock.now());
    const img = await uploadImage(app, a.token);
    const one = await post(app, a.token, { text: 'one', imageIds: [img] });
    await post(app, a.token, { text: 'two', imageIds: [img] });
    await call(app, EXCHANGE_API.postDelete, { token: a.token, body: { id: one.body.data.id } });
    expect(
      await app.ctx.database.db
        .select({ id: media.id })
        .from(media)
        .where(eq(media.id, Number(img))),
    ).toHaveLength(1);
  });

  it('takes one video with its poster and length', async () => {
    const a = await veteran(app, clock.now());
    const [video] = await mediaRows(app, a.id, 'video', 1);
    const res = await post(app, a.token, { text: 'my clip', videoId: video });
    expect(res.body).toMatchObject({
      code: 0,
      data: { media: { kind: 'video', video: { id: video, posterUrl: '/media/test/poster.webp', seconds: 12 } } },
    });
  });

  it("refuses 19 images, images with a video, someone else's upload, a video given as an image, and a renamed file that is no image", async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const nineteen = await mediaRows(app, a.id, 'image', 19);
    const tooMany = await post(app, a.token, { text: 'many', imageIds: nineteen }, 'zh_CN');
    expect(tooMany.body).toMatchObject({ code: 5204, msg: '最多只能发布 18 张图片' });
    expect(
      (await post(app, a.token, { text: 'eighteen', imageIds: nineteen.slice(0, 18) })).body.data.media.images,
    ).toHaveLength(18);
    const [video] = await mediaRows(app, a.id, 'video', 1);
    expect(
      (await post(app, a.token, { text: 'mixed', imageIds: nineteen.slice(0, 1), videoId: video })).body.code,
    ).toBe(5203);
    const [theirs] = await mediaRows(app, b.id, 'image', 1);
    expect((await post(app, a.token, { text: 'not mine', imageIds: [theirs] })).body.code).toBe(5205);
    expect((await post(app, a.token, { text: 'wrong kind', imageIds: [video] })).body.code).toBe(5205);
    const renamed = await uploadTo(
      app,
      API.memberImageUpload,
      a.token,
      'holiday.jpg',
      Buffer.from('this is a text file, not a photo'),
      'image/jpeg',
    );
    expect(renamed.body.code).toBe(4002);
  });

  it('checks the text and title rules, and refuses visitors', async () => {
    const a = await veteran(app, clock.now());
    expect((await post(app, a.token, { text: '   ' })).body.code).toBe(1001);
    expect((await post(app, a.token, { text: 'x'.repeat(2001) })).body.code).toBe(1001);
    expect((await post(app, a.token, { title: 'x', text: 'ok' })).body.code).toBe(1001);
    expect((await post(app, a.token, { title: 'x'.repeat(31), text: 'ok' })).body.code).toBe(1001);
    expect((await post(app, a.token, { text: 'ok', visibility: 'friends' })).body.code).toBe(1001);
    expect((await post(app, a.token, { text: '<b>bold</b>', title: '' })).body.data).toMatchObject({
      text: '<b>bold</b>',
      title: null,
    });
    const visitor = await post(app, undefined, { text: 'hello' });
    expect(visitor.body.code).toBe(90);
    expect((await call(app, EXCHANGE_API.postLike, { body: { id: 1, liked: true } })).body.code).toBe(90);
    expect((await detail(app, '999999')).body.code).toBe(5201);
  });
});

describe('who sees a post', () => {
  it('shows members-only posts to members, followers-only posts to followers, and neither to a member the author blocked', async () => {
    const a = await veteran(app, clock.now());
    const fan = await veteran(app, clock.now());
    const stranger = await veteran(app, clock.now());
    const blocked = await veteran(app, clock.now());
    const membersPost = (await post(app, a.token, { text: 'members only', visibility: 'members' })).body.data
      .id as string;
    const followersPost = (await post(app, a.token, { text: 'followers only', visibility: 'followers' })).body.data
      .id as string;
    await call(app, EXCHANGE_API.follow, { token: fan.token, body: { memberId: a.id } });
    await call(app, EXCHANGE_API.follow, { token: blocked.token, body: { memberId: a.id } });
    await call(app, EXCHANGE_API.block, { token: a.token, body: { memberId: blocked.id } });

    expect((await detail(app, membersPost)).body.code).toBe(5201);
    expect((await detail(app, membersPost, stranger.token)).body.code).toBe(0);
    expect((await detail(app, membersPost, blocked.token)).body.code).toBe(5201);
    expect((await detail(app, followersPost, stranger.token)).body.code).toBe(5201);
    expect((await detail(app, followersPost, fan.token)).body.code).toBe(0);
    // Blocking ended the blocked member's follow.
    expect((await detail(app, followersPost, blocked.token)).body.code).toBe(5201);
    expect((await detail(app, followersPost, a.token)).body.data.mine).toBe(true);

    const following = await feed(app, fan.token, { tab: 'following' });
    expect(following.body.data.list.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining([membersPost, followersPost]),
    );
    expect((await feed(app, stranger.token, { tab: 'following' })).body.data.list).toEqual([]);
    expect((await feed(app, undefined, { tab: 'following' })).body).toMatchObject({
      code: 0,
      data: { list: [], next: null },
    });
    expect(
      (await feed(app, blocked.token, { authorId: a.id })).body.data.list.map((p: { id: string }) => p.id),
    ).not.toContain(membersPost);
  });
});

describe('feeds', () => {
  it('pages the latest posts by cursor without repeating or skipping one', async () => {
    const a = await veteran(app, clock.now());
    const mine: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await post(app, a.token, { text: `page test ${i}` });
      if (r.body.code !== 0) throw new Error(JSON.stringify(r.body));
      mine.unshift(r.body.data.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof feed>> = await feed(app, a.token, {
        authorId: a.id,
        pageSize: 2,
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.body.data.list.map((p: { id: string }) => p.id));
      cursor = page.body.data.next;
    } while (cursor);
    expect(seen.slice(0, 5)).toEqual(mine);
    expect(seen).toHaveLength(8);
    expect((await feed(app, a.token, { cursor: 'not-a-cursor' })).body.code).toBe(0);
  });

  it('finds posts by Chinese, Khmer and English words', async () => {
    const a = await veteran(app, clock.now());
    const zh = (await post(app, a.token, { text: '我们在北京留学生活很好' })).body.data.id;
    const km = (await post(app, a.token, { text: 'ខ្ញុំរៀននៅសាកលវិទ្យាល័យ' })).body.data.id;
    const en = (await post(app, a.token, { title: 'Scholarship tips', text: 'apply early' })).body.data.id;
    const ids = async (keywords: string) =>
      (await feed(app, undefined, { keywords })).body.data.list.map((p: { id: string }) => p.id);
    expect(await ids('留学')).toEqual([zh]);
    expect(await ids('សាកលវិទ្យាល័យ')).toEqual([km]);
    expect(await ids('SCHOLARSHIP')).toEqual([en]);
    expect(await ids('!!!')).toEqual([]);
  });

  it('orders Popular by likes, comments and collects, newer posts weighing more', async () => {
    const a = await veteran(app, clock.now());
    const liked = (await post(app, a.token, { text: 'popular one' })).body.data.id;
    const plain = (await post(app, a.token, { text: 'plain one' })).body.data.id;
    for (let i = 0; i < 3; i++) {
      const fan = await veteran(app, clock.now());
      await call(app, EXCHANGE_API.postLike, { token: fan.token, body: { id: liked, liked: true } });
    }
    const list = (await feed(app, undefined, { tab: 'popular', pageSize: 50 })).body.data.list.map(
      (p: { id: string }) => p.id,
    );
    expect(list.indexOf(liked)).toBeLessThan(list.indexOf(plain));
  });
});

describe('likes and collects', () => {
  it('counts 30 members liking at once as 30, a member liking twice as 1, and tells the author', async () => {
    const a = await veteran(app, clock.now());
    const id = (await post(app, a.token, { text: 'like me' })).body.data.id as string;
    const fans = await Promise.all(Array.from({ length: 30 }, () => signUp('en_US')));
    const results = await Promise.all(
      fans.map((f) => call(app, EXCHANGE_API.postLike, { token: f.token, body: { id, liked: true } })),
    );
    expect(results.every((r) => r.body.code === 0)).toBe(true);
    expect((await detail(app, id)).body.data.counts.likes).toBe(30);

    const twice = await Promise.all(
      [1, 2].map(() => call(app, EXCHANGE_API.postLike, { token: fans[0].token, body: { id, liked: true } })),
    );
    expect(twice.map((r) => r.body.data.counts.likes)).toEqual([30, 30]);
    const unliked = await call(app, EXCHANGE_API.postLike, { token: fans[0].token, body: { id, liked: false } });
    expect(unliked.body.data).toMatchObject({ active: false, counts: { likes: 29 } });
    expect(
      (await call(app, EXCHANGE_API.postLike, { token: fans[0].token, body: { id, liked: false } })).body.data.counts
        .likes,
    ).toBe(29);
    expect((await detail(app, id, fans[1].token)).body.data.liked).toBe(true);

    const told = await app.ctx.database.db.select().from(notifications).where(eq(notifications.memberId, a.id));
    expect(told.filter((n) => n.type === 'exchange.postLiked')).toHaveLength(30);
  });

  it('collects idempotently and lists my collection newest first', async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const first = (await post(app, a.token, { text: 'first' })).body.data.id;
    const second = (await post(app, a.token, { text: 'second' })).body.data.id;
    await call(app, EXCHANGE_API.postCollect, { token: b.token, body: { id: first, collected: true } });
    clock.advance(1);
    const again = await Promise.all(
      [1, 2, 3].map(() =>
        call(app, EXCHANGE_API.postCollect, { token: b.token, body: { id: second, collected: true } }),
      ),
    );
    expect(again.map((r) => r.body.data.counts.collects)).toEqual([1, 1, 1]);
    const list = await get(app, EXCHANGE_API.collectionList, b.token);
    expect(list.body.data.list.map((p: { id: string; collected: boolean }) => [p.id, p.collected])).toEqual([
      [second, true],
      [first, true],
    ]);
    expect((await get(app, EXCHANGE_API.collectionList)).body.code).toBe(90);
    expect(
      (await call(app, EXCHANGE_API.postCollect, { token: b.token, body: { id: 99999999, collected: true } })).body
        .code,
    ).toBe(5201);
  });
});

describe('community rules', () => {
  it('lets a new account post 3 times a day, holding its posts with links for review', async () => {
    const n = await newcomer(app);
    const link = await post(app, n.token, { text: 'visit https://spam.example' });
    expect(link.body.data.status).toBe('pending');
    expect((await detail(app, link.body.data.id)).body.code).toBe(5201);
    expect((await detail(app, link.body.data.id, n.token)).body.data.status).toBe('pending');
    expect((await post(app, n.token, { text: 'hello' })).body.data.status).toBe('published');
    expect((await post(app, n.token, { text: 'again' })).body.code).toBe(0);
    const fourth = await post(app, n.token, { text: 'one more' });
    expect(fourth.body.code).toBe(5211);
    expect(fourth.status).toBe(429);
    clock.advance(86_401);
    expect((await post(app, n.token, { text: 'next day' })).body.code).toBe(0);
  });

  it('lets a suspended member read but answers every write with the date', async () => {
    const a = await veteran(app, clock.now());
    const id = (await post(app, a.token, { text: 'before' })).body.data.id;
    const until = new Date(clock.now().getTime() + 3 * 86_400_000);
    await app.ctx.database.db.update(members).set({ suspendedUntil: until }).where(eq(members.id, a.id));
    const refused = await post(app, a.token, { text: 'during' });
    expect(refused.body).toMatchObject({ code: 5210 });
    expect(refused.body.msg).toContain(until.toISOString());
    for (const [path, body] of [
      [EXCHANGE_API.postLike, { id, liked: true }],
      [EXCHANGE_API.commentCreate, { postId: id, text: 'hi' }],
      [EXCHANGE_API.postDelete, { id }],
    ] as const)
      expect((await call(app, path, { token: a.token, body })).body.code).toBe(5210);
    expect((await detail(app, id, a.token)).body.code).toBe(0);
    expect((await get(app, EXCHANGE_API.userMe, a.token)).body.data.suspendedUntil).toBe(until.toISOString());
    clock.advance(3 * 86_400 + 1);
    expect((await post(app, a.token, { text: 'after' })).body.code).toBe(0);
  });
});

describe("a visitor's read of a post", () => {
  it('is public and cached with an ETag (304 when it matches); an edit shows at once, counts within the 10 s slot; a member reads it privately', async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const id = (await post(app, a.token, { text: 'a cached post', visibility: 'public' })).body.data.id as string;
    const one = await detail(app, id);
    expect(one.body).toMatchObject({ code: 0, data: { id, text: 'a cached post', mine: false, liked: false } });
    expect(one.headers['cache-control']).toBe('public, no-cache');
    expect(one.headers.vary).toContain('Authorization');
    const etag = one.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url: `/prod-api${apiPath(EXCHANGE_API.postDetail, { id })}`,
      headers: { 'if-none-match': etag, language: 'en_US' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    expect(
      (
        await call(app, EXCHANGE_API.postUpdate, {
          token: a.token,
          body: { id, text: 'a cached post, edited', visibility: 'public' },
        })
      ).body.code,
    ).toBe(0);
    const edited = await detail(app, id);
    expect(edited.body.data).toMatchObject({ text: 'a cached post, edited', edited: true });
    expect(edited.headers.etag).not.toBe(etag);

    // A like shows to its member at once (a private read), to visitors within the slot.
    expect((await call(app, EXCHANGE_API.postLike, { token: b.token, body: { id, liked: true } })).body.code).toBe(0);
    const mine = await detail(app, id, b.token);
    expect(mine.body.data).toMatchObject({ liked: true, counts: { likes: 1 } });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.etag).toBeUndefined();
    clock.advance(11);
    expect((await detail(app, id)).body.data).toMatchObject({ liked: false, counts: { likes: 1 } });
  });

  it('never serves a members-only, followers-only, held, hidden or deleted post from the visitor cache', async () => {
    const a = await veteran(app, clock.now());
    const membersOnly = (await post(app, a.token, { text: 'members only', visibility: 'members' })).body.data
      .id as string;
    const followers = (await post(app, a.token, { text: 'followers only', visibility: 'followers' })).body.data
      .id as string;
    for (const id of [membersOnly, followers]) {
      const res = await detail(app, id);
      expect(res.status).toBe(404);
      expect(String(res.headers['cache-control'] ?? '')).not.toContain('public');
      expect(res.headers.etag).toBeUndefined();
    }
    expect((await detail(app, membersOnly, a.token)).body.data.text).toBe('members only');
    // A public post cached for visitors, then made members-only: gone for visitors at once.
    const id = (await post(app, a.token, { text: 'public for now', visibility: 'public' })).body.data.id as string;
    expect((await detail(app, id)).status).toBe(200);
    expect(
      (
        await call(app, EXCHANGE_API.postUpdate, {
          token: a.token,
          body: { id, text: 'public for now', visibility: 'members' },
        })
      ).body.code,
    ).toBe(0);
    expect((await detail(app, id)).status).toBe(404);
    // Hidden by a moderator (a write outside the API) and deleted: gone at once as well.
    const other = (await post(app, a.token, { text: 'to be hidden', visibility: 'public' })).body.data.id as string;
    expect((await detail(app, other)).status).toBe(200);
    await app.ctx.database.db
      .update(exchangePosts)
      .set({ status: 'hidden' })
      .where(eq(exchangePosts.id, Number(other)));
    expect((await detail(app, other)).status).toBe(404);
    const gone = (await post(app, a.token, { text: 'to be deleted', visibility: 'public' })).body.data.id as string;
    expect((await detail(app, gone)).status).toBe(200);
    expect((await call(app, EXCHANGE_API.postDelete, { token: a.token, body: { id: gone } })).body.code).toBe(0);
    expect((await detail(app, gone)).status).toBe(404);
  });
});

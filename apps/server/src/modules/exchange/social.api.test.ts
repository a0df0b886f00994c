import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API, apiPath, EXCHANGE_API } from '@acsc/shared';
import { members, notifications } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { detail, feed, get, post, veteran } from './exchange.testkit.js';
import { exchangeModule } from './routes.js';

/** Comments, follows, blocks and member pages (issue 11). */

const { app, clock } = await useTestApp({ clock: true });
beforeEach(() => clock.advance(601));

const comment = (token: string | undefined, body: Record<string, unknown>) =>
  call(app, EXCHANGE_API.commentCreate, { token, body });
const comments = (token: string | undefined, query: Record<string, string | number>) =>
  get(app, EXCHANGE_API.commentList, token, query);
const noticesOf = async (memberId: number, type: string) =>
  app.ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.type, type)));

describe('comments', () => {
  it('takes comments with one level of replies, counts them, tells the author, the replied member and a mentioned one', async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const c = await veteran(app, clock.now());
    await app.ctx.database.db
      .update(members)
      .set({ nickname: `Dara${c.id}` })
      .where(eq(members.id, c.id));
    const postId = (await post(app, a.token, { text: 'Comment here' })).body.data.id as string;

    const top = await comment(b.token, { postId, text: 'Nice!' });
    expect(top.body).toMatchObject({
      code: 0,
      data: { postId, parentId: null, replyTo: null, text: 'Nice!', mine: true, likes: 0 },
    });
    const reply = await comment(a.token, { postId, parentId: top.body.data.id, text: `Thanks @Dara${c.id} look` });
    expect(reply.body.data).toMatchObject({ parentId: top.body.data.id, replyTo: { id: String(b.id) } });
    // A reply to a reply stays under the same top-level comment, answering the reply's author.
    const deeper = await comment(b.token, { postId, parentId: reply.body.data.id, text: 'You are welcome' });
    expect(deeper.body.data).toMatchObject({ parentId: top.body.data.id, replyTo: { id: String(a.id) } });

    const page = await comments(undefined, { postId });
    expect(page.body.data.list).toHaveLength(1);
    expect(page.body.data.list[0]).toMatchObject({ id: top.body.data.id, replyCount: 2 });
    expect(page.body.data.list[0].replies.map((r: { text: string }) => r.text)).toEqual([
      `Thanks @Dara${c.id} look`,
      'You are welcome',
    ]);
    const replies = await comments(undefined, { parentId: top.body.data.id, pageSize: 1 });
    expect(replies.body.data.list).toHaveLength(1);
    expect(replies.body.data.next).not.toBeNull();
    expect((await detail(app, postId)).body.data.counts.comments).toBe(3);

    expect(await noticesOf(a.id, 'exchange.postCommented')).toHaveLength(1);
    expect(await noticesOf(b.id, 'exchange.commentReplied')).toHaveLength(1);
    expect(await noticesOf(a.id, 'exchange.commentReplied')).toHaveLength(1);
    expect(await noticesOf(c.id, 'exchange.mentioned')).toHaveLength(1);
    const listed = await call(app, `${API.notificationList}?pageSize=5`, {
      method: 'GET',
      token: c.token,
      lang: 'zh_CN',
    });
    expect(listed.body.data.list[0]).toMatchObject({ type: 'exchange.mentioned', link: `/exchange/post/${postId}` });
    expect(listed.body.data.list[0].title).toContain('提到了您');
  });

  it('deletes own comments (and the post author may), refuses others, and likes comments idempotently', async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const c = await veteran(app, clock.now());
    const postId = (await post(app, a.token, { text: 'Thread' })).body.data.id as string;
    const mine = (await comment(b.token, { postId, text: 'mine' })).body.data.id as string;
    const other = (await comment(c.token, { postId, text: 'other' })).body.data.id as string;
    expect((await call(app, EXCHANGE_API.commentDelete, { token: b.token, body: { id: other } })).body.code).toBe(5206);
    const liked = await Promise.all(
      [1, 2].map(() => call(app, EXCHANGE_API.commentLike, { token: c.token, body: { id: mine, liked: true } })),
    );
    expect(liked.map((r) => r.body.data.likes).sort()).toEqual([1, 1]);
    expect(
      (await comments(c.token, { postId })).body.data.list.find((x: { id: string }) => x.id === mine),
    ).toMatchObject({ likes: 1, liked: true });
    expect((await call(app, EXCHANGE_API.commentDelete, { token: b.token, body: { id: mine } })).body.code).toBe(0);
    expect((await call(app, EXCHANGE_API.commentDelete, { token: a.token, body: { id: other } })).body.code).toBe(0);
    expect((await comments(undefined, { postId })).body.data.list).toEqual([]);
    expect((await detail(app, postId)).body.data.counts.comments).toBe(0);
    expect((await call(app, EXCHANGE_API.commentDelete, { token: b.token, body: { id: mine } })).body.code).toBe(5202);
    expect(
      (await call(app, EXCHANGE_API.commentLike, { token: b.token, body: { id: mine, liked: true } })).body.code,
    ).toBe(5202);
  });

  it('refuses a comment from a member the author blocked, on an unknown post, from a visitor, and a list without a post', async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const postId = (await post(app, a.token, { text: 'No trolls' })).body.data.id as string;
    await call(app, EXCHANGE_API.block, { token: a.token, body: { memberId: b.id } });
    const refused = await comment(b.token, { postId, text: 'troll' });
    expect(refused.body.code).toBe(5209);
    expect(refused.status).toBe(403);
    expect((await comment(b.token, { postId: 99999999, text: 'x' })).body.code).toBe(5201);
    expect((await comment(undefined, { postId, text: 'x' })).body.code).toBe(90);
    expect((await comment(a.token, { postId, text: '' })).body.code).toBe(1001);
    expect((await comments(undefined, {})).body.code).toBe(1000);
  });
});

describe('follows, blocks and member pages', () => {
  it('follows and unfollows, tells the followed member, and shows the counts and flags on the member page', async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const followed = await call(app, EXCHANGE_API.follow, { token: b.token, body: { memberId: a.id } });
    expect(followed.body.data).toMatchObject({ memberId: String(a.id), following: true, blocked: false, followers: 1 });
    expect(
      (await call(app, EXCHANGE_API.follow, { token: b.token, body: { memberId: a.id } })).body.data.followers,
    ).toBe(1);
    expect(await noticesOf(a.id, 'exchange.followed')).toHaveLength(1);
    const id = (await post(app, a.token, { text: 'liked' })).body.data.id;
    await call(app, EXCHANGE_API.postLike, { token: b.token, body: { id, liked: true } });

    const page = await get(app, apiPath(EXCHANGE_API.user, { id: a.id }), b.token);
    expect(page.body.data).toMatchObject({
      member: { id: String(a.id) },
      counts: { posts: 4, followers: 1, following: 0, likesReceived: 1 },
      following: true,
      followedBy: false,
      me: false,
      profileVisible: true,
    });
    const mine = await get(app, EXCHANGE_API.userMe, a.token);
    expect(mine.body.data).toMatchObject({
      me: true,
      following: false,
      counts: { followers: 1 },
      suspendedUntil: null,
    });
    expect(Object.keys(mine.body.data.member).sort()).toEqual(['avatar', 'badges', 'id', 'nickname']);

    const followers = await get(app, EXCHANGE_API.attentionList, a.token, { kind: 'followers' });
    expect(followers.body.data.list.map((x: { member: { id: string } }) => x.member.id)).toEqual([String(b.id)]);
    const following = await get(app, EXCHANGE_API.attentionList, b.token, { kind: 'following' });
    expect(following.body.data.list[0]).toMatchObject({ member: { id: String(a.id) }, following: true });

    expect(
      (await call(app, EXCHANGE_API.unfollow, { token: b.token, body: { memberId: a.id } })).body.data,
    ).toMatchObject({ following: false, followers: 0 });
    expect((await call(app, EXCHANGE_API.follow, { token: a.token, body: { memberId: a.id } })).body.code).toBe(5207);
    expect((await call(app, EXCHANGE_API.follow, { token: a.token, body: { memberId: 99999999 } })).body.code).toBe(
      5212,
    );
    expect((await call(app, EXCHANGE_API.follow, { body: { memberId: a.id } })).body.code).toBe(90);
    expect((await get(app, EXCHANGE_API.userMe)).body.code).toBe(90);
    expect((await get(app, apiPath(EXCHANGE_API.user, { id: 99999999 }), a.token)).body.code).toBe(5212);
  });

  it('respects the profile privacy choice on the member page; "following" opens it to the people the member follows', async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    await app.ctx.database.db
      .update(members)
      .set({ school: 'RUPP', bio: 'Hello', profilePolicy: 'following' })
      .where(eq(members.id, a.id));
    const hidden = await get(app, apiPath(EXCHANGE_API.user, { id: a.id }), b.token);
    expect(hidden.body.data).toMatchObject({ profileVisible: false, school: null, bio: null });
    expect((await get(app, EXCHANGE_API.attentionList, b.token, { kind: 'followers', memberId: a.id })).body.code).toBe(
      5106,
    );
    expect((await feed(app, b.token, { authorId: a.id })).body.code).toBe(5106);
    await call(app, EXCHANGE_API.follow, { token: a.token, body: { memberId: b.id } });
    expect((await get(app, apiPath(EXCHANGE_API.user, { id: a.id }), b.token)).body.data).toMatchObject({
      profileVisible: true,
      school: 'RUPP',
      bio: 'Hello',
      followedBy: true,
    });
  });

  it('blocks: the blocked member cannot follow; the block list shows it; unblocking lifts it', async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const blocked = await call(app, EXCHANGE_API.block, { token: a.token, body: { memberId: b.id } });
    expect(blocked.body.data).toMatchObject({ blocked: true });
    expect((await call(app, EXCHANGE_API.follow, { token: b.token, body: { memberId: a.id } })).body.code).toBe(5209);
    expect(
      (await get(app, EXCHANGE_API.blockList, a.token)).body.data.list.map(
        (x: { member: { id: string } }) => x.member.id,
      ),
    ).toEqual([String(b.id)]);
    expect((await get(app, apiPath(EXCHANGE_API.user, { id: b.id }), a.token)).body.data.blocked).toBe(true);
    expect((await call(app, EXCHANGE_API.block, { token: a.token, body: { memberId: a.id } })).body.code).toBe(5208);
    await call(app, EXCHANGE_API.unblock, { token: a.token, body: { memberId: b.id } });
    expect((await call(app, EXCHANGE_API.follow, { token: b.token, body: { memberId: a.id } })).body.code).toBe(0);
  });

  it("puts the member's posts, comments, likes and follows in the data export", async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const id = (await post(app, a.token, { text: 'Export me' })).body.data.id;
    await comment(a.token, { postId: id, text: 'my comment' });
    await call(app, EXCHANGE_API.follow, { token: a.token, body: { memberId: b.id } });
    const res = await app.inject({
      method: 'GET',
      url: `/prod-api${API.dataExport}`,
      headers: { authorization: `Bearer ${a.token}` },
    });
    const data = JSON.parse(res.body).data ?? JSON.parse(res.body);
    const exchange = data.features?.exchange ?? data.exchange;
    expect(exchange.posts.map((p: { text: string }) => p.text)).toContain('Export me');
    expect(exchange.comments.map((c: { text: string }) => c.text)).toEqual(['my comment']);
    expect(exchange.following.map((f: { memberId: number }) => f.memberId)).toEqual([b.id]);
  });

  it("erases a deleted member's follows, blocks and collection (with the counts), keeping the posts", async () => {
    const a = await veteran(app, clock.now());
    const b = await veteran(app, clock.now());
    const id = (await post(app, a.token, { text: 'stays' })).body.data.id;
    await call(app, EXCHANGE_API.postCollect, { token: b.token, body: { id, collected: true } });
    await call(app, EXCHANGE_API.follow, { token: b.token, body: { memberId: a.id } });
    await app.ctx.database.db.transaction(async (tx) => {
      await exchangeModule.eraseMemberData!(app.ctx, b.id, tx);
    });
    expect((await detail(app, id)).body.data.counts.collects).toBe(0);
    expect((await get(app, EXCHANGE_API.userMe, a.token)).body.data.counts.followers).toBe(0);
    expect((await detail(app, id)).body.code).toBe(0);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ADMIN_API, API, EXCHANGE_API, MESSAGES_API, MODERATION_API } from '@acsc/shared';
import {
  auditLog,
  exchangeComments,
  exchangePosts,
  media,
  members,
  notifications,
  privateFiles,
} from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { staffCall, staffMember } from '../admin/admin.testkit.js';
import { list, type TestMember } from '../notifications/notifications.testkit.js';
import { matchesWatchedWord } from './words.js';
import { weeklyStats } from '../exchange/stats.js';
import { get, post, uploadImage, veteran } from '../exchange/exchange.testkit.js';
import { uploadTo } from '../../test/upload.js';

/** Reports and the moderators' queue (issue 11 "Moderation"). */

let moderator: Awaited<ReturnType<typeof staffMember>>;
let admin: Awaited<ReturnType<typeof staffMember>>;
let editor: Awaited<ReturnType<typeof staffMember>>;
const M = ADMIN_API.moderation;

const { app, clock, signUp, signUpStaff } = await useTestApp({ clock: true });
beforeAll(async () => {
  moderator = await signUpStaff(['moderator']);
  clock.advance(61);
  admin = await signUpStaff(['admin']);
  clock.advance(61);
  editor = await signUpStaff(['editor']);
  clock.advance(61);
});

async function member(lang = 'en_US') {
  const m = await signUp(lang);
  clock.advance(61);
  return m;
}

async function postBy(author: TestMember, text = 'A post', status = 'published') {
  const [row] = await app.ctx.database.db
    .insert(exchangePosts)
    .values({ authorId: author.id, text, status, createdAt: clock.now() })
    .returning();
  return row.id;
}

const report = (who: TestMember | null, body: Record<string, unknown>, lang = 'en_US') =>
  call(app, MODERATION_API.report, { token: who?.token, body, lang });
const postStatus = async (id: number) =>
  (await app.ctx.database.db.select({ s: exchangePosts.status }).from(exchangePosts).where(eq(exchangePosts.id, id)))[0]
    .s;
const queue = (token: string, query: Record<string, unknown> = {}) => staffCall(app, token, 'GET', M.queue, query);

describe('reports', () => {
  it('three different members a day old or more hide an item until a moderator decides; one member counts once', async () => {
    const author = await member('km_KH');
    const [r1, r2, r3] = [
      await veteran(app, clock.now()),
      await veteran(app, clock.now()),
      await veteran(app, clock.now()),
    ];
    const id = await postBy(author);
    expect((await report(r1, { type: 'post', id, reason: 'spam', text: 'Selling things' })).body.code).toBe(0);
    expect(await report(r1, { type: 'post', id, reason: 'hate' })).toMatchObject({
      status: 409,
      body: { code: 5310, msg: 'You have already reported this.' },
    });
    expect((await report(r2, { type: 'post', id, reason: 'spam' })).body.code).toBe(0);
    expect(await postStatus(id)).toBe('published');
    expect((await report(r3, { type: 'post', id, reason: 'harassment' })).body.code).toBe(0);
    expect(await postStatus(id)).toBe('hidden');

    const q = await queue(moderator.token);
    const item = q.body.data.list.find((i: { type: string; id: string }) => i.type === 'post' && i.id === String(id));
    expect(item).toMatchObject({
      status: 'hidden',
      text: 'A post',
      reportCount: 3,
      author: { id: String(author.id) },
      authorHistory: { hidden: 1, reportsReceived: 3, suspendedUntil: null },
    });
    expect(item.reports.map((r: { reason: string }) => r.reason).sort()).toEqual(['harassment', 'spam', 'spam']);
    expect(item.reports[0].reporter).not.toHaveProperty('phone');

    // Restored by a moderator: audited, reports closed, the author told in Khmer.
    const decided = await staffCall(app, moderator.token, 'POST', M.decide, { type: 'post', id, action: 'restore' });
    expect(decided.body).toMatchObject({ code: 0, data: { status: 'published' } });
    expect(await postStatus(id)).toBe('published');
    const after = await queue(moderator.token);
    expect(
      after.body.data.list.some((i: { id: string; type: string }) => i.type === 'post' && i.id === String(id)),
    ).toBe(false);
    const [audit] = await app.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'exchange_post'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({
      action: 'restore',
      actorId: moderator.id,
      before: { status: 'hidden' },
      after: { status: 'published' },
    });
    const told = await list(app, author.token, {}, 'km_KH');
    expect(told.body.data.list[0]).toMatchObject({
      type: 'exchange.moderated',
      title: 'ការបង្ហោះរបស់អ្នក ត្រូវបានបង្ហាញឡើងវិញ',
    });
  });

  it("refuses visitors, unknown items, one's own item, unknown reasons, and messages of other people's conversations", async () => {
    const author = await member();
    const other = await member();
    const id = await postBy(author);
    expect(await report(null, { type: 'post', id, reason: 'spam' })).toMatchObject({ status: 401, body: { code: 90 } });
    expect(await report(other, { type: 'post', id: 999_999_999, reason: 'spam' })).toMatchObject({ status: 404 });
    expect(await report(author, { type: 'post', id, reason: 'spam' })).toMatchObject({
      status: 400,
      body: { code: 5311 },
    });
    expect((await report(other, { type: 'post', id, reason: 'boring' })).status).toBe(400);
    expect((await report(other, { type: 'thing', id, reason: 'spam' })).status).toBe(400);
    const sent = await call(app, MESSAGES_API.send, {
      token: author.token,
      body: { to: other.id, text: 'rude words' },
    });
    const stranger = await member();
    expect(
      await report(stranger, { type: 'message', id: Number(sent.body.data.id), reason: 'harassment' }),
    ).toMatchObject({ status: 404 });
    expect(
      (await report(other, { type: 'message', id: Number(sent.body.data.id), reason: 'harassment' })).body.code,
    ).toBe(0);
    expect((await report(other, { type: 'member', id: author.id, reason: 'harassment' })).body.code).toBe(0);
  });
});

describe('moderators', () => {
  it('are moderators and admins only: a visitor gets code 90, a member and an editor 403', async () => {
    const plain = await member();
    expect((await queue(editor.token)).status).toBe(403);
    expect((await queue(plain.token)).status).toBe(403);
    expect((await staffCall(app, undefined, 'GET', M.queue)).body.code).toBe(90);
    expect((await staffCall(app, editor.token, 'POST', M.suspend, { memberId: plain.id, days: 3 })).status).toBe(403);
    expect((await queue(admin.token)).body.code).toBe(0);
    // The word list is the admins'.
    expect((await staffCall(app, moderator.token, 'GET', M.words)).status).toBe(403);
  });

  it('hide and delete a comment, and suspend its author, who can still read but not write and sees until when', async () => {
    const author = await member('zh_CN');
    const reader = await member();
    const postId = await postBy(reader);
    const [comment] = await app.ctx.database.db
      .insert(exchangeComments)
      .values({ postId, authorId: author.id, text: 'nasty', createdAt: clock.now() })
      .returning();
    await report(reader, { type: 'comment', id: comment.id, reason: 'harassment' });
    expect(
      (await staffCall(app, moderator.token, 'POST', M.decide, { type: 'comment', id: comment.id, action: 'hide' }))
        .body.data.status,
    ).toBe('hidden');
    expect(
      (await staffCall(app, moderator.token, 'POST', M.decide, { type: 'comment', id: comment.id, action: 'delete' }))
        .body.code,
    ).toBe(0);
    expect(
      (await staffCall(app, moderator.token, 'POST', M.decide, { type: 'comment', id: comment.id, action: 'hide' }))
        .status,
    ).toBe(404);
    expect(
      (await staffCall(app, moderator.token, 'POST', M.decide, { type: 'member', id: author.id, action: 'hide' }))
        .status,
    ).toBe(400);

    const suspended = await staffCall(app, moderator.token, 'POST', M.suspend, { memberId: author.id, days: 7 });
    const until = new Date(clock.now().getTime() + 7 * 86_400_000).toISOString();
    expect(suspended.body.data).toEqual({ memberId: String(author.id), suspendedUntil: until });
    const [row] = await app.ctx.database.db
      .select({ until: members.suspendedUntil })
      .from(members)
      .where(eq(members.id, author.id));
    expect(row.until?.toISOString()).toBe(until);
    const refused = await call(app, MESSAGES_API.send, {
      token: author.token,
      lang: 'en_US',
      body: { to: reader.id, text: 'hi' },
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 5210 } });
    expect(refused.body.msg).toContain(until);
    expect((await call(app, MESSAGES_API.conversations, { method: 'GET', token: author.token })).body.code).toBe(0); // reading still works
    const told = await list(app, author.token, {}, 'zh_CN');
    expect(told.body.data.list.map((n: { title: string }) => n.title)).toEqual(
      expect.arrayContaining(['你的评论已被管理员删除', '你的评论已被管理员隐藏']),
    );
    expect(told.body.data.list[0].title).toMatch(/^你的账号已被禁言至 /);
    const history = await app.ctx.database.db.select().from(notifications).where(eq(notifications.memberId, author.id));
    expect(history).toHaveLength(3);
    expect((await staffCall(app, moderator.token, 'POST', M.suspend, { memberId: author.id, days: 0 })).status).toBe(
      400,
    );
  });

  it("delete a post and a message as their authors' deletes would: the post's pictures and the message's image are gone from storage", async () => {
    const author = await veteran(app, clock.now());
    const img = await uploadImage(app, author.token);
    const [file] = await app.ctx.database.db
      .select({ keys: media.keys })
      .from(media)
      .where(eq(media.id, Number(img)));
    const made = await post(app, author.token, { text: 'a post with a picture', imageIds: [img] });
    const url = made.body.data.media.images[0].url as string;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(
      (
        await staffCall(app, moderator.token, 'POST', M.decide, {
          type: 'post',
          id: made.body.data.id,
          action: 'delete',
        })
      ).body.code,
    ).toBe(0);
    expect(
      await app.ctx.database.db
        .select()
        .from(media)
        .where(eq(media.id, Number(img))),
    ).toEqual([]);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    for (const key of file.keys) expect(await app.ctx.storage.exists(key)).toBe(false);

    const reader = await member();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
      .png()
      .toBuffer();
    const up = await uploadTo(app, API.privateFileUpload, author.token, 'photo.png', png, 'image/png');
    const sent = await call(app, MESSAGES_API.send, {
      token: author.token,
      body: { to: reader.id, imageId: Number(up.body.data.id) },
    });
    expect(sent.body.code).toBe(0);
    const [stored] = await app.ctx.database.db
      .select({ key: privateFiles.key })
      .from(privateFiles)
      .where(eq(privateFiles.id, Number(up.body.data.id)));
    const present = async (key: string) => {
      const body = await app.ctx.privateFiles.open(key);
      body?.destroy();
      return body !== null;
    };
    expect(await present(stored.key)).toBe(true);
    expect(
      (
        await staffCall(app, moderator.token, 'POST', M.decide, {
          type: 'message',
          id: Number(sent.body.data.id),
          action: 'delete',
        })
      ).body.code,
    ).toBe(0);
    expect(
      await app.ctx.database.db
        .select()
        .from(privateFiles)
        .where(eq(privateFiles.id, Number(up.body.data.id))),
    ).toEqual([]);
    expect(await present(stored.key)).toBe(false);
  });

  it("read a message's image only once a member reported the message, and each read is in the audit log", async () => {
    const author = await member();
    const reader = await member();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00c' } })
      .png()
      .toBuffer();
    const up = await uploadTo(app, API.privateFileUpload, author.token, 'photo.png', png, 'image/png');
    const sent = await call(app, MESSAGES_API.send, {
      token: author.token,
      body: { to: reader.id, imageId: Number(up.body.data.id) },
    });
    const id = sent.body.data.id as string;
    const image = (who: { token: string }, messageId = id) =>
      app.inject({
        method: 'GET',
        url: `/prod-api${MESSAGES_API.image.replace(':id', messageId)}`,
        headers: { authorization: `Bearer ${who.token}` },
      });
    const reads = () =>
      app.ctx.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entityType, 'exchange_message'), eq(auditLog.entityId, id), eq(auditLog.action, 'view')),
        );
    const missing = await image(moderator, '999999999');
    for (const staff of [moderator, admin, editor]) {
      const refused = await image(staff);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: missing.statusCode,
        body: missing.json(),
      });
    }
    expect((await image(reader)).statusCode).toBe(200);
    expect(await reads()).toEqual([]);

    expect((await report(reader, { type: 'message', id: Number(id), reason: 'harassment' })).body.code).toBe(0);
    const read = await image(moderator);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(png)).toBe(true);
    expect((await image(editor)).statusCode).toBe(404);
    expect((await image(admin)).statusCode).toBe(200);
    expect((await image(reader)).statusCode).toBe(200); // the members' own reads are not staff reads
    const rows = await reads();
    expect(rows.map((r) => r.actorId).sort()).toEqual([moderator.id, admin.id].sort());
    expect(rows[0].after).toMatchObject({ image: up.body.data.id, senderId: String(author.id) });
  });

  it('approve or reject posts held for review', async () => {
    const author = await member();
    const held = await postBy(author, 'held', 'pending');
    const other = await postBy(author, 'held too', 'pending');
    const pending = await queue(moderator.token, { view: 'pending' });
    expect(pending.body.data.list.map((i: { id: string }) => i.id)).toEqual(
      expect.arrayContaining([String(held), String(other)]),
    );
    expect(
      (await staffCall(app, moderator.token, 'POST', M.decide, { type: 'post', id: held, action: 'approve' })).body.data
        .status,
    ).toBe('published');
    expect(
      (await staffCall(app, moderator.token, 'POST', M.decide, { type: 'post', id: other, action: 'reject' })).body.data
        .status,
    ).toBe('hidden');
    expect(
      (await staffCall(app, moderator.token, 'POST', M.decide, { type: 'post', id: held, action: 'approve' })).status,
    ).toBe(400); // no longer pending
  });

  it('keep a watched-word list (admins) that matches case-insensitively inside any text', async () => {
    expect(
      (await staffCall(app, admin.token, 'POST', M.wordAdd, { word: 'Casino' })).body.data.list.map(
        (w: { word: string }) => w.word,
      ),
    ).toContain('casino');
    await staffCall(app, admin.token, 'POST', M.wordAdd, { word: '赌博' });
    expect(await matchesWatchedWord(app.ctx.database.db, 'Best CASINO in town')).toBe(true);
    expect(await matchesWatchedWord(app.ctx.database.db, '欢迎来赌博网站')).toBe(true);
    expect(await matchesWatchedWord(app.ctx.database.db, 'A day at the river')).toBe(false);
    const words = (await staffCall(app, admin.token, 'GET', M.words)).body.data.list as { id: string; word: string }[];
    const casino = words.find((w) => w.word === 'casino')!;
    await staffCall(app, admin.token, 'POST', M.wordDelete, { id: Number(casino.id) });
    expect(await matchesWatchedWord(app.ctx.database.db, 'Best CASINO in town')).toBe(false);
    expect((await staffCall(app, admin.token, 'POST', M.wordAdd, { word: '' })).status).toBe(400);
  });

  it('hold a new post that contains a watched word for review, and let others through', async () => {
    await staffCall(app, admin.token, 'POST', M.wordAdd, { word: 'lottery' });
    const author = await member();
    const held = await post(app, author.token, { text: 'Win the LOTTERY today', visibility: 'public' });
    const plain = await post(app, author.token, { text: 'A walk by the river', visibility: 'public' });
    expect(await postStatus(Number(held.body.data.id))).toBe('pending');
    expect(await postStatus(Number(plain.body.data.id))).toBe('published');
    const pending = await queue(moderator.token, { view: 'pending', pageSize: 50 });
    expect(pending.body.data.list.map((i: { id: string }) => i.id)).toContain(held.body.data.id);
  });
});

describe('comments held for review', () => {
  const comment = (who: TestMember, body: Record<string, unknown>) =>
    call(app, EXCHANGE_API.commentCreate, { token: who.token, body });
  const commentsOf = async (who: TestMember | null, query: Record<string, string | number>) =>
    (await get(app, EXCHANGE_API.commentList, who?.token, query)).body.data.list as {
      id: string;
      pending: boolean;
      replyCount: number;
      replies: { id: string; pending: boolean }[];
    }[];
  const noticesOf = async (memberId: number, type: string) =>
    app.ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, memberId), eq(notifications.type, type)));
  // The post's count as stored (a visitor's read of the post may lag by the read cache's 10 s slot).
  const commentCount = async (postId: number) =>
    (
      await app.ctx.database.db
        .select({ n: exchangePosts.commentCount })
        .from(exchangePosts)
        .where(eq(exchangePosts.id, postId))
    )[0].n;
  const pendingKeys = async () =>
    (
      (await queue(moderator.token, { view: 'pending', pageSize: 50 })).body.data.list as { type: string; id: string }[]
    ).map((i) => `${i.type}:${i.id}`);

  it('hold a comment with a watched word: only its author sees it, marked; approval publishes, counts and tells; rejection removes it', async () => {
    await staffCall(app, admin.token, 'POST', M.wordAdd, { word: 'jackpot' });
    const postAuthor = await veteran(app, clock.now());
    const writer = await veteran(app, clock.now(), 'km_KH');
    const reader = await member();
    clock.advance(61);
    const postId = await postBy(postAuthor, 'A quiet evening');
    const held = await comment(writer, { postId, text: 'Big JACKPOT tonight' });
    expect(held.body).toMatchObject({ code: 0, data: { pending: true, text: 'Big JACKPOT tonight' } });
    const id = held.body.data.id as string;
    expect((await commentsOf(reader, { postId })).map((x) => x.id)).not.toContain(id);
    expect((await commentsOf(null, { postId })).map((x) => x.id)).not.toContain(id);
    expect((await commentsOf(writer, { postId })).find((x) => x.id === id)).toMatchObject({ pending: true });
    expect(await commentCount(postId)).toBe(0);
    expect(await noticesOf(postAuthor.id, 'exchange.postCommented')).toHaveLength(0);
    const received = async () =>
      (await weeklyStats(app.ctx, postAuthor.id)).weeks.reduce((n, w) => n + w.commentsReceived, 0);
    expect(await received()).toBe(0); // the post's author's statistics wait too
    // Nobody can like it or answer it while it waits.
    expect((await call(app, EXCHANGE_API.commentLike, { token: reader.token, body: { id, liked: true } })).status).toBe(
      404,
    );
    expect((await comment(reader, { postId, parentId: id, text: 'hm' })).status).toBe(404);
    expect(await pendingKeys()).toContain(`comment:${id}`);

    const approved = await staffCall(app, moderator.token, 'POST', M.decide, {
      type: 'comment',
      id: Number(id),
      action: 'approve',
    });
    expect(approved.body).toMatchObject({ code: 0, data: { status: 'published' } });
    expect((await commentsOf(reader, { postId })).find((x) => x.id === id)).toMatchObject({ pending: false });
    expect(await commentCount(postId)).toBe(1);
    expect(await noticesOf(postAuthor.id, 'exchange.postCommented')).toHaveLength(1);
    expect(await received()).toBe(1);
    const told = await list(app, writer.token, {}, 'km_KH');
    expect(told.body.data.list[0]).toMatchObject({
      type: 'exchange.moderated',
      title: 'មតិរបស់អ្នក ត្រូវបានអនុម័ត និងបោះពុម្ពផ្សាយ',
    });
    expect(told.body.data.list[0].link).toBe(`/exchange/components/cardDetail?id=${postId}`);
    const [audit] = await app.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'exchange_comment'), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject({ action: 'approve', before: { status: 'pending' }, after: { status: 'published' } });
    expect(
      (await staffCall(app, moderator.token, 'POST', M.decide, { type: 'comment', id: Number(id), action: 'approve' }))
        .status,
    ).toBe(400); // no longer pending

    // A held reply: its top-level comment's reply count waits too; rejected, it is gone for everyone.
    const reply = (await comment(writer, { postId, parentId: id, text: 'jackpot again' })).body.data.id as string;
    expect((await commentsOf(reader, { postId })).find((x) => x.id === id)).toMatchObject({
      replyCount: 0,
      replies: [],
    });
    expect((await commentsOf(writer, { postId })).find((x) => x.id === id)?.replies).toEqual([
      expect.objectContaining({ id: reply, pending: true }),
    ]);
    const rejected = await staffCall(app, moderator.token, 'POST', M.decide, {
      type: 'comment',
      id: Number(reply),
      action: 'reject',
    });
    expect(rejected.body).toMatchObject({ code: 0, data: { status: 'deleted' } });
    expect((await commentsOf(writer, { postId })).find((x) => x.id === id)).toMatchObject({
      replyCount: 0,
      replies: [],
    });
    expect(await commentCount(postId)).toBe(1);
    expect(await pendingKeys()).not.toContain(`comment:${reply}`);
    expect((await list(app, writer.token, {}, 'zh_CN')).body.data.list[0]).toMatchObject({
      type: 'exchange.moderated',
      title: '你的评论未通过审核',
    });
    expect(
      (
        await staffCall(app, moderator.token, 'POST', M.decide, {
          type: 'comment',
          id: Number(reply),
          action: 'approve',
        })
      ).status,
    ).toBe(404);

    // Its author may delete a held comment; nothing was counted, so nothing is taken off.
    const own = (await comment(writer, { postId, text: 'jackpot!' })).body.data.id as string;
    expect((await call(app, EXCHANGE_API.commentDelete, { token: writer.token, body: { id: own } })).body.code).toBe(0);
    expect(await commentCount(postId)).toBe(1);
    expect(await pendingKeys()).not.toContain(`comment:${own}`);
  });

  it("hold a new account's comment with a link, as its posts are; an established member's link goes out", async () => {
    const postAuthor = await veteran(app, clock.now());
    const established = await veteran(app, clock.now());
    const fresh = await member();
    const postId = await postBy(postAuthor, 'Links welcome');
    expect((await comment(fresh, { postId, text: 'see www.example.com' })).body.data.pending).toBe(true);
    expect((await comment(fresh, { postId, text: 'no link here' })).body.data.pending).toBe(false);
    expect((await comment(established, { postId, text: 'see www.example.com' })).body.data.pending).toBe(false);
    expect(await commentCount(postId)).toBe(2);
  });

  it('a moderator deleting a published reply takes it off both counts, as its author would', async () => {
    const postAuthor = await veteran(app, clock.now());
    const writer = await veteran(app, clock.now());
    const postId = await postBy(postAuthor, 'Counting');
    const top = (await comment(writer, { postId, text: 'top' })).body.data.id as string;
    const reply = (await comment(postAuthor, { postId, parentId: top, text: 'reply' })).body.data.id as string;
    expect(await commentCount(postId)).toBe(2);
    expect(
      (
        await staffCall(app, moderator.token, 'POST', M.decide, {
          type: 'comment',
          id: Number(reply),
          action: 'delete',
        })
      ).body.code,
    ).toBe(0);
    expect(await commentCount(postId)).toBe(1);
    expect((await commentsOf(null, { postId })).find((x) => x.id === top)).toMatchObject({
      replyCount: 0,
      replies: [],
    });
  });
});

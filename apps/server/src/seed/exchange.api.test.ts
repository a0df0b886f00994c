import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNotNull, like } from 'drizzle-orm';
import { EXCHANGE_API, MESSAGES_API } from '@acsc/shared';
import { insertSession } from '../platform/sessions.js';
import { newSecret, sha256Hex } from '../platform/tokens.js';
import { exchangeConversations, exchangePosts, members } from '../db/schema/index.js';
import { call } from '../test/app.js';
import { useTestApp } from '../test/kit.js';
import { CONVERSATION, seedDemoExchange } from './exchange.js';

const { app } = await useTestApp();
beforeAll(async () => {
  await seedDemoExchange(app.ctx);
});

describe('demo community', () => {
  it('has ten members with avatars and about forty posts with images, videos, comments and likes, once', async () => {
    const db = app.ctx.database.db;
    const demo = await db
      .select({ avatar: members.avatar })
      .from(members)
      .where(like(members.email, '%@demo.acsc-ccya.org'));
    expect(demo).toHaveLength(10);
    expect(demo.every((m) => m.avatar?.startsWith('/media/'))).toBe(true);
    const feed = await call(app, `${EXCHANGE_API.postList}?pageSize=50`, { method: 'GET' });
    const list = feed.body.data.list as {
      media: { kind: string; images?: unknown[] };
      counts: { likes: number; comments: number };
      text: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(35);
    expect(list.filter((p) => p.media.kind === 'video')).toHaveLength(2);
    expect(list.some((p) => p.media.kind === 'images' && p.media.images!.length >= 6)).toBe(true);
    expect(list.some((p) => p.counts.likes > 0 && p.counts.comments > 0)).toBe(true);
    expect(list.some((p) => /\p{Script=Khmer}/u.test(p.text)) && list.some((p) => /\p{Script=Han}/u.test(p.text))).toBe(
      true,
    );
    const comments = await call(
      app,
      `${EXCHANGE_API.commentList}?postId=${(feed.body.data.list as { id: string; counts: { comments: number } }[]).find((p) => p.counts.comments > 0)!.id}`,
      { method: 'GET' },
    );
    expect(comments.body.data.list.length).toBeGreaterThan(0);
    await seedDemoExchange(app.ctx);
    const [{ n }] = await db.select({ n: count() }).from(exchangePosts).where(isNotNull(exchangePosts.id));
    expect(Number(n)).toBe(40);
  });

  it('has one private conversation between two demo members, in both directions and their languages, read but its last message', async () => {
    const db = app.ctx.database.db;
    // Demo members have no password or phone: a session as a sign-in makes it.
    const signIn = async (memberId: number) => {
      const token = newSecret();
      const now = new Date();
      await insertSession(db, {
        memberId,
        tokenHash: sha256Hex(token),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
      });
      return token;
    };
    const [sokha] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'member1@demo.acsc-ccya.org'));
    const [liMing] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'member2@demo.acsc-ccya.org'));
    expect(await db.select().from(exchangeConversations)).toHaveLength(1);
    const sokhaToken = await signIn(sokha.id);
    const liToken = await signIn(liMing.id);
    const list = await call(app, MESSAGES_API.conversations, { method: 'GET', token: sokhaToken });
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.list[0]).toMatchObject({
      other: { id: String(liMing.id), nickname: '李明' },
      unread: 1,
      lastMessage: { text: CONVERSATION.at(-1)!.text, senderId: String(liMing.id) },
    });
    // The other side has read everything.
    expect(
      (await call(app, MESSAGES_API.conversations, { method: 'GET', token: liToken })).body.data.list[0],
    ).toMatchObject({ other: { id: String(sokha.id) }, unread: 0 });
    const page = await call(app, `${MESSAGES_API.list}?with=${liMing.id}&pageSize=50`, {
      method: 'GET',
      token: sokhaToken,
    });
    const messages = page.body.data.list as { id: string; senderId: string; text: string }[];
    expect(messages.map((m) => m.text).reverse()).toEqual(CONVERSATION.map((m) => m.text));
    expect(new Set(messages.map((m) => m.senderId))).toEqual(new Set([String(sokha.id), String(liMing.id)]));
    expect(messages.filter((m) => m.senderId === String(sokha.id)).every((m) => /\p{Script=Khmer}/u.test(m.text))).toBe(
      true,
    );
    expect(messages.filter((m) => m.senderId === String(liMing.id)).every((m) => /\p{Script=Han}/u.test(m.text))).toBe(
      true,
    );
    // Li Ming has read everything; Sokha all but Li Ming's last message.
    expect(page.body.data.otherReadUpTo).toBe(messages[0].id);
    const liPage = await call(app, `${MESSAGES_API.list}?with=${sokha.id}&pageSize=50`, {
      method: 'GET',
      token: liToken,
    });
    expect(liPage.body.data.otherReadUpTo).toBe(messages[1].id);
  });
});

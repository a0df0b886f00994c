import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, isNotNull, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EXCHANGE_API } from '@acsc/shared';
import { exchangePosts, members } from '../schema/index.js';
import { call, createTestApp } from '../../test/app.js';
import { seedDemoExchange } from './exchange.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoExchange(app.ctx);
});
afterAll(async () => {
  await app.close();
});

describe('demo community', () => {
  it('has ten members with avatars and about forty posts with images, videos, comments and likes, once', async () => {
    const db = app.ctx.database.db;
    const demo = await db.select({ avatar: members.avatar }).from(members).where(like(members.email, '%@demo.acsc-ccya.org'));
    expect(demo).toHaveLength(10);
    expect(demo.every((m) => m.avatar?.startsWith('/media/'))).toBe(true);
    const feed = await call(app, `${EXCHANGE_API.postList}?pageSize=50`, { method: 'GET' });
    const list = feed.body.data.list as { media: { kind: string; images?: unknown[] }; counts: { likes: number; comments: number }; text: string }[];
    expect(list.length).toBeGreaterThanOrEqual(35);
    expect(list.filter((p) => p.media.kind === 'video')).toHaveLength(2);
    expect(list.some((p) => p.media.kind === 'images' && p.media.images!.length >= 6)).toBe(true);
    expect(list.some((p) => p.counts.likes > 0 && p.counts.comments > 0)).toBe(true);
    expect(list.some((p) => /\p{Script=Khmer}/u.test(p.text)) && list.some((p) => /\p{Script=Han}/u.test(p.text))).toBe(true);
    const comments = await call(app, `${EXCHANGE_API.commentList}?postId=${(feed.body.data.list as { id: string; counts: { comments: number } }[]).find((p) => p.counts.comments > 0)!.id}`, { method: 'GET' });
    expect(comments.body.data.list.length).toBeGreaterThan(0);
    await seedDemoExchange(app.ctx);
    const [{ n }] = await db.select({ n: count() }).from(exchangePosts).where(isNotNull(exchangePosts.id));
    expect(Number(n)).toBe(40);
  });
});

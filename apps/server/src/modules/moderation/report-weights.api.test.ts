import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_API, apiPath, EXCHANGE_API, MODERATION_API } from '@acsc/shared';
import { exchangeComments, exchangePosts, exchangeReports, members } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { staffCall, staffMember } from '../admin/admin.testkit.js';
import { type TestMember } from '../notifications/notifications.testkit.js';

/**
 * Issue 28 "The exchange": a report follows the visibility rule of reading (the 404 of a missing id for
 * what the reporter cannot see), and reports are weighed (scores.ts): accounts under a day old never
 * hide an item alone, a member's record counts, a moderator hides at once. Ages are set on the test clock.
 */

let moderator: Awaited<ReturnType<typeof staffMember>>;
const DAY = 86_400_000;

const { app, clock, signUp, signUpStaff } = await useTestApp({ clock: true });
beforeAll(async () => {
  moderator = await signUpStaff(['moderator']);
  clock.advance(61);
});

/** A member whose account is `days` old now (0: just made). */
async function member(days = 0, lang = 'en_US'): Promise<TestMember> {
  const m = await signUp(lang);
  clock.advance(61);
  if (days)
    await app.ctx.database.db
      .update(members)
      .set({ createdAt: new Date(clock.now().getTime() - days * DAY) })
      .where(eq(members.id, m.id));
  return m;
}
const members_ = (n: number, days: number) => Promise.all(Array.from({ length: n }, () => member(days)));

async function postBy(author: TestMember, visibility = 'public') {
  const [row] = await app.ctx.database.db
    .insert(exchangePosts)
    .values({ authorId: author.id, text: 'A post', visibility, createdAt: clock.now() })
    .returning();
  return row.id;
}
const report = (who: TestMember | { token: string }, body: Record<string, unknown>) =>
  call(app, MODERATION_API.report, { token: who.token, body, lang: 'en_US' });
const postStatus = async (id: number) =>
  (await app.ctx.database.db.select({ s: exchangePosts.status }).from(exchangePosts).where(eq(exchangePosts.id, id)))[0]
    .s;
const reportAll = async (who: TestMember[], id: number) => {
  for (const m of who) expect((await report(m, { type: 'post', id, reason: 'spam' })).body.code).toBe(0);
};
const decide = (type: string, id: number, action: string) =>
  staffCall(app, moderator.token, 'POST', ADMIN_API.moderation.decide, { type, id, action });

describe('reporting what one cannot see', () => {
  it("answers a member who gets 404 on another's followers-only post the same 404 as a missing id, for the post and a comment under it, and hides nothing", async () => {
    const author = await member(40);
    const follower = await member(40);
    expect(
      (await call(app, EXCHANGE_API.follow, { token: follower.token, body: { memberId: author.id } })).body.code,
    ).toBe(0);
    const id = await postBy(author, 'followers');
    const [comment] = await app.ctx.database.db
      .insert(exchangeComments)
      .values({ postId: id, authorId: follower.id, text: 'for followers', createdAt: clock.now() })
      .returning();
    // Three seasoned members: their reports would hide the post if they counted.
    const outsiders = await members_(3, 40);
    expect(
      (
        await call(app, apiPath(EXCHANGE_API.postDetail, { id: String(id) }), {
          method: 'GET',
          token: outsiders[0].token,
        })
      ).status,
    ).toBe(404);

    const missing = await report(outsiders[0], { type: 'post', id: 999_999_999, reason: 'spam' });
    const missingComment = await report(outsiders[0], { type: 'comment', id: 999_999_999, reason: 'spam' });
    expect(missing).toMatchObject({ status: 404 });
    for (const o of outsiders) {
      const refused = await report(o, { type: 'post', id, reason: 'spam' });
      expect({ status: refused.status, body: refused.body }).toEqual({ status: missing.status, body: missing.body });
      const refusedComment = await report(o, { type: 'comment', id: comment.id, reason: 'spam' });
      expect({ status: refusedComment.status, body: refusedComment.body }).toEqual({
        status: missingComment.status,
        body: missingComment.body,
      });
    }
    expect(await postStatus(id)).toBe('published');
    expect(
      await app.ctx.database.db
        .select()
        .from(exchangeReports)
        .where(and(eq(exchangeReports.targetType, 'post'), eq(exchangeReports.targetId, id))),
    ).toEqual([]);
    // The follower sees both, so may report them.
    expect((await report(follower, { type: 'post', id, reason: 'spam' })).body.code).toBe(0);
  });

  it("refuses a report of a hidden post and of a held comment that are not the reporter's, as their ids were missing", async () => {
    const author = await member(40);
    const reader = await member(40);
    const [hidden] = await app.ctx.database.db
      .insert(exchangePosts)
      .values({ authorId: author.id, text: 'hidden', status: 'hidden', createdAt: clock.now() })
      .returning();
    const open = await postBy(author);
    const [held] = await app.ctx.database.db
      .insert(exchangeComments)
      .values({ postId: open, authorId: author.id, text: 'held', status: 'pending', createdAt: clock.now() })
      .returning();
    expect((await report(reader, { type: 'post', id: hidden.id, reason: 'spam' })).status).toBe(404);
    expect((await report(reader, { type: 'comment', id: held.id, reason: 'spam' })).status).toBe(404);
  });
});

describe('report weights', () => {
  it('never lets accounts under a day old hide a post alone, however many report it; with established members their reports count', async () => {
    const author = await member(40);
    const id = await postBy(author);
    await reportAll(await members_(6, 0), id);
    expect(await postStatus(id)).toBe('published');
    const item = (
      await staffCall(app, moderator.token, 'GET', ADMIN_API.moderation.queue, { pageSize: 50 })
    ).body.data.list.find((i: { type: string; id: string }) => i.type === 'post' && i.id === String(id));
    expect(item).toMatchObject({ status: 'published', reportCount: 6 });

    // A day later the new accounts' reports still weigh as they did when made.
    clock.advance(2 * 86_400);
    const [first, second] = await members_(2, 2);
    await reportAll([first], id);
    expect(await postStatus(id)).toBe('published'); // 1 + at most 1 from the new accounts
    await reportAll([second], id);
    expect(await postStatus(id)).toBe('hidden'); // 2 + 1
  });

  it('hides a post that three members a day old or more report, and at once when a moderator reports it', async () => {
    const author = await member(40);
    const id = await postBy(author);
    const [a, b, c] = await members_(3, 1);
    await reportAll([a, b], id);
    expect(await postStatus(id)).toBe('published');
    await reportAll([c], id);
    expect(await postStatus(id)).toBe('hidden');

    const other = await postBy(author);
    expect((await report(moderator, { type: 'post', id: other, reason: 'hate' })).body.code).toBe(0);
    expect(await postStatus(other)).toBe('hidden');
  });

  it("weighs a member's record: two reports upheld make a seasoned member's report count 2.5, two dismissed make a member's count nothing", async () => {
    const author = await member(40);
    const trusted = await member(40);
    const [p1, p2] = [await postBy(author), await postBy(author)];
    await reportAll([trusted], p1);
    await reportAll([trusted], p2);
    expect((await decide('post', p1, 'hide')).body.code).toBe(0);
    expect((await decide('post', p2, 'delete')).body.code).toBe(0);
    const id = await postBy(author);
    await reportAll([trusted, await member(2)], id); // 2.5 + 1
    expect(await postStatus(id)).toBe('hidden');

    const crier = await member(2);
    const [q1, q2] = [await postBy(author), await postBy(author)];
    await reportAll([crier], q1);
    await reportAll([crier], q2);
    expect((await decide('post', q1, 'dismiss')).body.code).toBe(0);
    expect((await decide('post', q2, 'dismiss')).body.code).toBe(0);
    const next = await postBy(author);
    await reportAll([crier, ...(await members_(2, 2))], next); // 0 + 1 + 1
    expect(await postStatus(next)).toBe('published');
    await reportAll([await member(2)], next);
    expect(await postStatus(next)).toBe('hidden');
  });

  it("reads a member's record from the reports each decision closed, not from decisions made in the same instant: a dismissed report stays dismissed when the post is hidden on later reports at that time", async () => {
    const author = await member(40);
    const crier = await member(2);
    const witness = await member(2);
    const others = await members_(3, 2);
    const [q1, q2] = [await postBy(author), await postBy(author)];
    // From here the clock stands still: every report and decision below has the same time.
    await reportAll([crier], q1);
    await reportAll([crier], q2);
    expect((await decide('post', q1, 'dismiss')).body.code).toBe(0);
    expect((await decide('post', q2, 'dismiss')).body.code).toBe(0);
    await reportAll([witness], q1);
    await reportAll([witness], q2);
    expect((await decide('post', q1, 'hide')).body.code).toBe(0);
    expect((await decide('post', q2, 'hide')).body.code).toBe(0);
    const outcomes = await app.ctx.database.db
      .select({ reporterId: exchangeReports.reporterId, outcome: exchangeReports.outcome })
      .from(exchangeReports)
      .where(and(eq(exchangeReports.targetType, 'post'), eq(exchangeReports.targetId, q1)));
    expect(outcomes.sort((a, b) => a.reporterId - b.reporterId)).toEqual([
      { reporterId: crier.id, outcome: 'dismissed' },
      { reporterId: witness.id, outcome: 'upheld' },
    ]);

    // The crier's two dismissed reports make theirs weigh nothing: 0 + 1 + 1.
    const next = await postBy(author);
    await reportAll([crier, others[0], others[1]], next);
    expect(await postStatus(next)).toBe('published');
    // The witness's two upheld reports make theirs weigh 2: 2 + 1.
    const another = await postBy(author);
    await reportAll([witness, others[2]], another);
    expect(await postStatus(another)).toBe('hidden');
  });
});

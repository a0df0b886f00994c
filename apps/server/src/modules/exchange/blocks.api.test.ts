import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EXCHANGE_API, MESSAGES_API } from '@acsc/shared';
import { members, notifications } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { list, type TestMember } from '../notifications/notifications.testkit.js';
import { post, veteran } from './exchange.testkit.js';

/**
 * Issue 28 "Blocking does not stop notifications": once C blocks D, nothing D does reaches C as a
 * notification (a reply, an @mention, a like, an unread message), and nothing C does reaches D; other
 * members are told as before. Enforced in one place, notify (a type's actor and a block either way).
 */

const { app, clock } = await useTestApp({ clock: true });

const comment = (who: TestMember, body: Record<string, unknown>) =>
  call(app, EXCHANGE_API.commentCreate, { token: who.token, body });
const like = (who: TestMember, id: string) =>
  call(app, EXCHANGE_API.postLike, { token: who.token, body: { id, liked: true } });
const noticesOf = async (who: TestMember, type?: string) =>
  app.ctx.database.db
    .select()
    .from(notifications)
    .where(
      type ? and(eq(notifications.memberId, who.id), eq(notifications.type, type)) : eq(notifications.memberId, who.id),
    );

async function people() {
  const m = async () => {
    const x = await veteran(app, clock.now());
    clock.advance(61);
    return x;
  };
  const [c, d, e, f] = [await m(), await m(), await m(), await m()];
  await app.ctx.database.db
    .update(members)
    .set({ nickname: `Chan${c.id}` })
    .where(eq(members.id, c.id));
  return { c, d, e, f };
}

describe('a block silences notifications', () => {
  it("after C blocks D: D's reply to C's comment, D's @mention of C, D's like of C's post and D's unread message tell C nothing; F doing the same tells C", async () => {
    const { c, d, e, f } = await people();
    const cPost = (await post(app, c.token, { text: 'C writes', visibility: 'public' })).body.data.id as string;
    const ePost = (await post(app, e.token, { text: 'E writes', visibility: 'public' })).body.data.id as string;
    const cComment = (await comment(c, { postId: ePost, text: 'C comments' })).body.data.id as string;
    // A message D sent before the block, still unread when its notice is due.
    expect(
      (await call(app, MESSAGES_API.send, { token: d.token, body: { to: c.id, text: 'hello C' } })).body.code,
    ).toBe(0);
    expect((await call(app, EXCHANGE_API.block, { token: c.token, body: { memberId: d.id } })).body.code).toBe(0);
    const before = (await noticesOf(c)).length;

    expect((await comment(d, { postId: ePost, parentId: cComment, text: 'D answers C' })).body.code).toBe(0);
    expect((await comment(d, { postId: ePost, text: `D mentions @Chan${c.id} here` })).body.code).toBe(0);
    const liked = await like(d, cPost);
    expect(liked.body).toMatchObject({ code: 0, data: { active: true, counts: { likes: 1 } } }); // the like itself counts
    clock.advance(601);
    await app.ctx.jobs.drain();
    expect(await noticesOf(c)).toHaveLength(before);
    expect((await list(app, c.token)).body.data.unread).toBe(before);
    // E, whom nobody blocked, hears of D's comments on E's post.
    expect(await noticesOf(e, 'exchange.postCommented')).toHaveLength(3);

    // The same from F reaches C: reply, mention, like.
    await comment(f, { postId: ePost, parentId: cComment, text: 'F answers C' });
    await comment(f, { postId: ePost, text: `F mentions @Chan${c.id}` });
    await like(f, cPost);
    expect((await noticesOf(c)).map((n) => n.type).sort()).toEqual([
      'exchange.commentReplied',
      'exchange.mentioned',
      'exchange.postLiked',
    ]);
  });

  it('works both ways: what C (the blocker) does tells D nothing; unblocking lets notices through again', async () => {
    const { c, d, e } = await people();
    const dPost = (await post(app, d.token, { text: 'D writes', visibility: 'public' })).body.data.id as string;
    const ePost = (await post(app, e.token, { text: 'E writes', visibility: 'public' })).body.data.id as string;
    const dComment = (await comment(d, { postId: ePost, text: 'D comments' })).body.data.id as string;
    await app.ctx.database.db
      .update(members)
      .set({ nickname: `Dara${d.id}` })
      .where(eq(members.id, d.id));
    expect((await call(app, EXCHANGE_API.block, { token: c.token, body: { memberId: d.id } })).body.code).toBe(0);

    expect((await like(c, dPost)).body.code).toBe(0);
    expect((await comment(c, { postId: ePost, parentId: dComment, text: `C answers @Dara${d.id}` })).body.code).toBe(0);
    expect(await noticesOf(d)).toEqual([]);

    expect((await call(app, EXCHANGE_API.unblock, { token: c.token, body: { memberId: d.id } })).body.code).toBe(0);
    await comment(c, { postId: ePost, parentId: dComment, text: 'C again' });
    expect((await noticesOf(d)).map((n) => n.type)).toEqual(['exchange.commentReplied']);
  });
});

import { and, asc, eq, isNull, or } from 'drizzle-orm';
import {
  exchangeCommentLikes,
  exchangeComments,
  exchangePostCollects,
  exchangePostLikes,
  exchangePostMedia,
  exchangePosts,
  memberBlocks,
  memberFollows,
} from '../../../db/schema/index.js';
import type { Executor } from '../../../platform/db.js';

/** SQL of a member's exchange data: what the export reads, what the erasure removes. */

const p = exchangePosts;
const c = exchangeComments;

export async function exportRows(db: Executor, memberId: number) {
  const [posts, files, comments, likes, collects, commentLikes, following, followers, blocks] = await Promise.all([
    db
      .select({
        id: p.id,
        title: p.title,
        text: p.text,
        visibility: p.visibility,
        status: p.status,
        createdAt: p.createdAt,
        editedAt: p.editedAt,
      })
      .from(p)
      .where(and(eq(p.authorId, memberId), isNull(p.deletedAt)))
      .orderBy(asc(p.id)),
    db
      .select({ postId: exchangePostMedia.postId, kind: exchangePostMedia.kind, url: exchangePostMedia.url })
      .from(exchangePostMedia)
      .innerJoin(p, eq(p.id, exchangePostMedia.postId))
      .where(eq(p.authorId, memberId))
      .orderBy(asc(exchangePostMedia.postId), asc(exchangePostMedia.position)),
    db
      .select({ id: c.id, postId: c.postId, parentId: c.parentId, text: c.text, createdAt: c.createdAt })
      .from(c)
      .where(and(eq(c.authorId, memberId), isNull(c.deletedAt)))
      .orderBy(asc(c.id)),
    db
      .select({ postId: exchangePostLikes.targetId, at: exchangePostLikes.createdAt })
      .from(exchangePostLikes)
      .where(eq(exchangePostLikes.memberId, memberId)),
    db
      .select({ postId: exchangePostCollects.targetId, at: exchangePostCollects.createdAt })
      .from(exchangePostCollects)
      .where(eq(exchangePostCollects.memberId, memberId)),
    db
      .select({ commentId: exchangeCommentLikes.targetId, at: exchangeCommentLikes.createdAt })
      .from(exchangeCommentLikes)
      .where(eq(exchangeCommentLikes.memberId, memberId)),
    db
      .select({ memberId: memberFollows.followeeId, at: memberFollows.createdAt })
      .from(memberFollows)
      .where(eq(memberFollows.followerId, memberId)),
    db
      .select({ memberId: memberFollows.followerId, at: memberFollows.createdAt })
      .from(memberFollows)
      .where(eq(memberFollows.followeeId, memberId)),
    db
      .select({ memberId: memberBlocks.blockedId, at: memberBlocks.createdAt })
      .from(memberBlocks)
      .where(eq(memberBlocks.blockerId, memberId)),
  ]);
  return { posts, files, comments, likes, collects, commentLikes, following, followers, blocks };
}

/** Removes the member's collection; answers the posts collected (their counts go down with it). */
export async function deleteCollection(tx: Executor, memberId: number): Promise<number[]> {
  const rows = await tx
    .delete(exchangePostCollects)
    .where(eq(exchangePostCollects.memberId, memberId))
    .returning({ postId: exchangePostCollects.targetId });
  return rows.map((r) => r.postId);
}

/** Removes the member's follows and blocks, both ways. */
export async function deleteRelations(tx: Executor, memberId: number): Promise<void> {
  await tx
    .delete(memberFollows)
    .where(or(eq(memberFollows.followerId, memberId), eq(memberFollows.followeeId, memberId)));
  await tx.delete(memberBlocks).where(or(eq(memberBlocks.blockerId, memberId), eq(memberBlocks.blockedId, memberId)));
}

import type { ReportableKind } from '../moderation/service.js';
import { announceApprovedComment, approveComment, discardComment } from './comments.js';
import { commentVisibleTo, postVisibleTo } from './policy.js';
import { discardPost, removeFiles, type ExchangeDeps } from './posts.js';
import * as repo from './repo/posts.js';

/**
 * Posts and comments as moderation sees them (the module's `reportable` hook): what a member may report is
 * what they may read (policy.ts), a moderator hides or restores them, decides on those held for review
 * (a watched word, a new account's link), or deletes them as their author's delete would.
 */
export function exchangeKinds(deps: ExchangeDeps): ReportableKind[] {
  const post: ReportableKind = {
    type: 'post',
    async load(db, ids) {
      return (await repo.postsForModeration(db, ids)).map((r) => ({ type: 'post' as const, ...r }));
    },
    visibleTo: (db, item, viewer) => postVisibleTo(db, item.id, viewer),
    states: { hidden: 'hidden', shown: 'published' },
    setStatus: (tx, id, status) => repo.setPostStatus(tx, id, status),
    pending: repo.heldPosts,
    // Rejected: hidden (only its author still sees it in their own list).
    settle: async (tx, id, approve) => {
      await repo.setPostStatus(tx, id, approve ? 'published' : 'hidden');
      return null;
    },
    async remove(tx, id, now) {
      const author = await repo.liveAuthorOf(tx, id);
      if (author === null) return null;
      const keys = await discardPost(tx, id, author, now);
      return () => removeFiles(deps, keys);
    },
  };
  const comment: ReportableKind = {
    type: 'comment',
    async load(db, ids) {
      return (await repo.commentsForModeration(db, ids)).map((r) => ({
        type: 'comment' as const,
        ...r,
        title: null,
        mediaCount: 0,
      }));
    },
    visibleTo: (db, item, viewer) => commentVisibleTo(db, item.id, viewer),
    states: { hidden: 'hidden', shown: 'published' },
    setStatus: (tx, id, status) => repo.setCommentStatus(tx, id, status),
    pending: repo.heldComments,
    // Approved: published and counted in, its notices sent after the commit; rejected: removed.
    async settle(tx, id, approve, now) {
      if (!approve) {
        await discardComment(tx, id, now);
        return null;
      }
      const row = await approveComment(tx, id);
      return row ? () => announceApprovedComment(deps, row) : null;
    },
    async remove(tx, id, now) {
      await discardComment(tx, id, now);
      return null;
    },
  };
  return [post, comment];
}

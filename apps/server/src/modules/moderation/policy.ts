import type { ReportTarget, Role } from '@acsc/shared';
import type { Executor } from '../../platform/db.js';
import type { ReportableKind, ReportedItem } from './kinds.js';

/** Who moderates the exchange: moderators and admins (editors write content, they do not moderate members). */
export const MODERATION_ROLES: readonly Role[] = ['moderator', 'admin'];

export const isModerator = (roles: readonly string[]) =>
  roles.some((r) => (MODERATION_ROLES as readonly string[]).includes(r));

/**
 * What one may report is what one may read: the item's kind answers as reading it would (a post in its
 * audience and state, a comment as the lists show it, a message of one's own conversation, an account
 * not erased). Anything else answers the same 404 as an id that does not exist, so a report never tells
 * whether a hidden item exists.
 */
export const mayReport = (db: Executor, kind: ReportableKind, item: ReportedItem, reporterId: number) =>
  kind.visibleTo(db, item, reporterId);

/** Nobody reports their own post, comment, message or account. */
export const isOwnItem = (item: ReportedItem, reporterId: number) => item.authorId === reporterId;

/** The kinds of item held for review (a watched word, a new account's link): those that list their held items. */
export const canBePending = (kind: ReportableKind) => kind.pending !== undefined && kind.settle !== undefined;

/** Hide and restore: the kinds with a hidden state (a member has none). */
export const canHide = (kind: ReportableKind) => kind.states !== undefined;
export const isHidden = (kind: ReportableKind, item: ReportedItem) => kind.states?.hidden === item.status;

/** The audit log's entity of each kind. */
export const AUDIT_ENTITY = {
  post: 'exchange_post',
  comment: 'exchange_comment',
  message: 'exchange_message',
  member: 'member',
} as const satisfies Record<ReportTarget, string>;

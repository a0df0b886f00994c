import type { SQL } from 'drizzle-orm';
import type { ReportTarget } from '@acsc/shared';
import { fail } from '../../platform/errors.js';
import type { Executor } from '../../platform/db.js';
import * as repo from './repo.js';

/**
 * The kinds of reportable item. Moderation reads and changes every kind the same way (who wrote it, what
 * it says, its state) without importing the features that own them: each feature registers its kinds
 * through its module's `reportable` hook (AppModule), e.g. the exchange's posts and comments
 * (modules/exchange/reportable.ts) and private messages (modules/messages/reportable.ts); app.ts gathers
 * them into the registry moderation's routes receive. A member's account is moderation's own kind.
 */
export interface ReportedItem {
  type: ReportTarget;
  id: number;
  authorId: number;
  status: string;
  title: string | null;
  text: string | null;
  mediaCount: number;
  createdAt: Date | null;
  /** For comments: the post it is under (the moderated notice links to it). */
  postId?: number;
  /** For messages: the two members of the conversation. */
  participants?: [number, number];
}

/** Work to do once the decision's transaction has committed (removing stored files, telling members). */
export type AfterCommit = () => Promise<void>;

export interface ReportableKind {
  type: ReportTarget;
  /** The items of these ids that still exist (not deleted), as the queue shows them. */
  load(db: Executor, ids: number[]): Promise<ReportedItem[]>;
  /** Whether a member sees the item as reading it would answer (policy.ts mayReport). */
  visibleTo(db: Executor, item: ReportedItem, viewer: number): Promise<boolean>;
  /** The status the item shows when hidden and when shown; absent: it cannot be hidden. */
  states?: { hidden: string; shown: string };
  /** Writes the item's status (hide, restore). */
  setStatus?(tx: Executor, id: number, status: string): Promise<void>;
  /** Items held for review: a statement selecting their `id` and `created_at` (the queue's pending view). */
  pending?: SQL;
  /** A held item's outcome: approved (published) or rejected. */
  settle?(tx: Executor, id: number, approve: boolean, now: Date): Promise<AfterCommit | null>;
  /** Deletes the item as its author's delete would leave it. */
  remove(tx: Executor, id: number, now: Date): Promise<AfterCommit | null>;
}

export type ReportableKinds = ReadonlyMap<ReportTarget, ReportableKind>;

export function kindsOf(list: readonly ReportableKind[]): ReportableKinds {
  const map = new Map<ReportTarget, ReportableKind>();
  for (const kind of [memberKind, ...list]) {
    if (map.has(kind.type)) throw new Error(`reportable kind ${kind.type} is registered twice`);
    map.set(kind.type, kind);
  }
  return map;
}

/** The kind of a report's type; a type no module registered is a bad request. */
export function kindOf(kinds: ReportableKinds, type: ReportTarget): ReportableKind {
  return kinds.get(type) ?? fail('BAD_REQUEST');
}

export async function loadItem(db: Executor, kind: ReportableKind, id: number): Promise<ReportedItem | null> {
  return (await kind.load(db, [id]))[0] ?? null;
}

/** A member's account: reported as a whole (its bio shows as its text), never hidden, suspended instead (queue.ts). */
const memberKind: ReportableKind = {
  type: 'member',
  async load(db, ids) {
    const rows = await repo.accountsForQueue(db, ids);
    return rows.map((r) => ({
      type: 'member' as const,
      id: r.id,
      authorId: r.id,
      status: r.status,
      title: null,
      text: r.bio,
      mediaCount: 0,
      createdAt: r.createdAt,
    }));
  },
  visibleTo: async () => true,
  remove: async () => null,
};

import { rawQuery, type Database } from '../../../platform/db.js';

/**
 * The feed caches' own statements (feed.ts, overlay.ts), on the driver itself: named statements on
 * PostgreSQL (parsed once per connection), read for every member page, so they skip Drizzle's building.
 */

/** A bigint[] parameter as PostgreSQL's array text (both drivers pass it as is). */
const idArray = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

// The posts' counts come along ('n'): a member's page needs them when the member wrote since its window was read.
const OVERLAY_SQL = `select 'f' as k, followee_id as id, 0 as a, 0 as b, 0 as c from member_follows where follower_id = $1 and followee_id = any($2::bigint[])
  union all select 'b', blocked_id, 0, 0, 0 from member_blocks where blocker_id = $1 and blocked_id = any($2::bigint[])
  union all select 'B', blocker_id, 0, 0, 0 from member_blocks where blocked_id = $1 and blocker_id = any($2::bigint[])
  union all select 'l', post_id, 0, 0, 0 from exchange_post_likes where member_id = $1 and post_id = any($3::bigint[])
  union all select 'c', post_id, 0, 0, 0 from exchange_post_collects where member_id = $1 and post_id = any($3::bigint[])
  union all select 'n', id, like_count, comment_count, collect_count from exchange_posts where id = any($4::bigint[])`;

const COUNTS_SQL =
  'select id, like_count as a, comment_count as b, collect_count as c from exchange_posts where id = any($1::bigint[])';

export interface Counts {
  likes: number;
  comments: number;
  collects: number;
}

/** One row of a member's overlay: k is f (follows), b (blocked), B (blocked by), l (liked), c (collected) with an id, or n (a post's counts). */
export interface OverlayRow {
  k: 'f' | 'b' | 'B' | 'l' | 'c' | 'n';
  id: number;
  counts?: Counts;
}

export function feedReads(database: Database) {
  const query = rawQuery(database);
  return {
    /** Whom of `authorIds` the viewer follows, blocked or is blocked by, which of `postIds` they liked or collected, and the counts of `countIds`, in one statement. */
    async overlay(viewer: number, authorIds: number[], postIds: number[], countIds: number[]): Promise<OverlayRow[]> {
      const rows = await query('member_overlay', OVERLAY_SQL, [
        viewer,
        idArray(authorIds),
        idArray(postIds),
        idArray(countIds),
      ]);
      return rows.map((r) => ({
        k: r.k as OverlayRow['k'],
        id: Number(r.id),
        ...(r.k === 'n' ? { counts: { likes: Number(r.a), comments: Number(r.b), collects: Number(r.c) } } : {}),
      }));
    },
    /** Posts' counts now, in one statement. */
    async counts(ids: number[]): Promise<Map<number, Counts>> {
      const rows = await query('post_counts', COUNTS_SQL, [idArray(ids)]);
      return new Map(
        rows.map((r) => [Number(r.id), { likes: Number(r.a), comments: Number(r.b), collects: Number(r.c) }]),
      );
    },
  };
}

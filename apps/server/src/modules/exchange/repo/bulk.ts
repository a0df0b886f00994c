import { count, sql } from 'drizzle-orm';
import {
  exchangeComments,
  exchangePostCollects,
  exchangePostLikes,
  exchangePosts,
  memberFollows,
} from '../../../db/schema/index.js';
import { rowsOf, type Executor } from '../../../platform/db.js';
import { popularScoreSql } from './posts.js';

/**
 * The seed's writes of community data (service.ts seed functions): the demo's posts with their likes,
 * collects and comments, and the large benchmark community, generated in SQL.
 */

export async function anyPost(db: Executor): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(exchangePosts);
  return Number(n) > 0;
}

export async function insertPosts(tx: Executor, rows: (typeof exchangePosts.$inferInsert)[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return (await tx.insert(exchangePosts).values(rows).returning({ id: exchangePosts.id })).map((r) => r.id);
}

export async function insertFollows(db: Executor, rows: (typeof memberFollows.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(memberFollows).values(rows);
}

/** Likes, collects and comments of one post, as given (the post's counts are written with it). */
export async function insertReactions(
  db: Executor,
  postId: number,
  r: {
    likers: number[];
    collectors: number[];
    comments: { authorId: number; text: string; createdAt: Date }[];
    at: Date;
  },
): Promise<void> {
  if (r.likers.length)
    await db
      .insert(exchangePostLikes)
      .values(r.likers.map((m) => ({ targetId: postId, memberId: m, createdAt: r.at })));
  if (r.collectors.length)
    await db
      .insert(exchangePostCollects)
      .values(r.collectors.map((m) => ({ targetId: postId, memberId: m, createdAt: r.at })));
  for (const c of r.comments)
    await db.insert(exchangeComments).values({ postId, authorId: c.authorId, text: c.text, createdAt: c.createdAt });
}

/** The posts' search index, dropped before a bulk load and built once after. */
export async function dropSearchIndex(db: Executor): Promise<void> {
  await db.execute(sql`drop index if exists exchange_posts_search_idx`);
}

export async function postIdRange(db: Executor): Promise<{ lo: number; hi: number }> {
  const [range] = await rowsOf<{ lo: string; hi: string }>(
    db,
    sql`select min(id)::bigint as lo, max(id)::bigint as hi from exchange_posts`,
  );
  return { lo: Number(range.lo), hi: Number(range.hi) };
}

export async function countOf(db: Executor, table: 'exchange_post_likes' | 'member_follows'): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
  return r.n;
}

/**
 * Pseudo-random likes from a hash of the row number (hashint8, on both databases), duplicates dropped by
 * the primary key: members from `memberLo` over `memberSpan`, posts of ids lo..hi favouring newer ones (a square).
 */
export async function randomLikes(
  db: Executor,
  g: { from: number; n: number; seed: number; memberLo: number; memberSpan: number; lo: number; hi: number },
): Promise<void> {
  await db.execute(sql`
      insert into exchange_post_likes (post_id, member_id, created_at)
      select p.id, ${g.memberLo}::bigint + (abs(hashint8(g * 7919 + ${g.seed})::bigint) % ${g.memberSpan}), p.created_at + interval '1 hour'
      from generate_series(${g.from + 1}::bigint, ${g.from + g.n}::bigint) g
      join exchange_posts p on p.id = ${g.hi}::bigint - floor(((abs(hashint8(g * 104729 + ${g.seed})::bigint) % 1000000) / 1000000.0) ^ 2 * ${g.hi - g.lo + 1})::bigint
      on conflict do nothing`);
}

/** Pseudo-random follows: each member in turn follows members favouring the first ones (a square). */
export async function randomFollows(
  db: Executor,
  g: { from: number; n: number; seed: number; memberLo: number; memberSpan: number },
): Promise<void> {
  await db.execute(sql`
      insert into member_follows (follower_id, followee_id, created_at)
      select f, e, now() - interval '30 days'
      from (
        select ${g.memberLo}::bigint + (g % ${g.memberSpan}) as f,
               ${g.memberLo}::bigint + floor(((abs(hashint8(g * 15485863 + ${g.seed})::bigint) % 1000000) / 1000000.0) ^ 2 * ${g.memberSpan})::bigint as e
        from generate_series(${g.from}::bigint, ${g.from + g.n - 1}::bigint) g
      ) x
      where f <> e
      on conflict do nothing`);
}

/** After a bulk load: like counts and the Popular score from the rows, the search index, fresh statistics. */
export async function finishBulk(db: Executor, lo: number, hi: number): Promise<void> {
  await db.execute(sql`
    update exchange_posts p set like_count = l.n
    from (select post_id, count(*)::int as n from exchange_post_likes group by post_id) l
    where l.post_id = p.id and p.id between ${lo} and ${hi}`);
  await db.execute(
    sql`update ${exchangePosts} set score = ${popularScoreSql(sql.raw('like_count'), sql.raw('comment_count'), sql.raw('collect_count'))} where id between ${lo} and ${hi}`,
  );
  await db.execute(
    sql`create index if not exists exchange_posts_search_idx on exchange_posts using gin (search_vector)`,
  );
  for (const t of ['exchange_posts', 'exchange_post_likes', 'member_follows', 'members'])
    await db.execute(sql.raw(`vacuum analyze ${t}`));
}

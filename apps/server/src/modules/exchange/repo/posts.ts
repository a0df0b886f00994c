import { and, asc, count, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  exchangeComments,
  exchangePostCollects,
  exchangePostLikes,
  exchangePostMedia,
  exchangePosts,
  media,
  memberBlocks,
  memberFollows,
  members,
} from '../../../db/schema/index.js';
import { rowsOf, type Executor } from '../../../platform/db.js';
import { decodeCursor, descNullsLast, olderThan, type Cursor } from '../../../platform/paging.js';

/**
 * SQL of posts: who may see which (the audience rule), the feeds' conditions and pages, writing a post
 * and its media, likes and collects with their counts, the popular score, moderation's reads.
 */

const p = exchangePosts;

/** The author follows nobody special here: `viewer` follows the post's author. */
const viewerFollowsAuthor = (viewer: number) =>
  sql`exists (select 1 from ${memberFollows} where ${memberFollows.followerId} = ${viewer} and ${memberFollows.followeeId} = ${p.authorId})`;
/** The post's author blocked `viewer`. */
const authorBlocked = (viewer: number) =>
  sql`exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${p.authorId} and ${memberBlocks.blockedId} = ${viewer})`;
/** `viewer` blocked the post's author (their posts leave the viewer's feeds). */
const viewerBlocked = (viewer: number) =>
  sql`exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${viewer} and ${memberBlocks.blockedId} = ${p.authorId})`;

/**
 * The audience rule of a published post: public for everyone; members for signed-in members the author
 * has not blocked; followers for the author's followers the author has not blocked.
 */
export function audienceOf(viewer: number | null): SQL {
  if (viewer === null) return sql`${p.visibility} = 'public'`;
  return sql`(${p.visibility} = 'public' or (not ${authorBlocked(viewer)} and (${p.visibility} = 'members' or ${viewerFollowsAuthor(viewer)})))`;
}

/** A post the viewer may open: their own (any status), or a published one in its audience. */
export function readableBy(viewer: number | null): SQL {
  const published = sql`${p.status} = 'published' and ${audienceOf(viewer)}`;
  return viewer === null
    ? sql`${p.deletedAt} is null and ${published}`
    : sql`${p.deletedAt} is null and (${p.authorId} = ${viewer} or (${published}))`;
}

/** The feeds: published posts in the viewer's audience, without authors the viewer blocked (matches the partial indexes). */
export function inFeedOf(viewer: number | null): SQL {
  const base = sql`${p.status} = 'published' and ${p.deletedAt} is null and ${audienceOf(viewer)}`;
  return viewer === null ? base : sql`${base} and not ${viewerBlocked(viewer)}`;
}

export const followingOnly = (viewer: number) =>
  sql`${p.authorId} in (select ${memberFollows.followeeId} from ${memberFollows} where ${memberFollows.followerId} = ${viewer})`;

export const postColumns = {
  id: p.id,
  authorId: p.authorId,
  title: p.title,
  text: p.text,
  visibility: p.visibility,
  status: p.status,
  likeCount: p.likeCount,
  commentCount: p.commentCount,
  collectCount: p.collectCount,
  score: p.score,
  createdAt: p.createdAt,
  editedAt: p.editedAt,
};
export type PostRow = { [K in keyof typeof postColumns]: (typeof postColumns)[K]['_']['data'] } & {
  editedAt: Date | null;
  title: string | null;
};

/**
 * Newest (or most popular) first, written as the feed indexes are ordered (`DESC NULLS LAST`: drizzle's
 * index default). A plain `desc` means NULLS FIRST, which the indexes cannot give: PostgreSQL then
 * scanned and sorted every published post for each page (35-55 ms, parallel workers) instead of
 * reading 31 index entries. The columns are not null, so the order is the same.
 */
export function feedOrder(order: 'latest' | 'popular'): SQL[] {
  return order === 'popular' ? descNullsLast(p.score, p.id) : descNullsLast(p.createdAt, p.id);
}

export function postsWhere(db: Executor, where: SQL | undefined, order: 'latest' | 'popular') {
  return db
    .select(postColumns)
    .from(p)
    .where(where)
    .orderBy(...feedOrder(order));
}

export async function postById(db: Executor, id: number, viewer: number | null): Promise<PostRow | null> {
  const [row] = await db
    .select(postColumns)
    .from(p)
    .where(and(eq(p.id, id), readableBy(viewer)))
    .limit(1);
  return (row as PostRow | undefined) ?? null;
}

/** A post for its author's writes: not deleted, locked for the transaction. */
export async function postForWrite(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.id, id), isNull(p.deletedAt)))
    .for('update')
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- the feeds' pages

/** Popular pages continue after (score, id); the other orders after (created_at, id) (platform/paging). */
export const encodeScoreCursor = (score: number, id: number) => Buffer.from(`s~${score}~${id}`).toString('base64url');
export function decodeScoreCursor(value: string | undefined): { score: number; id: number } | null {
  if (!value || value.length > 100) return null;
  const m = /^s~(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)~(\d{1,15})$/.exec(Buffer.from(value, 'base64url').toString());
  return m ? { score: Number(m[1]), id: Number(m[2]) } : null;
}

const quote = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (c) => c + c)}'`;
/** The search column of a post from its tokens (the news tokenizer's: Chinese bigrams, Khmer and English words). */
export const searchVectorOf = (tokens: Iterable<string>) => [...tokens].map(quote).join(' ');
/** Every token must occur in the post's search column; null when there is no token. */
export const keywordMatch = (tokens: string[]): SQL | null =>
  tokens.length ? sql`${p.searchVector} @@ ${tokens.map(quote).join(' & ')}::tsquery` : null;

/** What a page of a feed asks for: whose posts, matching what, after which cursor, in which order. */
export interface FeedFilter {
  /** The reader's feed (inFeedOf), or one author's posts the reader may open (readableBy); absent: every published post (a window of all audiences). */
  scope?: { feedOf: number | null; following?: number } | { authorId: number; readableBy: number | null };
  match?: SQL;
  cursor?: string;
}

/** A page of posts (one more than `limit` tells whether another page follows). */
export async function postsPage(
  db: Executor,
  f: FeedFilter,
  order: 'latest' | 'popular',
  limit: number,
): Promise<PostRow[]> {
  const conds: (SQL | undefined)[] = [];
  if (!f.scope) conds.push(sql`${p.status} = 'published' and ${p.deletedAt} is null`);
  else if ('authorId' in f.scope) conds.push(eq(p.authorId, f.scope.authorId), readableBy(f.scope.readableBy));
  else {
    conds.push(inFeedOf(f.scope.feedOf));
    if (f.scope.following !== undefined) conds.push(followingOnly(f.scope.following));
  }
  conds.push(f.match);
  if (order === 'popular') {
    const c = decodeScoreCursor(f.cursor);
    if (c) conds.push(sql`(${p.score}, ${p.id}) < (${c.score}::float8, ${c.id})`);
  } else conds.push(olderThan(p.createdAt, p.id, decodeCursor(f.cursor)));
  return (await postsWhere(db, and(...conds), order).limit(limit)) as PostRow[];
}

/**
 * The Following tab of a member, newest first: for each member followed, that author's newest posts
 * after the cursor from the author index (exchange_posts_author_idx), merged. Reads about (follows x page
 * size) index entries whatever the size of the community, where filtering Latest by "author is followed"
 * walked the whole feed for a member following few people. Answers `limit` posts at most, in order.
 */
export async function followingPosts(
  db: Executor,
  viewer: number,
  cursor: string | undefined,
  limit: number,
): Promise<PostRow[]> {
  const f = memberFollows;
  const rows = await rowsOf<{ id: string | number }>(
    db,
    sql`select x.id, x.created_at from ${f} cross join lateral (
      select ${p.id} as id, ${p.createdAt} as created_at from ${p}
      where ${p.authorId} = ${f.followeeId} and ${and(inFeedOf(viewer), olderThan(p.createdAt, p.id, decodeCursor(cursor)))}
      order by ${p.createdAt} desc nulls last, ${p.id} desc nulls last limit ${limit}) x
    where ${f.followerId} = ${viewer}
    order by x.created_at desc, x.id desc limit ${limit}`,
  );
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return (await postsWhere(db, and(inArray(p.id, ids), inFeedOf(viewer)), 'latest')) as PostRow[];
}

/** collection/listPage: the posts the member collected that they can still read, newest collect first. */
export function collectedPage(db: Executor, viewer: number, cursor: Cursor | null, limit: number) {
  const c = exchangePostCollects;
  return db
    .select({ ...postColumns, collectedAt: c.createdAt })
    .from(c)
    .innerJoin(p, eq(p.id, c.targetId))
    .where(and(eq(c.memberId, viewer), readableBy(viewer), olderThan(c.createdAt, c.targetId, cursor)))
    .orderBy(...descNullsLast(c.createdAt, c.targetId))
    .limit(limit);
}

// ---------------------------------------------------------------- writing

/** The member facts the writing rules read (policy.ts): account age, suspension, published posts. */
export async function writerRow(db: Executor, memberId: number) {
  const [[row], [posts]] = await Promise.all([
    db
      .select({ id: members.id, createdAt: members.createdAt, suspendedUntil: members.suspendedUntil })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1),
    db
      .select({ n: count() })
      .from(p)
      .where(and(eq(p.authorId, memberId), eq(p.status, 'published'), isNull(p.deletedAt))),
  ]);
  return row ? { ...row, publishedPosts: Number(posts.n) } : null;
}

/** The member's posts since `since`, deleted ones too (a new account's daily quota). */
export async function postsSince(db: Executor, authorId: number, since: Date): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(p)
    .where(and(eq(p.authorId, authorId), gt(p.createdAt, since)));
  return Number(n);
}

export async function insertPost(tx: Executor, values: typeof p.$inferInsert): Promise<number> {
  const [row] = await tx.insert(p).values(values).returning({ id: p.id });
  return row.id;
}

export async function updatePost(tx: Executor, id: number, values: Partial<typeof p.$inferInsert>): Promise<void> {
  await tx.update(p).set(values).where(eq(p.id, id));
}

/** A post's pictures or video as attached: the uploads' copies (URL, size, poster), in order. */
export interface PostFile {
  id: number;
  kind: 'image' | 'video';
  url: string;
  width: number | null;
  height: number | null;
  seconds: number | null;
  poster: string | null;
}

/** The post's media rows become `files`, in order. */
export async function replaceMedia(tx: Executor, postId: number, files: PostFile[]): Promise<void> {
  await tx.delete(exchangePostMedia).where(eq(exchangePostMedia.postId, postId));
  if (files.length === 0) return;
  await tx.insert(exchangePostMedia).values(
    files.map((f, position) => ({
      postId,
      position,
      mediaId: f.id,
      kind: f.kind,
      url: f.url,
      width: f.width,
      height: f.height,
      seconds: f.seconds,
      poster: f.poster,
    })),
  );
}

/** The uploads a post uses (media ids). */
export async function mediaIdsOf(db: Executor, postId: number): Promise<number[]> {
  return (
    await db
      .select({ id: exchangePostMedia.mediaId })
      .from(exchangePostMedia)
      .where(eq(exchangePostMedia.postId, postId))
  ).map((r) => r.id);
}

/** Marks a post deleted and drops its media rows; answers the uploads it used. */
export async function markDeleted(tx: Executor, id: number, now: Date): Promise<number[]> {
  const used = await tx
    .delete(exchangePostMedia)
    .where(eq(exchangePostMedia.postId, id))
    .returning({ id: exchangePostMedia.mediaId });
  await tx.update(p).set({ deletedAt: now }).where(eq(p.id, id));
  return used.map((r) => r.id);
}

// ---------------------------------------------------------------- likes and collects

export type PostPair = 'like' | 'collect';
const PAIRS = { like: exchangePostLikes, collect: exchangePostCollects } as const;

/**
 * Sets one (post, member) pair to the wanted state. The insert's ON CONFLICT DO NOTHING (or the delete's
 * RETURNING) says whether the state changed: true when it did.
 */
export async function setPair(
  tx: Executor,
  pair: PostPair,
  postId: number,
  memberId: number,
  active: boolean,
  now: Date,
): Promise<boolean> {
  const t = PAIRS[pair];
  const changed = active
    ? await tx
        .insert(t)
        .values({ targetId: postId, memberId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: t.targetId })
    : await tx
        .delete(t)
        .where(and(eq(t.targetId, postId), eq(t.memberId, memberId)))
        .returning({ id: t.targetId });
  return changed.length > 0;
}

// ---------------------------------------------------------------- what a page of posts needs besides its rows

export async function cardSources(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: members.id,
      nickname: members.nickname,
      avatar: members.avatar,
      roles: members.roles,
      certifiedAlumnus: members.certifiedAlumnus,
      erasedAt: members.erasedAt,
    })
    .from(members)
    .where(inArray(members.id, ids));
}

export async function mediaOf(db: Executor, postIds: number[]) {
  if (postIds.length === 0) return [];
  return db
    .select({
      postId: exchangePostMedia.postId,
      position: exchangePostMedia.position,
      mediaId: exchangePostMedia.mediaId,
      kind: exchangePostMedia.kind,
      url: exchangePostMedia.url,
      width: exchangePostMedia.width,
      height: exchangePostMedia.height,
      seconds: exchangePostMedia.seconds,
      poster: exchangePostMedia.poster,
      variants: media.variants,
    })
    .from(exchangePostMedia)
    .innerJoin(media, eq(media.id, exchangePostMedia.mediaId))
    .where(inArray(exchangePostMedia.postId, postIds))
    .orderBy(asc(exchangePostMedia.postId), asc(exchangePostMedia.position));
}

export async function likedAndCollected(db: Executor, viewer: number, postIds: number[]) {
  if (postIds.length === 0) return { liked: new Set<number>(), collected: new Set<number>() };
  const [liked, collected] = await Promise.all([
    db
      .select({ id: exchangePostLikes.targetId })
      .from(exchangePostLikes)
      .where(and(eq(exchangePostLikes.memberId, viewer), inArray(exchangePostLikes.targetId, postIds))),
    db
      .select({ id: exchangePostCollects.targetId })
      .from(exchangePostCollects)
      .where(and(eq(exchangePostCollects.memberId, viewer), inArray(exchangePostCollects.targetId, postIds))),
  ]);
  return { liked: new Set(liked.map((r) => r.id)), collected: new Set(collected.map((r) => r.id)) };
}

// ---------------------------------------------------------------- the popular score

/**
 * Popular order: log10(max(1, likes + 2 comments + collects)) + created seconds / 45000, Reddit's "hot"
 * rank. Age decays a post relative to newer ones without any job rewriting old rows (every 12.5 hours of
 * age weigh as much as a tenfold engagement), so the score is written with each count change in the same
 * statement and the Popular tab reads one (score, id) index.
 */
export const POPULAR_SECONDS_PER_DECADE = 45_000;
export function popularScoreSql(likes: SQL, comments: SQL, collects: SQL): SQL {
  return sql`log(greatest(1, ${likes} + 2 * (${comments}) + ${collects})::float8) + extract(epoch from ${exchangePosts.createdAt}) / ${POPULAR_SECONDS_PER_DECADE}`;
}
export const popularScore = (likes: number, comments: number, collects: number, createdAt: Date) =>
  Math.log10(Math.max(1, likes + 2 * comments + collects)) + createdAt.getTime() / 1000 / POPULAR_SECONDS_PER_DECADE;

// ---------------------------------------------------------------- counts

export interface CountDelta {
  likes?: number;
  comments?: number;
  collects?: number;
}

/** Adds to a post's counts and rewrites its popular score in one statement; answers the counts now. */
export async function bumpCounts(db: Executor, postId: number, d: CountDelta) {
  const likes = sql`${p.likeCount} + ${d.likes ?? 0}`;
  const comments = sql`${p.commentCount} + ${d.comments ?? 0}`;
  const collects = sql`${p.collectCount} + ${d.collects ?? 0}`;
  const [row] = await db
    .update(p)
    .set({
      likeCount: likes,
      commentCount: comments,
      collectCount: collects,
      score: popularScoreSql(likes, comments, collects),
    })
    .where(eq(p.id, postId))
    .returning({ likes: p.likeCount, comments: p.commentCount, collects: p.collectCount });
  return row;
}

export async function countsOf(db: Executor, postId: number) {
  const [row] = await db
    .select({ likes: p.likeCount, comments: p.commentCount, collects: p.collectCount })
    .from(p)
    .where(eq(p.id, postId));
  return row;
}

// ---------------------------------------------------------------- moderation (reportable.ts)

/** Posts not deleted, as moderation's queue shows them (with the number of pictures or videos). */
export function postsForModeration(db: Executor, ids: number[]) {
  return db
    .select({
      id: p.id,
      authorId: p.authorId,
      status: p.status,
      title: p.title,
      text: p.text,
      createdAt: p.createdAt,
      mediaCount:
        sql<number>`(select count(*)::int from ${exchangePostMedia} where ${exchangePostMedia.postId} = ${p.id})`.mapWith(
          Number,
        ),
    })
    .from(p)
    .where(and(inArray(p.id, ids), isNull(p.deletedAt)));
}

/** Comments not deleted, as moderation's queue shows them. */
export function commentsForModeration(db: Executor, ids: number[]) {
  const c = exchangeComments;
  return db
    .select({
      id: c.id,
      postId: c.postId,
      authorId: c.authorId,
      status: c.status,
      text: c.text,
      createdAt: c.createdAt,
    })
    .from(c)
    .where(and(inArray(c.id, ids), isNull(c.deletedAt)));
}

export async function setPostStatus(tx: Executor, id: number, status: string): Promise<void> {
  await tx.update(p).set({ status }).where(eq(p.id, id));
}

export async function setCommentStatus(tx: Executor, id: number, status: string): Promise<void> {
  await tx.update(exchangeComments).set({ status }).where(eq(exchangeComments.id, id));
}

/** The author of a post not deleted, or null. */
export async function liveAuthorOf(db: Executor, id: number): Promise<number | null> {
  const [row] = await db
    .select({ authorId: p.authorId })
    .from(p)
    .where(and(eq(p.id, id), isNull(p.deletedAt)));
  return row?.authorId ?? null;
}

/** Posts or comments held for review, not deleted: their id and creation time (moderation's pending view). */
const heldIn = (t: typeof exchangePosts | typeof exchangeComments): SQL =>
  sql`select ${t.id}, ${t.createdAt} from ${t} where ${t.status} = 'pending' and ${t.deletedAt} is null`;
export const heldPosts = heldIn(exchangePosts);
export const heldComments = heldIn(exchangeComments);

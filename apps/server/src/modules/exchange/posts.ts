import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { EXCHANGE_LIMITS, type CollectBody, type ExchangePost, type Language, type LikeBody, type PostCreateBody, type PostListQuery, type PostPage, type PostUpdateBody, type ToggleResult } from '@acsc/shared';
import { exchangePostCollects, exchangePostLikes, exchangePostMedia, exchangePosts, media, memberFollows } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { rowsOf, type Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { decodeCursor, descNullsLast, encodeCursor, olderThan } from '../../platform/paging.js';
import { usagesOf } from '../media/service.js';
import { searchTokens } from '../news/service.js';
import { notify } from '../notifications/service.js';
import { canSeeProfile } from '../setting/service.js';
import { POST_LIKED } from './notifications.js';
import { presentPosts } from './presenter.js';
import * as repo from './repo.js';
import { assertCanWrite, assertPostQuota, heldForReview, popularScore } from './rules.js';
import { matchesWatchedWord } from '../moderation/service.js';

/** Posts: the feeds, a post's page, writing, likes and collects (issue 11). */

export type ExchangeDeps = Pick<AppContext, 'database' | 'now' | 'jobs' | 'live' | 'log' | 'storage' | 'notificationTypes'>;
export interface Reader {
  id: number;
  roles: readonly string[];
  nickname: string;
}

const p = exchangePosts;

// ---------------------------------------------------------------- search

const quote = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (c) => c + c)}'`;
/** The search column of a post: the news tokenizer's tokens of title and text (Chinese bigrams, Khmer and English words). */
export function postSearchVector(title: string | null, text: string): string {
  return [...searchTokens(`${title ?? ''}\n${text}`)].map(quote).join(' ');
}
/** Every token of the keywords must occur; null when the keywords hold no word. */
export function keywordQuery(keywords: string): SQL | null {
  const tokens = [...searchTokens(keywords)];
  return tokens.length ? sql`${p.searchVector} @@ ${tokens.map(quote).join(' & ')}::tsquery` : null;
}

// ---------------------------------------------------------------- the feeds

/** Popular pages continue after (score, id); the other orders after (created_at, id) (platform/paging). */
export const encodeScoreCursor = (score: number, id: number) => Buffer.from(`s~${score}~${id}`).toString('base64url');
export function decodeScoreCursor(value: string | undefined): { score: number; id: number } | null {
  if (!value || value.length > 100) return null;
  const m = /^s~(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)~(\d{1,15})$/.exec(Buffer.from(value, 'base64url').toString());
  return m ? { score: Number(m[1]), id: Number(m[2]) } : null;
}

export async function listPosts(deps: ExchangeDeps, viewer: Reader | null, q: PostListQuery, lang: Language): Promise<PostPage> {
  const db = deps.database.db;
  const v = viewer?.id ?? null;
  const conds: (SQL | undefined)[] = [];
  let order: 'latest' | 'popular' = 'latest';
  if (q.authorId !== undefined) {
    if (!(await canSeeProfile(deps, viewer, q.authorId))) fail('PROFILE_PRIVATE');
    conds.push(eq(p.authorId, q.authorId), repo.readableBy(v));
  } else {
    conds.push(repo.inFeedOf(v));
    if (q.tab === 'following') {
      // A visitor follows nobody: an empty tab (a public read never answers code 90); the page offers sign-in.
      if (v === null) return { list: [], next: null };
      if (!q.keywords) return followingPage(deps, viewer!, q, lang);
      conds.push(repo.followingOnly(v));
    }
    if (q.tab === 'popular') order = 'popular';
  }
  if (q.keywords) {
    const match = keywordQuery(q.keywords);
    if (!match) return { list: [], next: null };
    conds.push(match);
  }
  if (order === 'popular') {
    const c = decodeScoreCursor(q.cursor);
    if (c) conds.push(sql`(${p.score}, ${p.id}) < (${c.score}::float8, ${c.id})`);
  } else conds.push(olderThan(p.createdAt, p.id, decodeCursor(q.cursor)));
  const rows = (await repo.postsWhere(db, and(...conds), order).limit(q.pageSize + 1)) as repo.PostRow[];
  const list = rows.slice(0, q.pageSize);
  const last = list[list.length - 1];
  const next = rows.length > q.pageSize ? (order === 'popular' ? encodeScoreCursor(last.score, last.id) : encodeCursor({ at: last.createdAt, id: last.id })) : null;
  return { list: await presentPosts(db, list, v, lang), next };
}

export async function postDetail(deps: ExchangeDeps, viewer: Reader | null, id: number, lang: Language): Promise<ExchangePost> {
  const row = await repo.postById(deps.database.db, id, viewer?.id ?? null);
  if (!row) fail('POST_NOT_FOUND');
  return (await presentPosts(deps.database.db, [row], viewer?.id ?? null, lang))[0];
}

/** Whether the viewer may open the post (its audience, its state): the rule of postDetail, for reports. */
export async function postVisibleTo(db: Executor, id: number, viewer: number | null): Promise<boolean> {
  return (await repo.postById(db, id, viewer)) !== null;
}

/**
 * The Following tab of a member, newest first: for each member followed, that author's newest posts
 * after the cursor from the author index (exchange_posts_author_idx), merged. Reads about (follows x page
 * size) index entries whatever the size of the community, where filtering Latest by "author is followed"
 * walked the whole feed for a member following few people.
 */
export async function followingPage(deps: ExchangeDeps, viewer: Reader, q: Pick<PostListQuery, 'cursor' | 'pageSize'>, lang: Language): Promise<PostPage> {
  const db = deps.database.db;
  const f = memberFollows;
  const n = q.pageSize + 1;
  const rows = await rowsOf<{ id: string | number }>(
    db,
    sql`select x.id, x.created_at from ${f} cross join lateral (
      select ${p.id} as id, ${p.createdAt} as created_at from ${p}
      where ${p.authorId} = ${f.followeeId} and ${and(repo.inFeedOf(viewer.id), olderThan(p.createdAt, p.id, decodeCursor(q.cursor)))}
      order by ${p.createdAt} desc nulls last, ${p.id} desc nulls last limit ${n}) x
    where ${f.followerId} = ${viewer.id}
    order by x.created_at desc, x.id desc limit ${n}`,
  );
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return { list: [], next: null };
  const found = (await repo.postsWhere(db, and(inArray(p.id, ids), repo.inFeedOf(viewer.id)), 'latest')) as repo.PostRow[];
  const list = found.slice(0, q.pageSize);
  const last = list[list.length - 1];
  return { list: await presentPosts(db, list, viewer.id, lang), next: found.length > q.pageSize ? encodeCursor({ at: last.createdAt, id: last.id }) : null };
}

// ---------------------------------------------------------------- writing

interface Attached {
  id: number;
  kind: 'image' | 'video';
  url: string;
  width: number | null;
  height: number | null;
  seconds: number | null;
  poster: string | null;
}

/** The uploads a post names: either up to 18 images or one video, all the author's own. */
async function attachments(db: Executor, authorId: number, body: PostCreateBody): Promise<Attached[]> {
  const imageIds = body.imageIds.map(Number);
  if (imageIds.length > 0 && body.videoId) fail('MEDIA_MIXED');
  if (imageIds.length > EXCHANGE_LIMITS.imagesMax) fail('TOO_MANY_IMAGES', { limit: EXCHANGE_LIMITS.imagesMax });
  if (new Set(imageIds).size !== imageIds.length) fail('BAD_REQUEST');
  const wanted = body.videoId ? [Number(body.videoId)] : imageIds;
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: media.id, kind: media.kind, url: media.url, width: media.width, height: media.height, seconds: media.durationSeconds, poster: media.poster })
    .from(media)
    .where(and(inArray(media.id, wanted), eq(media.ownerId, authorId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const kind = body.videoId ? 'video' : 'image';
  return wanted.map((id) => {
    const r = byId.get(id);
    if (!r || r.kind !== kind) fail('UPLOAD_NOT_FOUND');
    return { ...r, kind };
  });
}

async function writeMedia(tx: Executor, postId: number, files: Attached[]) {
  await tx.delete(exchangePostMedia).where(eq(exchangePostMedia.postId, postId));
  if (files.length === 0) return;
  await tx.insert(exchangePostMedia).values(files.map((f, position) => ({ postId, position, mediaId: f.id, kind: f.kind, url: f.url, width: f.width, height: f.height, seconds: f.seconds, poster: f.poster })));
}

const titleOf = (t: string | undefined) => (t ? t : null);

export async function createPost(deps: ExchangeDeps, author: Reader, body: PostCreateBody, lang: Language): Promise<ExchangePost> {
  const db = deps.database.db;
  const now = deps.now();
  const id = await db.transaction(async (tx) => {
    const facts = await assertCanWrite(deps, author.id, tx);
    await assertPostQuota(deps, facts, tx);
    const files = await attachments(tx, author.id, body);
    const title = titleOf(body.title);
    const [row] = await tx
      .insert(p)
      .values({
        authorId: author.id,
        title,
        text: body.text,
        visibility: body.visibility,
        status: heldForReview(deps, facts, `${title ?? ''} ${body.text}`) || (await matchesWatchedWord(tx, title, body.text)) ? 'pending' : 'published',
        score: popularScore(0, 0, 0, now),
        searchVector: postSearchVector(title, body.text),
        createdAt: now,
      })
      .returning({ id: p.id });
    await writeMedia(tx, row.id, files);
    return row.id;
  });
  return postDetail(deps, author, id, lang);
}

/** The author's edit: text, title, visibility and media; marked edited. A link from a new account sends it back to review. */
export async function updatePost(deps: ExchangeDeps, author: Reader, body: PostUpdateBody, lang: Language): Promise<ExchangePost> {
  const db = deps.database.db;
  const removed = await db.transaction(async (tx) => {
    const post = await repo.postForWrite(tx, body.id);
    if (!post) fail('POST_NOT_FOUND');
    if (post.authorId !== author.id) fail('NOT_AUTHOR');
    const facts = await assertCanWrite(deps, author.id, tx);
    const files = await attachments(tx, author.id, body);
    const before = await tx.select({ id: exchangePostMedia.mediaId }).from(exchangePostMedia).where(eq(exchangePostMedia.postId, post.id));
    const title = titleOf(body.title);
    const held = post.status === 'published' && (heldForReview(deps, facts, `${title ?? ''} ${body.text}`) || (await matchesWatchedWord(tx, title, body.text)));
    await tx
      .update(p)
      .set({ title, text: body.text, visibility: body.visibility, editedAt: deps.now(), searchVector: postSearchVector(title, body.text), ...(held ? { status: 'pending' } : {}) })
      .where(eq(p.id, post.id));
    await writeMedia(tx, post.id, files);
    const kept = new Set(files.map((f) => f.id));
    return releaseUnused(tx, author.id, before.map((r) => r.id).filter((m) => !kept.has(m)));
  });
  await removeFiles(deps, removed);
  return postDetail(deps, author, body.id, lang);
}

/** The author deletes a post: it disappears at once; files no other content uses are removed. */
export async function deletePost(deps: ExchangeDeps, author: Reader, id: number): Promise<void> {
  const db = deps.database.db;
  const removed = await db.transaction(async (tx) => {
    const post = await repo.postForWrite(tx, id);
    if (!post) fail('POST_NOT_FOUND');
    if (post.authorId !== author.id) fail('NOT_AUTHOR');
    await assertCanWrite(deps, author.id, tx);
    return discardPost(tx, post.id, post.authorId, deps.now());
  });
  await removeFiles(deps, removed);
}

/**
 * Marks a post deleted and lets go of its pictures and video: the author's media rows nothing else uses
 * any more are deleted in `tx`; answers their storage keys, for `removeFiles` after the commit. The
 * author's delete and a moderator's delete both end here.
 */
export async function discardPost(tx: Executor, id: number, authorId: number, now: Date): Promise<string[]> {
  const used = await tx.delete(exchangePostMedia).where(eq(exchangePostMedia.postId, id)).returning({ id: exchangePostMedia.mediaId });
  await tx.update(p).set({ deletedAt: now }).where(eq(p.id, id));
  return releaseUnused(tx, authorId, used.map((r) => r.id));
}

/** Media rows of the member no content uses any more are deleted; answers their storage keys, removed after the commit. */
async function releaseUnused(tx: Executor, ownerId: number, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select().from(media).where(and(inArray(media.id, [...new Set(ids)]), eq(media.ownerId, ownerId)));
  const used = await usagesOf(tx, rows, 'zh_CN');
  const unused = rows.filter((r) => used.get(r.id)!.length === 0);
  if (unused.length === 0) return [];
  await tx.delete(media).where(inArray(media.id, unused.map((r) => r.id)));
  return unused.flatMap((r) => r.keys);
}

export async function removeFiles(deps: Pick<ExchangeDeps, 'storage' | 'log'>, keys: string[]) {
  await Promise.all(keys.map((k) => deps.storage.remove(k).catch((err: unknown) => deps.log.warn({ err, key: k }, 'exchange: a file could not be removed'))));
}

// ---------------------------------------------------------------- likes and collects

/**
 * Sets one (post, member) pair to the wanted state. The insert's ON CONFLICT DO NOTHING (or the
 * delete's RETURNING) says whether the state changed; only then the count moves, in the same
 * transaction, so 100 members at once give 100 and a repeated call gives no change.
 */
async function setPair(deps: ExchangeDeps, table: typeof exchangePostLikes | typeof exchangePostCollects, column: 'likes' | 'collects', viewer: Reader, postId: number, active: boolean) {
  return deps.database.db.transaction(async (tx) => {
    await assertCanWrite(deps, viewer.id, tx);
    const post = await repo.postById(tx, postId, viewer.id);
    if (!post || post.status !== 'published') fail('POST_NOT_FOUND');
    const changed = active
      ? await tx.insert(table).values({ targetId: postId, memberId: viewer.id, createdAt: deps.now() }).onConflictDoNothing().returning({ id: table.targetId })
      : await tx.delete(table).where(and(eq(table.targetId, postId), eq(table.memberId, viewer.id))).returning({ id: table.targetId });
    const counts = changed.length ? await repo.bumpCounts(tx, postId, { [column]: active ? 1 : -1 }) : await repo.countsOf(tx, postId);
    return { post, changed: changed.length > 0, counts };
  });
}

export async function likePost(deps: ExchangeDeps, viewer: Reader, body: LikeBody): Promise<ToggleResult> {
  const r = await setPair(deps, exchangePostLikes, 'likes', viewer, body.id, body.liked);
  if (r.changed && body.liked && r.post.authorId !== viewer.id) {
    await notifySafely(deps, () => notify(deps, { memberId: r.post.authorId, type: POST_LIKED, params: { postId: String(body.id), by: viewer.nickname, byId: String(viewer.id) } }));
  }
  return { id: String(body.id), active: body.liked, counts: r.counts };
}

export async function collectPost(deps: ExchangeDeps, viewer: Reader, body: CollectBody): Promise<ToggleResult> {
  const r = await setPair(deps, exchangePostCollects, 'collects', viewer, body.id, body.collected);
  return { id: String(body.id), active: body.collected, counts: r.counts };
}

/** A notice that could not be made never undoes the write it is about. */
export async function notifySafely(deps: ExchangeDeps, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (err) {
    deps.log.error({ err }, 'exchange notification failed');
  }
}

/** collection/listPage: the posts I collected that I can still read, newest collect first. */
export async function listCollection(deps: ExchangeDeps, viewer: Reader, q: { cursor?: string; pageSize: number }, lang: Language): Promise<PostPage> {
  const db = deps.database.db;
  const c = exchangePostCollects;
  const rows = await db
    .select({ ...repo.postColumns, collectedAt: c.createdAt })
    .from(c)
    .innerJoin(p, eq(p.id, c.targetId))
    .where(and(eq(c.memberId, viewer.id), repo.readableBy(viewer.id), olderThan(c.createdAt, c.targetId, decodeCursor(q.cursor))))
    .orderBy(...descNullsLast(c.createdAt, c.targetId))
    .limit(q.pageSize + 1);
  const list = rows.slice(0, q.pageSize);
  const last = list[list.length - 1];
  return { list: await presentPosts(db, list as repo.PostRow[], viewer.id, lang), next: rows.length > q.pageSize ? encodeCursor({ at: last.collectedAt, id: last.id }) : null };
}


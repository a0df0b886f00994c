import {
  EXCHANGE_LIMITS,
  type CollectBody,
  type ExchangePost,
  type Language,
  type LikeBody,
  type PostCreateBody,
  type PostListQuery,
  type PostPage,
  type PostUpdateBody,
  type ToggleResult,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { decodeCursor, encodeCursor } from '../../platform/paging.js';
import { ownedMedia, releaseUnusedMedia } from '../media/service.js';
import { matchesWatchedWord } from '../moderation/service.js';
import { searchTokens } from '../news/service.js';
import { notify } from '../notifications/service.js';
import { canSeeProfile } from '../setting/service.js';
import { POST_LIKED } from './notifications.js';
import { assertAuthor, assertCanWrite, assertPostQuota, heldForReview, mayLikeOrCollect } from './policy.js';
import { presentPosts } from './presenter.js';
import * as repo from './repo/posts.js';

/** Posts: the feeds, a post's page, writing, likes and collects (issue 11). */

export type ExchangeDeps = Pick<
  AppContext,
  'database' | 'now' | 'jobs' | 'live' | 'log' | 'storage' | 'notificationTypes'
>;
export interface Reader {
  id: number;
  roles: readonly string[];
  nickname: string;
}

// ---------------------------------------------------------------- search

/** The search column of a post: the news tokenizer's tokens of title and text (Chinese bigrams, Khmer and English words). */
export const postSearchVector = (title: string | null, text: string): string =>
  repo.searchVectorOf(searchTokens(`${title ?? ''}\n${text}`));
/** Every token of the keywords must occur; null when the keywords hold no word. */
export const keywordQuery = (keywords: string) => repo.keywordMatch([...searchTokens(keywords)]);

// ---------------------------------------------------------------- the feeds

export const { encodeScoreCursor, decodeScoreCursor } = repo;

/** The next cursor of a page read with one row more than its size. */
function pageOf(rows: repo.PostRow[], size: number, order: 'latest' | 'popular') {
  const list = rows.slice(0, size);
  const last = list[list.length - 1];
  const next =
    rows.length > size
      ? order === 'popular'
        ? repo.encodeScoreCursor(last.score, last.id)
        : encodeCursor({ at: last.createdAt, id: last.id })
      : null;
  return { list, next };
}

export async function listPosts(
  deps: ExchangeDeps,
  viewer: Reader | null,
  q: PostListQuery,
  lang: Language,
): Promise<PostPage> {
  const db = deps.database.db;
  const v = viewer?.id ?? null;
  const filter: repo.FeedFilter = { cursor: q.cursor };
  let order: 'latest' | 'popular' = 'latest';
  if (q.authorId !== undefined) {
    if (!(await canSeeProfile(deps, viewer, q.authorId))) fail('PROFILE_PRIVATE');
    filter.scope = { authorId: q.authorId, readableBy: v };
  } else {
    filter.scope = { feedOf: v };
    if (q.tab === 'following') {
      // A visitor follows nobody: an empty tab (a public read never answers code 90); the page offers sign-in.
      if (v === null) return { list: [], next: null };
      if (!q.keywords) return followingPage(deps, viewer!, q, lang);
      filter.scope.following = v;
    }
    if (q.tab === 'popular') order = 'popular';
  }
  if (q.keywords) {
    const match = keywordQuery(q.keywords);
    if (!match) return { list: [], next: null };
    filter.match = match;
  }
  const { list, next } = pageOf(await repo.postsPage(db, filter, order, q.pageSize + 1), q.pageSize, order);
  return { list: await presentPosts(db, list, v, lang), next };
}

export async function postDetail(
  deps: ExchangeDeps,
  viewer: Reader | null,
  id: number,
  lang: Language,
): Promise<ExchangePost> {
  const row = await repo.postById(deps.database.db, id, viewer?.id ?? null);
  if (!row) fail('POST_NOT_FOUND');
  return (await presentPosts(deps.database.db, [row], viewer?.id ?? null, lang))[0];
}

/** The Following tab of a member, newest first (repo.followingPosts: from the author index). */
export async function followingPage(
  deps: ExchangeDeps,
  viewer: Reader,
  q: Pick<PostListQuery, 'cursor' | 'pageSize'>,
  lang: Language,
): Promise<PostPage> {
  const db = deps.database.db;
  const found = await repo.followingPosts(db, viewer.id, q.cursor, q.pageSize + 1);
  if (found.length === 0) return { list: [], next: null };
  const { list, next } = pageOf(found, q.pageSize, 'latest');
  return { list: await presentPosts(db, list, viewer.id, lang), next };
}

// ---------------------------------------------------------------- writing

/** The uploads a post names: either up to 18 images or one video, all the author's own. */
async function attachments(db: Executor, authorId: number, body: PostCreateBody): Promise<repo.PostFile[]> {
  const imageIds = body.imageIds.map(Number);
  if (imageIds.length > 0 && body.videoId) fail('MEDIA_MIXED');
  if (imageIds.length > EXCHANGE_LIMITS.imagesMax) fail('TOO_MANY_IMAGES', { limit: EXCHANGE_LIMITS.imagesMax });
  if (new Set(imageIds).size !== imageIds.length) fail('BAD_REQUEST');
  const wanted = body.videoId ? [Number(body.videoId)] : imageIds;
  if (wanted.length === 0) return [];
  const byId = new Map((await ownedMedia(db, authorId, wanted)).map((r) => [r.id, r]));
  const kind = body.videoId ? 'video' : 'image';
  return wanted.map((id) => {
    const r = byId.get(id);
    if (!r || r.kind !== kind) fail('UPLOAD_NOT_FOUND');
    return {
      id: r.id,
      kind,
      url: r.url,
      width: r.width,
      height: r.height,
      seconds: r.durationSeconds,
      poster: r.poster,
    };
  });
}

const titleOf = (t: string | undefined) => (t ? t : null);

export async function createPost(
  deps: ExchangeDeps,
  author: Reader,
  body: PostCreateBody,
  lang: Language,
): Promise<ExchangePost> {
  const db = deps.database.db;
  const now = deps.now();
  const id = await db.transaction(async (tx) => {
    const facts = await assertCanWrite(deps, author.id, tx);
    await assertPostQuota(deps, facts, tx);
    const files = await attachments(tx, author.id, body);
    const title = titleOf(body.title);
    const id = await repo.insertPost(tx, {
      authorId: author.id,
      title,
      text: body.text,
      visibility: body.visibility,
      status:
        heldForReview(deps, facts, `${title ?? ''} ${body.text}`) || (await matchesWatchedWord(tx, title, body.text))
          ? 'pending'
          : 'published',
      score: repo.popularScore(0, 0, 0, now),
      searchVector: postSearchVector(title, body.text),
      createdAt: now,
    });
    await repo.replaceMedia(tx, id, files);
    return id;
  });
  return postDetail(deps, author, id, lang);
}

/** The author's edit: text, title, visibility and media; marked edited. A link from a new account sends it back to review. */
export async function updatePost(
  deps: ExchangeDeps,
  author: Reader,
  body: PostUpdateBody,
  lang: Language,
): Promise<ExchangePost> {
  const db = deps.database.db;
  const removed = await db.transaction(async (tx) => {
    const post = await repo.postForWrite(tx, body.id);
    if (!post) fail('POST_NOT_FOUND');
    assertAuthor(post, author.id);
    const facts = await assertCanWrite(deps, author.id, tx);
    const files = await attachments(tx, author.id, body);
    const before = await repo.mediaIdsOf(tx, post.id);
    const title = titleOf(body.title);
    const held =
      post.status === 'published' &&
      (heldForReview(deps, facts, `${title ?? ''} ${body.text}`) || (await matchesWatchedWord(tx, title, body.text)));
    await repo.updatePost(tx, post.id, {
      title,
      text: body.text,
      visibility: body.visibility,
      editedAt: deps.now(),
      searchVector: postSearchVector(title, body.text),
      ...(held ? { status: 'pending' } : {}),
    });
    await repo.replaceMedia(tx, post.id, files);
    const kept = new Set(files.map((f) => f.id));
    return releaseUnusedMedia(
      tx,
      author.id,
      before.filter((m) => !kept.has(m)),
    );
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
    assertAuthor(post, author.id);
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
  const used = await repo.markDeleted(tx, id, now);
  return releaseUnusedMedia(tx, authorId, used);
}

export async function removeFiles(deps: Pick<ExchangeDeps, 'storage' | 'log'>, keys: string[]) {
  await Promise.all(
    keys.map((k) =>
      deps.storage
        .remove(k)
        .catch((err: unknown) => deps.log.warn({ err, key: k }, 'exchange: a file could not be removed')),
    ),
  );
}

// ---------------------------------------------------------------- likes and collects

/**
 * Sets one (post, member) pair to the wanted state; only a change moves the count, in the same
 * transaction, so 100 members at once give 100 and a repeated call gives no change.
 */
async function setPair(deps: ExchangeDeps, pair: repo.PostPair, viewer: Reader, postId: number, active: boolean) {
  return deps.database.db.transaction(async (tx) => {
    await assertCanWrite(deps, viewer.id, tx);
    const post = await repo.postById(tx, postId, viewer.id);
    if (!mayLikeOrCollect(post)) fail('POST_NOT_FOUND');
    const changed = await repo.setPair(tx, pair, postId, viewer.id, active, deps.now());
    const counts = changed
      ? await repo.bumpCounts(tx, postId, { [pair === 'like' ? 'likes' : 'collects']: active ? 1 : -1 })
      : await repo.countsOf(tx, postId);
    return { post, changed, counts };
  });
}

export async function likePost(deps: ExchangeDeps, viewer: Reader, body: LikeBody): Promise<ToggleResult> {
  const r = await setPair(deps, 'like', viewer, body.id, body.liked);
  if (r.changed && body.liked && r.post.authorId !== viewer.id) {
    await notifySafely(deps, () =>
      notify(deps, {
        memberId: r.post.authorId,
        type: POST_LIKED,
        params: { postId: String(body.id), by: viewer.nickname, byId: String(viewer.id) },
      }),
    );
  }
  return { id: String(body.id), active: body.liked, counts: r.counts };
}

export async function collectPost(deps: ExchangeDeps, viewer: Reader, body: CollectBody): Promise<ToggleResult> {
  const r = await setPair(deps, 'collect', viewer, body.id, body.collected);
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
export async function listCollection(
  deps: ExchangeDeps,
  viewer: Reader,
  q: { cursor?: string; pageSize: number },
  lang: Language,
): Promise<PostPage> {
  const db = deps.database.db;
  const rows = await repo.collectedPage(db, viewer.id, decodeCursor(q.cursor), q.pageSize + 1);
  const list = rows.slice(0, q.pageSize);
  const last = list[list.length - 1];
  return {
    list: await presentPosts(db, list as repo.PostRow[], viewer.id, lang),
    next: rows.length > q.pageSize ? encodeCursor({ at: last.collectedAt, id: last.id }) : null,
  };
}

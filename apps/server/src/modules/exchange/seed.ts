import type { Executor } from '../../platform/db.js';
import { postSearchVector } from './posts.js';
import * as bulk from './repo/bulk.js';
import { popularScore, replaceMedia, type PostFile } from './repo/posts.js';

/**
 * How the seed (apps/server/src/seed) writes community data, through the exchange's own rules: a post's
 * search column from its text, its counts and Popular score from the likes, collects and comments it
 * is given. Exported through service.ts.
 */

/** Whether any post exists (the demo community is written once). */
export const hasPosts = (db: Executor) => bulk.anyPost(db);

export const seedFollows = (db: Executor, rows: { followerId: number; followeeId: number; createdAt: Date }[]) =>
  bulk.insertFollows(db, rows);

export interface PostSeed {
  authorId: number;
  title: string | null;
  text: string;
  visibility: 'public' | 'members' | 'followers';
  createdAt: Date;
  /** Uploads of the author attached in order (images, or one video). */
  files: PostFile[];
  likers: number[];
  collectors: number[];
  comments: { authorId: number; text: string; createdAt: Date }[];
}

/** A published post with its media, likes, collects and comments, its counts and score agreeing with them. */
export async function seedPost(db: Executor, p: PostSeed): Promise<number> {
  const [id] = await bulk.insertPosts(db, [
    {
      authorId: p.authorId,
      title: p.title,
      text: p.text,
      visibility: p.visibility,
      likeCount: p.likers.length,
      commentCount: p.comments.length,
      collectCount: p.collectors.length,
      score: popularScore(p.likers.length, p.comments.length, p.collectors.length, p.createdAt),
      searchVector: postSearchVector(p.title, p.text),
      createdAt: p.createdAt,
    },
  ]);
  await replaceMedia(db, id, p.files);
  await bulk.insertReactions(db, id, {
    likers: p.likers,
    collectors: p.collectors,
    comments: p.comments,
    at: p.createdAt,
  });
  return id;
}

/** Posts without reactions, for a bulk load (benchmarks): counts and scores follow from finishBulkPosts. */
export const seedPosts = (
  tx: Executor,
  rows: { authorId: number; title: string | null; text: string; visibility: string; createdAt: Date }[],
) =>
  bulk.insertPosts(
    tx,
    rows.map((r) => ({ ...r, searchVector: postSearchVector(r.title, r.text) })),
  );

/** A bulk load of the benchmark community: index dropped before, likes and follows generated, counts, scores and index after. */
export const beforeBulkPosts = (db: Executor) => bulk.dropSearchIndex(db);
export const postIdRange = (db: Executor) => bulk.postIdRange(db);
export const countLikes = (db: Executor) => bulk.countOf(db, 'exchange_post_likes');
export const countFollows = (db: Executor) => bulk.countOf(db, 'member_follows');
export const seedRandomLikes = bulk.randomLikes;
export const seedRandomFollows = bulk.randomFollows;
export const finishBulkPosts = (db: Executor, range: { lo: number; hi: number }) =>
  bulk.finishBulk(db, range.lo, range.hi);

import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import * as repo from './repo/member-data.js';
import { bumpCounts } from './repo/posts.js';

/**
 * A member's exchange data (issue 10's export and erasure): what they wrote, liked, collected, whom they
 * follow and block. Erasure removes the relationships and private lists (follows both ways, blocks, the
 * collection, with the counts they held); posts and comments stay, shown as by "deleted member", as
 * every authored content of the site.
 */

export async function exportExchangeData(ctx: Pick<AppContext, 'database'>, memberId: number) {
  const { posts, files, ...rest } = await repo.exportRows(ctx.database.db, memberId);
  return {
    posts: posts.map((x) => ({
      ...x,
      media: files.filter((f) => f.postId === x.id).map((f) => ({ kind: f.kind, url: f.url })),
    })),
    comments: rest.comments,
    likes: rest.likes,
    collects: rest.collects,
    commentLikes: rest.commentLikes,
    following: rest.following,
    followers: rest.followers,
    blocks: rest.blocks,
  };
}

export async function eraseExchangeData(_ctx: AppContext, memberId: number, tx: Executor): Promise<void> {
  for (const postId of await repo.deleteCollection(tx, memberId)) await bumpCounts(tx, postId, { collects: -1 });
  await repo.deleteRelations(tx, memberId);
}

/**
 * What other features and the seed use of the exchange: a member's writing facts (their suspension) and
 * blocks between members (private messages follow both), and how the seed writes community data (seed.ts).
 */
export { writerFacts, type WriterFacts } from './policy.js';
export { blockedBetween } from './people.js';
export {
  beforeBulkPosts,
  countFollows,
  countLikes,
  finishBulkPosts,
  hasPosts,
  postIdRange,
  seedFollows,
  seedPost,
  seedPosts,
  seedRandomFollows,
  seedRandomLikes,
  type PostSeed,
} from './seed.js';
export type { PostFile } from './repo/posts.js';

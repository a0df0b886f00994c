/**
 * What other features (private messages) and the seed use of the exchange: the writing rules, blocks
 * between members, a page of posts as cards, and how the seed writes community data (seed.ts).
 */
export { assertCanWrite, assertPostQuota, heldForReview, isNewAccount, containsLink, writerFacts, type WriterFacts } from './policy.js';
export { blockedBetween } from './people.js';
export { postSearchVector, type ExchangeDeps, type Reader } from './posts.js';
export { presentPosts } from './presenter.js';
export { beforeBulkPosts, countFollows, countLikes, finishBulkPosts, hasPosts, postIdRange, seedFollows, seedPost, seedPosts, seedRandomFollows, seedRandomLikes, type PostSeed } from './seed.js';
export type { PostFile } from './repo/posts.js';

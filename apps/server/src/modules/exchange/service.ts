/**
 * What other features (private messages) and the seeders use of the exchange: the writing rules, blocks
 * between members, the search column and the popular score of a post, a page of posts as cards.
 */
export { assertCanWrite, assertPostQuota, heldForReview, isNewAccount, containsLink, writerFacts, type WriterFacts } from './policy.js';
export { blockedBetween } from './people.js';
export { postSearchVector, type ExchangeDeps, type Reader } from './posts.js';
export { popularScore } from './repo/posts.js';
export { presentPosts } from './presenter.js';

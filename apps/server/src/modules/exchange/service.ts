/**
 * What other features (private messages) and the seeders use of the exchange: the writing rules, blocks
 * between members, the search column and the popular score of a post.
 */
export { assertCanWrite, assertPostQuota, heldForReview, isNewAccount, containsLink, popularScore, writerFacts, type WriterFacts } from './rules.js';
export { blockedBetween } from './people.js';
export { postSearchVector, type ExchangeDeps, type Reader } from './posts.js';
export { presentPosts } from './presenter.js';

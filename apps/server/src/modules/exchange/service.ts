/**
 * What other features (moderation, messages, statistics) and the seeders use of the exchange: the
 * writing rules, blocks between members, the search column of a post, its card, the fate of a comment
 * (held, approved, discarded).
 */
export { assertCanWrite, assertPostQuota, heldForReview, isNewAccount, containsLink, popularScore, writerFacts, type WriterFacts } from './rules.js';
export { blockedBetween } from './people.js';
export { discardPost, postSearchVector, removeFiles, type ExchangeDeps, type Reader } from './posts.js';
export { presentPosts } from './presenter.js';
export { announceApprovedComment, approveComment, discardComment } from './comments.js';

/**
 * What other features (moderation, messages, statistics) and the seeders use of the exchange: the
 * writing rules, blocks between members, the search column of a post, its card, who sees a post or a
 * comment (reports follow it), the fate of a comment (held, approved, discarded).
 */
export { assertCanWrite, assertPostQuota, heldForReview, isNewAccount, containsLink, popularScore, writerFacts, type WriterFacts } from './rules.js';
export { blockedBetween } from './people.js';
export { discardPost, postSearchVector, postVisibleTo, removeFiles, type ExchangeDeps, type Reader } from './posts.js';
export { presentPosts } from './presenter.js';
export { announceApprovedComment, approveComment, commentVisibleTo, discardComment } from './comments.js';

/**
 * What other features use of moderation: the watched-word check the exchange's posts and comments ask
 * before they go out (a match is held for review), who moderates, whether an item was reported (a
 * moderator reads a message's image only then), and the shape of a reportable kind a feature registers
 * through its module's `reportable` hook.
 */
export { matchesWatchedWord } from './words.js';
export { isModerator, MODERATION_ROLES } from './policy.js';
export { isReported } from './repo.js';
export type { AfterCommit, ReportableKind, ReportedItem } from './kinds.js';

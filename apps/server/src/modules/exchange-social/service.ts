/**
 * What other features use of private messages and moderation: the watched-word check the exchange's
 * posts ask before they go out (a match is held for review).
 */
export { matchesWatchedWord } from './moderation/reports.js';

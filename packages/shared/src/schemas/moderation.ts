import { z } from 'zod';
import { memberCard } from './member.js';
import { multiLine, singleLine } from './text.js';

/**
 * Reports and moderation (issue 11 "Moderation"; server modules/moderation): members report posts,
 * comments, messages and members; moderators work the queue, suspend members and keep the watched words.
 */
export const MODERATION_API = {
  /** POST {type, id, reason, text?}: report a post, comment, message or member. */
  report: '/client/exchange/v1/report',
} as const;

const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const REPORT_TARGETS = ['post', 'comment', 'message', 'member'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'sexual',
  'violence',
  'misinformation',
  'privacy',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const MODERATION_LIMITS = {
  /**
   * Reports hide an item until a moderator decides once the weights of its open reports add up to this
   * (Discourse's flag scores, simplified; docs/architecture.md "Report weights"): three members a day old
   * or more, fewer with a good record, never accounts under a day old alone, a moderator at once.
   */
  hideScore: 3,
  reportWeight: {
    /** An account this many hours old or more when it reports weighs `member`; a younger one `newAccount`. */
    newAccountHours: 24,
    member: 1,
    newAccount: 0.5,
    /** All reports of accounts under a day old on one item together: below hideScore, so they never hide it alone. */
    newAccountsTotal: 1,
    /** Added for an account this many days old or more. */
    seasonedDays: 30,
    seasoned: 0.5,
    /** Added per earlier report of the member a moderator upheld, taken per one dismissed, within +-accuracyMax. */
    perDecision: 0.5,
    accuracyMax: 1,
  },
  reportTextMax: 500,
  suspendDaysMax: 365,
  watchedWordMax: 50,
  watchedWordsMax: 1000,
} as const;

/** POST report: one report per member per item. */
export const reportBody = z
  .object({
    type: z.enum(REPORT_TARGETS),
    id: idParam,
    reason: z.enum(REPORT_REASONS),
    text: multiLine().trim().max(MODERATION_LIMITS.reportTextMax).optional(),
  })
  .strict();
export type ReportBody = z.infer<typeof reportBody>;
export const reportResult = z.object({ id: z.string() });

/** The console's queue: items with open reports ('reports') or posts held for review ('pending'). */
export const MODERATION_VIEWS = ['reports', 'pending'] as const;
export const moderationQueueQuery = z.object({
  view: z.enum(MODERATION_VIEWS).default('reports'),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuery>;

export const moderationReport = z.object({
  reporter: memberCard,
  reason: z.enum(REPORT_REASONS),
  text: z.string().nullable(),
  createdAt: z.string(),
});
export const moderationItem = z.object({
  type: z.enum(REPORT_TARGETS),
  id: z.string(),
  /** The item's state: published | pending | hidden (posts, comments), visible | hidden (messages), active (members). */
  status: z.string(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  /** Media of a post (images or a video), an image of a message. */
  mediaCount: z.number().int(),
  createdAt: z.string().nullable(),
  author: memberCard,
  /** The author's history: earlier moderation against them and their current suspension. */
  authorHistory: z.object({
    hidden: z.number().int(),
    deleted: z.number().int(),
    suspensions: z.number().int(),
    reportsReceived: z.number().int(),
    suspendedUntil: z.string().nullable(),
  }),
  reports: z.array(moderationReport),
  reportCount: z.number().int(),
  lastReportedAt: z.string().nullable(),
});
export type ModerationItem = z.infer<typeof moderationItem>;
export const moderationQueue = z.object({
  list: z.array(moderationItem),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type ModerationQueue = z.infer<typeof moderationQueue>;

/** hide, restore, delete or dismiss (keep as it is, close the reports) an item; approve or reject a pending post. */
export const MODERATION_ACTIONS = ['hide', 'restore', 'delete', 'dismiss', 'approve', 'reject'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const moderationDecisionBody = z
  .object({ type: z.enum(REPORT_TARGETS), id: idParam, action: z.enum(MODERATION_ACTIONS) })
  .strict();
export type ModerationDecisionBody = z.infer<typeof moderationDecisionBody>;
export const moderationSuspendBody = z
  .object({ memberId: idParam, days: z.coerce.number().int().min(1).max(MODERATION_LIMITS.suspendDaysMax) })
  .strict();
export type ModerationSuspendBody = z.infer<typeof moderationSuspendBody>;
export const moderationSuspendResult = z.object({ memberId: z.string(), suspendedUntil: z.string() });

export const watchedWord = z.object({ id: z.string(), word: z.string(), createdAt: z.string() });
export type WatchedWord = z.infer<typeof watchedWord>;
export const watchedWordList = z.object({ list: z.array(watchedWord) });
export const watchedWordBody = z
  .object({ word: singleLine().trim().min(1).max(MODERATION_LIMITS.watchedWordMax) })
  .strict();
export const watchedWordDeleteBody = z.object({ id: idParam }).strict();

import { z } from 'zod';
import { memberCard } from './member.js';
import { multiLine, singleLine } from './text.js';

/**
 * The calls of private messages, reports and member statistics, under /prod-api. Kept out of the
 * shared `API` table: that table is in every first load, and only the exchange, settings and console
 * chunks need these.
 */
export const EXCHANGE_SOCIAL_API = {
  /** Private messages. */
  message: {
    conversations: '/client/exchange/v1/message/conversation/listPage',
    list: '/client/exchange/v1/message/listPage',
    send: '/client/exchange/v1/message/send',
    read: '/client/exchange/v1/message/read',
    unread: '/client/exchange/v1/message/unread',
    /** GET: the image of a message, for the two members of its conversation (private, no-store); for moderators only once the message is reported, each read audited. */
    image: '/client/exchange/v1/message/image/:id',
  },
  /** POST {type, id, reason, text?}: report a post, comment, message or member. */
  report: '/client/exchange/v1/report',
  /** GET: the member's posts, likes and comments received and new followers per week (the settings' statistics). */
  stats: '/client/exchange/v1/stats/weekly',
} as const;

/**
 * The exchange community's private messages and moderation (issue 11 "Private messages", "Moderation").
 * Posts, comments, likes, follows and blocks are in schemas/exchange.ts.
 */

export const MESSAGE_LIMITS = {
  /** Characters of one message. */
  textMax: 2000,
  /** Messages per page of a conversation, conversations per page of the list. */
  pageSize: 30,
  pageSizeMax: 50,
} as const;

const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const pageSize = z.coerce.number().int().min(1).max(MESSAGE_LIMITS.pageSizeMax).default(MESSAGE_LIMITS.pageSize);
/** The opaque keyset cursor of platform/paging.ts. */
const cursor = singleLine().max(100).optional();

/** One message as both members see it. An image is read through API.exchange.messageImage (private). */
export const messageItem = z.object({
  id: z.string(),
  /** The sender's id (the cards are on the conversation). */
  senderId: z.string(),
  text: z.string().nullable(),
  /** Whether the message carries an image (read it at messageImage with the message's id). */
  image: z.boolean(),
  /** Hidden by moderation: the text and image are withheld. */
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type MessageItem = z.infer<typeof messageItem>;

export const conversationItem = z.object({
  id: z.string(),
  /** The other member. */
  other: memberCard,
  lastMessage: messageItem.nullable(),
  unread: z.number().int(),
  updatedAt: z.string(),
});
export type ConversationItem = z.infer<typeof conversationItem>;

export const conversationListQuery = z.object({ cursor, pageSize });
export type ConversationListQuery = z.infer<typeof conversationListQuery>;
export const conversationPage = z.object({ list: z.array(conversationItem), next: z.string().nullable() });
export type ConversationPage = z.infer<typeof conversationPage>;

/**
 * GET message/listPage?with=<memberId>&cursor=: the conversation with one member, newest first (older
 * pages upward). Without `with`: the member's latest conversation (none: `other` is null).
 */
export const messageListQuery = z.object({ with: idParam.optional(), cursor, pageSize });
export type MessageListQuery = z.infer<typeof messageListQuery>;
export const messagePage = z.object({
  other: memberCard.nullable(),
  /** Whether the reader may send to this member now (their privacy choice, blocks, the reader's suspension). */
  canSend: z.boolean(),
  /** The newest message id the other member has read of the reader's (read receipts). */
  otherReadUpTo: z.string().nullable(),
  list: z.array(messageItem),
  next: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePage>;

/** POST message/send: text, or an image (a private file the sender uploaded with API.privateFileUpload), or both. */
export const messageSendBody = z
  .object({
    to: idParam,
    text: multiLine().trim().max(MESSAGE_LIMITS.textMax).optional(),
    imageId: idParam.optional(),
  })
  .strict()
  .refine((b) => Boolean(b.text) || b.imageId !== undefined, { message: 'text or image' });
export type MessageSendBody = z.infer<typeof messageSendBody>;

/** POST message/read {with, upTo?}: everything of that conversation up to the message (default: all) is read. */
export const messageReadBody = z.object({ with: idParam, upTo: idParam.optional() }).strict();
export type MessageReadBody = z.infer<typeof messageReadBody>;

export const messageUnread = z.object({ unread: z.number().int() });
export type MessageUnread = z.infer<typeof messageUnread>;

export const messageImageParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/) });

/** The live event of a new message (schemas/live.ts): to both members' open pages. */
export const messageLiveEvent = z.object({
  type: z.literal('message'),
  conversationId: z.string(),
  /** The other member, from the receiving page's side. */
  other: memberCard,
  message: messageItem,
  /** The receiver's unread message count after it. */
  unread: z.number().int(),
});
/** The member's unread message count changed (read on another device). */
export const messageUnreadLiveEvent = z.object({ type: z.literal('messageUnread'), unread: z.number().int() });
/** The other member read up to a message (read receipts). */
export const messageReadLiveEvent = z.object({
  type: z.literal('messageRead'),
  conversationId: z.string(),
  readerId: z.string(),
  upTo: z.string(),
});

// ---------------------------------------------------------------- reports and moderation

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

// ---------------------------------------------------------------- my statistics (/setting)

export const STATS_WEEKS = 12;
/** One UTC week (Monday 00:00) of the member's activity. */
export const statsWeek = z.object({
  weekStart: z.string(),
  posts: z.number().int(),
  likesReceived: z.number().int(),
  commentsReceived: z.number().int(),
  newFollowers: z.number().int(),
});
export type StatsWeek = z.infer<typeof statsWeek>;
/** GET exchangeStats: the last STATS_WEEKS weeks, oldest first, the current week last. */
export const memberStats = z.object({ weeks: z.array(statsWeek) });
export type MemberStats = z.infer<typeof memberStats>;

import { z } from 'zod';
import { memberCard } from './member.js';
import { multiLine, singleLine } from './text.js';

/**
 * Private messages between members (issue 11 "Private messages"; server modules/messages). Calls under
 * /prod-api; kept out of the shared `API` table: that table is in every first load, and only the
 * exchange, settings and console chunks need these.
 */
export const MESSAGES_API = {
  conversations: '/client/exchange/v1/message/conversation/listPage',
  list: '/client/exchange/v1/message/listPage',
  send: '/client/exchange/v1/message/send',
  read: '/client/exchange/v1/message/read',
  unread: '/client/exchange/v1/message/unread',
  /** GET: the image of a message, for the two members of its conversation (private, no-store); for moderators only once the message is reported, each read audited. */
  image: '/client/exchange/v1/message/image/:id',
} as const;

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

/** One message as both members see it. An image is read through MESSAGES_API.image (private). */
export const messageItem = z.object({
  id: z.string(),
  /** The sender's id (the cards are on the conversation). */
  senderId: z.string(),
  text: z.string().nullable(),
  /** Whether the message carries an image (read it at MESSAGES_API.image with the message's id). */
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

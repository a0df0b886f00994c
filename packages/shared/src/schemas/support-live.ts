import { z } from 'zod';

/**
 * The support chat's live events (issue 33), apart from the rest of its contracts (support.ts): the live
 * socket's schema (live.ts) is in every page's first load, and needs only these.
 */

/** One message. `author`: the visitor or member, an agent, or the system (the greeting, the away note). */
export const supportMessage = z.object({
  id: z.string(),
  author: z.enum(['visitor', 'staff', 'system']),
  /** The agent's nickname, for staff messages. */
  staffName: z.string().nullable(),
  text: z.string().nullable(),
  image: z.boolean(),
  /** An internal note: only the staff see it. */
  internal: z.boolean(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

// ---------------------------------------------------------------- live events (schemas/live.ts)

export const supportMessageLiveEvent = z.object({
  type: z.literal('supportMessage'),
  conversationId: z.string(),
  message: supportMessage,
});
export const supportTypingLiveEvent = z.object({
  type: z.literal('supportTyping'),
  conversationId: z.string(),
  who: z.enum(['visitor', 'staff']),
});
export const supportReadLiveEvent = z.object({
  type: z.literal('supportRead'),
  conversationId: z.string(),
  /** Whose read mark moved. */
  side: z.enum(['visitor', 'staff']),
  deliveredUpTo: z.string().nullable(),
  readUpTo: z.string().nullable(),
});
/** On the staff channel: a conversation was created or changed (state, assignee, new message). */
export const supportConversationLiveEvent = z.object({
  type: z.literal('supportConversation'),
  conversationId: z.string(),
  /** A visitor's first message ever: the inbox rings. */
  isNew: z.boolean(),
  state: z.enum(['open', 'pending', 'snoozed', 'resolved']),
});

import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { memberCard } from './member.js';
import { multiLine, singleLine } from './text.js';

/**
 * The live support chat (issue 33, server modules/support): a visitor (kept by the Device-Id header) or a
 * member talks with the associations' staff. Kept out of the shared `API` table: only the chat window's
 * chunk and the console's support section need these.
 */
export const SUPPORT_API = {
  /** GET: the caller's conversation (null before the first message), whether someone answers now, the greeting. */
  current: '/client/support/v1/conversation/current',
  /** POST {name?, contact?}: the visitor's name and email or phone, for an answer while away. */
  contact: '/client/support/v1/conversation/contact',
  send: '/client/support/v1/message/send',
  /** POST multipart (one image file): an image message, checked and re-encoded by the media pipeline. */
  sendImage: '/client/support/v1/message/sendImage',
  listPage: '/client/support/v1/message/listPage',
  /** POST {upTo, read}: the visitor's page got (read=false) or showed (read=true) the staff's messages. */
  read: '/client/support/v1/message/read',
  /** POST: the visitor is typing (the staff's inbox shows it for a few seconds). */
  typing: '/client/support/v1/typing',
  /** GET: the image of a message of the caller's own conversation (private, no-store). */
  image: '/client/support/v1/message/image/:id',
} as const;

export const ADMIN_SUPPORT_API = {
  conversations: '/admin/support/conversation/listPage',
  conversation: '/admin/support/conversation/detail/:id',
  messages: '/admin/support/conversation/messages/:id',
  reply: '/admin/support/conversation/reply/:id',
  /** An image answer (multipart `file`): re-encoded without metadata and kept private, as a visitor's. */
  replyImage: '/admin/support/conversation/replyImage/:id',
  assign: '/admin/support/conversation/assign/:id',
  state: '/admin/support/conversation/state/:id',
  read: '/admin/support/conversation/read/:id',
  typing: '/admin/support/conversation/typing/:id',
  block: '/admin/support/conversation/block/:id',
  image: '/admin/support/message/image/:id',
  agents: '/admin/support/agent/list',
  presence: '/admin/support/agent/presence',
  canned: '/admin/support/canned/list',
  cannedSave: '/admin/support/canned/save',
  cannedDelete: '/admin/support/canned/delete',
  settings: '/admin/support/settings/detail',
  settingsSave: '/admin/support/settings/save',
  stats: '/admin/support/stats',
} as const;

/** Who works the inbox. */
export const SUPPORT_ROLES = ['support', 'admin'] as const;

export const SUPPORT_LIMITS = {
  textMax: 2000,
  nameMax: 60,
  contactMax: 100,
  pageSize: 30,
  pageSizeMax: 50,
  /** Messages of one visitor device, and of one address, per WRITE_LIMITS window (the `message` class). */
  perDevice: 40,
  perIp: 400,
  /** An agent counts as online this long after the inbox's last presence call. */
  presenceSeconds: 60,
  cannedMax: 200,
  /** The inbox page's time zone (Cambodia), office hours are read in it. */
  timeZone: 'Asia/Phnom_Penh',
} as const;

export const SUPPORT_STATES = ['open', 'pending', 'snoozed', 'resolved'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const pageSize = z.coerce.number().int().min(1).max(SUPPORT_LIMITS.pageSizeMax).default(SUPPORT_LIMITS.pageSize);
const cursor = singleLine().max(100).optional();
export const supportIdParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/) });

export { supportMessage, type SupportMessage } from './support-live.js';
import { supportMessage } from './support-live.js';

/** The office hours: per weekday (0 Sunday) the opening and closing time "HH:MM" in SUPPORT_LIMITS.timeZone, or null (closed). */
const hhmm = z
  .string()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
  .meta({ example: '09:00' });
export const supportDay = z.object({ open: hhmm, close: hhmm }).nullable();
export const supportSettings = z.object({
  days: z
    .array(supportDay)
    .length(7)
    .meta({
      example: [
        { open: '09:00', close: '17:00' },
        { open: '09:00', close: '17:00' },
        { open: '09:00', close: '17:00' },
        { open: '09:00', close: '17:00' },
        { open: '09:00', close: '17:00' },
        null,
        null,
      ],
    }),
  /** The greeting in each language (empty: the built-in one). */
  greeting: z.object({
    zh_CN: multiLine().max(500),
    km_KH: multiLine().max(500),
    en_US: multiLine().max(500),
  }),
});
export type SupportSettings = z.infer<typeof supportSettings>;

export const supportAvailability = z.object({
  /** Within office hours and at least one agent online: an answer comes now. */
  available: z.boolean(),
  inHours: z.boolean(),
  agentsOnline: z.boolean(),
  /** When the office next opens (ISO), when outside hours. */
  nextOpenAt: z.string().nullable(),
});
export type SupportAvailability = z.infer<typeof supportAvailability>;

export const supportConversation = z.object({
  id: z.string(),
  state: z.enum(SUPPORT_STATES),
  /** The live channel of this conversation (subscribe to it on the socket). */
  channel: z.string(),
  name: z.string().nullable(),
  contact: z.string().nullable(),
  /** The newest of the visitor's messages the staff got, and read. */
  staffDeliveredUpTo: z.string().nullable(),
  staffReadUpTo: z.string().nullable(),
  /** Staff messages the visitor has not read. */
  unread: z.number().int(),
});
export type SupportConversation = z.infer<typeof supportConversation>;

export const supportCurrent = z.object({
  conversation: supportConversation.nullable(),
  availability: supportAvailability,
  greeting: z.string(),
});
export type SupportCurrent = z.infer<typeof supportCurrent>;

export const supportSendBody = z
  .object({
    text: multiLine().trim().min(1).max(SUPPORT_LIMITS.textMax),
    /** The page the visitor is on (path), shown to the staff. */
    page: singleLine().max(300).optional(),
  })
  .strict();
export type SupportSendBody = z.infer<typeof supportSendBody>;

export const supportSent = z.object({ conversation: supportConversation, message: supportMessage });
export type SupportSent = z.infer<typeof supportSent>;

export const supportContactBody = z
  .object({
    name: singleLine().trim().max(SUPPORT_LIMITS.nameMax).optional(),
    contact: singleLine().trim().max(SUPPORT_LIMITS.contactMax).optional(),
  })
  .strict();
export type SupportContactBody = z.infer<typeof supportContactBody>;

export const supportListQuery = z.object({ cursor, pageSize });
export type SupportListQuery = z.infer<typeof supportListQuery>;
export const supportMessagePage = z.object({ list: z.array(supportMessage), next: z.string().nullable() });
export type SupportMessagePage = z.infer<typeof supportMessagePage>;

export const supportReadBody = z.object({ upTo: idParam, read: z.boolean() }).strict();
export type SupportReadBody = z.infer<typeof supportReadBody>;
export const supportOk = z.object({ ok: z.boolean() });

// ---------------------------------------------------------------- staff

export const supportAgent = z.object({ id: z.string(), nickname: z.string() });
export type SupportAgent = z.infer<typeof supportAgent>;

export const adminSupportConversation = z.object({
  id: z.string(),
  state: z.enum(SUPPORT_STATES),
  channel: z.string(),
  /** The member, when signed in; else null (a visitor). */
  member: memberCard.nullable(),
  name: z.string().nullable(),
  contact: z.string().nullable(),
  language: z.enum(LANGUAGES),
  page: z.string().nullable(),
  assignee: supportAgent.nullable(),
  blocked: z.boolean(),
  snoozedUntil: z.string().nullable(),
  lastMessage: supportMessage.nullable(),
  /** Visitor messages no agent has read yet. */
  unread: z.number().int(),
  /** The newest staff message the visitor got, and read. */
  visitorDeliveredUpTo: z.string().nullable(),
  visitorReadUpTo: z.string().nullable(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
});
export type AdminSupportConversation = z.infer<typeof adminSupportConversation>;

export const adminSupportListQuery = z.object({
  state: z.enum(SUPPORT_STATES).default('open'),
  mine: z.enum(['0', '1']).optional(),
  cursor,
  pageSize,
});
export type AdminSupportListQuery = z.infer<typeof adminSupportListQuery>;
export const adminSupportPage = z.object({
  list: z.array(adminSupportConversation),
  next: z.string().nullable(),
  /** Conversations per state, and the inbox's unread conversations. */
  counts: z.object({ open: z.number(), pending: z.number(), snoozed: z.number(), resolved: z.number() }),
  unread: z.number().int(),
});
export type AdminSupportPage = z.infer<typeof adminSupportPage>;

export const adminSupportReplyBody = z
  .object({
    text: multiLine().trim().min(1).max(SUPPORT_LIMITS.textMax),
    internal: z.boolean().default(false),
  })
  .strict();
export type AdminSupportReplyBody = z.infer<typeof adminSupportReplyBody>;
export const adminSupportAssignBody = z.object({ assigneeId: idParam.nullable() }).strict();
export const adminSupportStateBody = z
  .object({ state: z.enum(SUPPORT_STATES), snoozeHours: z.number().int().min(1).max(720).optional() })
  .strict();
export const adminSupportReadBody = z.object({ upTo: idParam }).strict();
export const adminSupportBlockBody = z.object({ blocked: z.boolean() }).strict();

export const supportCanned = z.object({
  id: z.string(),
  title: singleLine().trim().min(1).max(60),
  text: z.object({
    zh_CN: multiLine().trim().min(1).max(SUPPORT_LIMITS.textMax),
    km_KH: multiLine().trim().min(1).max(SUPPORT_LIMITS.textMax),
    en_US: multiLine().trim().min(1).max(SUPPORT_LIMITS.textMax),
  }),
});
export type SupportCanned = z.infer<typeof supportCanned>;
export const supportCannedSaveBody = supportCanned.extend({ id: idParam.optional() }).strict();
export type SupportCannedSaveBody = z.infer<typeof supportCannedSaveBody>;
export const supportCannedDeleteBody = z.object({ id: idParam }).strict();
export const supportCannedList = z.object({ list: z.array(supportCanned) });

export const adminSupportStatsQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });
const spread = z.object({ median: z.number().nullable(), p90: z.number().nullable() });
export const adminSupportStats = z.object({
  perDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Seconds. */
  firstResponse: spread,
  resolution: spread,
});
export type AdminSupportStats = z.infer<typeof adminSupportStats>;

export {
  supportConversationLiveEvent,
  supportMessageLiveEvent,
  supportReadLiveEvent,
  supportTypingLiveEvent,
} from './support-live.js';

import { z } from 'zod';
import { pageQuerySchema } from '../envelope.js';

/**
 * Member notifications (issue 10). A notification is stored as a type plus parameters and rendered in
 * the reader's language when read, so `title`, `body` and `link` below are already in the language of
 * the request (or of the live connection). Types are registered by the features on the server
 * (modules/notifications/registry.ts); clients treat `type` as an opaque name.
 */

/** A type name: `<feature>.<name>`, e.g. `account.newSignIn`. */
export const NOTIFICATION_TYPE_PATTERN = /^[a-z][a-zA-Z0-9]*\.[a-zA-Z0-9.]{1,60}$/;
export const notificationTypeName = z
  .string()
  .trim()
  .max(64)
  .regex(NOTIFICATION_TYPE_PATTERN)
  .meta({ example: 'account.newSignIn' });

/** Where a member wants a type: in the app only, in the app and by email, or not at all. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_LIMITS = {
  pageSizeMax: 50,
  /** Emails to one member closer together than this are gathered into one digest. */
  digestWindowSeconds: 600,
  /** A digest lists at most this many notifications; the rest are counted. */
  digestItemsMax: 20,
} as const;

export const notificationItem = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** A site path to the thing the notification is about, or null. */
  link: z.string().nullable(),
  params: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationListQuery = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(NOTIFICATION_LIMITS.pageSizeMax).default(10),
  /** Only unread ones. */
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const notificationPage = z.object({
  list: z.array(notificationItem),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

export const unreadCount = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

export const notificationReadBody = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export type NotificationReadBody = z.infer<typeof notificationReadBody>;

export const notificationPreference = z.object({
  type: z.string(),
  /** The feature the type belongs to, for grouping (account, exchange, ...). */
  group: z.string(),
  /** What the type is, in the request's language. */
  label: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** The channel used when the member never chose one. */
  defaultChannel: z.enum(NOTIFICATION_CHANNELS),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;
export const notificationPreferences = z.object({ list: z.array(notificationPreference) });

export const notificationPreferenceBody = z.object({
  type: notificationTypeName,
  channel: z.enum(NOTIFICATION_CHANNELS),
});
export type NotificationPreferenceBody = z.infer<typeof notificationPreferenceBody>;

import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { notificationItem } from './notifications.js';
import { messageLiveEvent, messageReadLiveEvent, messageUnreadLiveEvent } from './messages.js';
import {
  supportConversationLiveEvent,
  supportMessageLiveEvent,
  supportReadLiveEvent,
  supportTypingLiveEvent,
} from './support-live.js';

/**
 * Live updates (issue 10): one WebSocket at API.liveSocket. The protocol in short:
 *
 * 1. The client opens the socket and sends `hello` first (within `helloTimeoutSeconds`), with the
 *    member's token (or none: the browser's same-origin `access_token` cookie is read too) and the
 *    highest `seq` it has seen, if any.
 * 2. The server answers `ready` (member or visitor), then replays the member's stored events newer than
 *    `after` from the database, in order, then streams new ones. If `after` is older than what is kept,
 *    it sends `resync` instead: the client reloads what it shows (unread count, lists).
 * 3. Stored events carry a per-member `seq`; ephemeral ones (unread counts) carry null.
 * 4. A token that is not (or no longer) valid closes the socket with LIVE_CLOSE.sessionInvalid, the
 *    WebSocket form of code 90: the client signs out and does not reconnect.
 *
 * A feature adds its event to `liveEvent` (one member of the union) and publishes it on the server
 * through ctx.live (see docs/architecture.md, "Platform pieces").
 */

export const LIVE_LIMITS = {
  /** Open sockets per member and per IP address, in one server process. */
  connectionsPerMember: 10,
  connectionsPerIp: 60,
  /** Largest message a client may send. */
  messageBytesMax: 4096,
  /** Messages a client may send per window before the socket is closed. */
  messagesPerWindow: 40,
  messageWindowSeconds: 10,
  helloTimeoutSeconds: 10,
  /** The server pings this often and closes a socket that did not answer the previous ping. */
  heartbeatSeconds: 30,
  /** The client sends `ping` this often and reconnects when no `pong` comes back in time. */
  clientPingSeconds: 25,
  clientPongTimeoutSeconds: 10,
  /** Stored events are replayed for this long; older `after` values get `resync`. */
  retentionDays: 7,
  /** At most this many events are replayed; more missed events get `resync`. */
  replayMax: 200,
  /** Reconnect back-off of the web client: first delay, cap (full jitter in between). */
  reconnectBaseMs: 1000,
  reconnectMaxMs: 30_000,
} as const;

/** Close codes (4000-4999 are the application's). */
export const LIVE_CLOSE = {
  /** Service restart (standard): reconnect. */
  goingAway: 1001,
  /** Broken protocol or too many messages (standard "policy violation"). */
  policy: 1008,
  /** Message too big (standard). */
  tooBig: 1009,
  /** The token is missing, wrong, expired or revoked: code 90. Do not reconnect. */
  sessionInvalid: 4090,
  /** Too many sockets for this member or address: reconnect later. */
  tooManyConnections: 4429,
  /** No hello in time. */
  helloTimeout: 4408,
} as const;

// ---------------------------------------------------------------- events

export const liveEvent = z.discriminatedUnion('type', [
  /** A new notification, rendered in the connection's language, and the unread count after it. */
  z.object({ type: z.literal('notification'), notification: notificationItem, unread: z.number().int() }),
  /** The member's unread notification count changed (read, read all, on another device). */
  z.object({ type: z.literal('unread'), unread: z.number().int() }),
  /** Private messages (exchange): a new message, the unread count, the other member's read mark. */
  messageLiveEvent,
  messageUnreadLiveEvent,
  messageReadLiveEvent,
  /** The support chat (issue 33): on a conversation's channel and the staff's. */
  supportMessageLiveEvent,
  supportTypingLiveEvent,
  supportReadLiveEvent,
  supportConversationLiveEvent,
  // Later features add theirs here, e.g. a direct message or a support chat line.
]);
export type LiveEvent = z.infer<typeof liveEvent>;
export type LiveEventType = LiveEvent['type'];

// ---------------------------------------------------------------- client -> server

const channelName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z][a-z0-9:._-]*$/);

export const liveClientMessage = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('hello'),
    /** The member's token; without it the same-origin cookie is used; neither means a visitor. */
    token: z.string().max(100).optional(),
    /** Highest seq the client has seen: newer stored events are replayed. */
    after: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    /** Language of rendered events; defaults to the Language cookie, then the member's language. */
    lang: z.enum(LANGUAGES).optional(),
  }),
  /** Joins a channel other than the member's own (e.g. a support chat); visitors only where allowed. */
  z.object({ t: z.literal('subscribe'), channel: channelName }),
  z.object({ t: z.literal('unsubscribe'), channel: channelName }),
  /** The caller is typing on a channel it may join (the support chat): the channel tells the other side. */
  z.object({ t: z.literal('typing'), channel: channelName }),
  z.object({ t: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

// ---------------------------------------------------------------- server -> client

export const liveServerMessage = z.discriminatedUnion('t', [
  /** Answer to hello. `seq` is the member's newest stored event (0 for visitors and new members). */
  z.object({ t: z.literal('ready'), member: z.boolean(), seq: z.number().int() }),
  /** `seq` is set for stored events (replayed after a reconnect), null for ephemeral ones. */
  z.object({
    t: z.literal('event'),
    seq: z.number().int().nullable(),
    channel: z.string().nullable(),
    event: liveEvent,
  }),
  /** Events were missed beyond what is kept: reload the state instead of waiting for them. */
  z.object({ t: z.literal('resync'), seq: z.number().int() }),
  z.object({ t: z.literal('subscribed'), channel: z.string() }),
  /** A refused request (unknown channel, not allowed); `msg` is in the connection's language. */
  z.object({ t: z.literal('error'), code: z.number().int(), msg: z.string() }),
  z.object({ t: z.literal('pong') }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessage>;

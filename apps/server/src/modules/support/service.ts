import { randomBytes } from 'node:crypto';
import {
  SUPPORT_LIMITS,
  WRITE_LIMITS,
  type Language,
  type SupportContactBody,
  type SupportCurrent,
  type SupportListQuery,
  type SupportMessagePage,
  type SupportReadBody,
  type SupportSendBody,
  type SupportSent,
} from '@acsc/shared';
import type { AuthMember } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { decodeCursor, keysetPage } from '../../platform/paging.js';
import { PRIVATE_PREFIX } from '../../platform/private-store.js';
import { availability, greetingOf, settingsOf, STAFF_CHANNEL } from './hours.js';
import { mark, presentConversation, presentMessage } from './presenter.js';
import * as repo from './repo.js';

/**
 * The visitor's and member's side of the support chat (issue 33). A caller is a member (token) or a
 * visitor (the Device-Id header); a visitor's conversation is attached to the member who signs in on
 * that device, so the history follows the member. Messages reach the staff's inbox and the conversation's
 * own channel live (ctx.live.publishChannel: Redis across processes); a reload reads them back here.
 */

export type Deps = Pick<AppContext, 'database' | 'now' | 'live' | 'counters' | 'privateFiles' | 'log'>;

export interface Caller {
  member: AuthMember | null;
  deviceId: string | null;
  ip: string;
  lang: Language;
}

export const channelOf = (c: repo.ConversationRow) => `support:${c.channelKey}`;

/**
 * The caller's conversation, or null. A member's visitor conversation on this device is attached first
 * (merged into the member's own when there is one), so history follows the member across devices.
 */
export async function resolveConversation(tx: Executor, who: Caller): Promise<repo.ConversationRow | null> {
  if (!who.member) {
    if (!who.deviceId) fail('SUPPORT_DEVICE_REQUIRED');
    return repo.ofDevice(tx, who.deviceId);
  }
  const own = await repo.ofMember(tx, who.member.id, true);
  const visitor = who.deviceId ? await repo.ofDevice(tx, who.deviceId, true) : null;
  if (!visitor) return own;
  if (own) {
    await repo.mergeInto(tx, visitor.id, own.id);
    return own;
  }
  return repo.updateConversation(tx, visitor.id, { memberId: who.member.id, deviceId: null });
}

async function unreadFor(db: Executor, c: repo.ConversationRow) {
  return repo.countAfter(db, c.id, 'staff', c.visitorReadUpTo);
}

export async function current(deps: Deps, who: Caller): Promise<SupportCurrent> {
  const settings = await settingsOf(deps);
  const c = await deps.database.db.transaction((tx) => resolveConversation(tx, who));
  return {
    conversation: c ? presentConversation(c, await unreadFor(deps.database.db, c)) : null,
    availability: await availability(deps, settings),
    greeting: greetingOf(settings, who.lang),
  };
}

/** Per device (or member) and per address, in the write limiter's windows; blocked visitors are refused. */
export async function checkAllowed(deps: Deps, who: Caller) {
  if (!who.member && !who.deviceId) fail('SUPPORT_DEVICE_REQUIRED');
  if (await repo.isBlocked(deps.database.db, { deviceId: who.deviceId, memberId: who.member?.id ?? null, ip: who.ip }))
    fail('SUPPORT_BLOCKED');
  const seconds = WRITE_LIMITS.windowSeconds;
  const index = Math.floor(deps.now().getTime() / 1000 / seconds);
  const own = who.member ? `m:${who.member.id}` : `d:${who.deviceId}`;
  const keys = [`support:${own}:${index}`, `support:ip:${who.ip}:${index}`];
  const [byOwn, byIp] = await Promise.all(keys.map((k) => deps.counters.hit(k, seconds)));
  if (byOwn <= SUPPORT_LIMITS.perDevice && byIp <= SUPPORT_LIMITS.perIp) return;
  await Promise.all(keys.map((k) => deps.counters.release(k)));
  const left = (index + 1) * seconds - deps.now().getTime() / 1000;
  fail('SUPPORT_LIMITED', { minutes: Math.max(1, Math.ceil(left / 60)) });
}

/** Adds a visitor message (text or a stored image): creates or reopens the conversation, tells the staff. */
async function addVisitorMessage(
  deps: Deps,
  who: Caller,
  content: { text: string | null; imageKey?: string; imageMime?: string; page?: string },
): Promise<SupportSent> {
  const now = deps.now();
  const avail = await availability(deps);
  const out = await deps.database.db.transaction(async (tx) => {
    // One writer at a time per device or member: two first messages at once make one conversation.
    await repo.lockCaller(tx, who.member ? `m:${who.member.id}` : `d:${who.deviceId}`);
    let c = await resolveConversation(tx, who);
    let isNew = false;
    if (!c) {
      isNew = true;
      c = await repo.insertConversation(tx, {
        deviceId: who.member ? null : who.deviceId,
        memberId: who.member?.id ?? null,
        channelKey: randomBytes(16).toString('hex'),
        language: who.lang,
        lastMessageAt: now,
        openedAt: now,
        createdAt: now,
      });
      await repo.openRound(tx, c.id, now);
    } else if (c.state === 'resolved') {
      await repo.openRound(tx, c.id, now);
    }
    const reopened = c.state !== 'open';
    const message = await repo.addMessage(tx, {
      conversationId: c.id,
      author: 'visitor',
      text: content.text,
      imageKey: content.imageKey ?? null,
      imageMime: content.imageMime ?? null,
      createdAt: now,
    });
    c = await repo.updateConversation(tx, c.id, {
      state: 'open',
      snoozedUntil: null,
      ...(c.state === 'resolved' ? { openedAt: now, firstResponseAt: null, resolvedAt: null } : {}),
      language: who.lang,
      page: content.page ?? c.page,
      lastIp: who.ip,
      awaitingAway: !avail.available,
      // Writing reads what the staff wrote before.
      visitorReadUpTo: c.lastMessageId ?? c.visitorReadUpTo,
      visitorDeliveredUpTo: c.lastMessageId ?? c.visitorDeliveredUpTo,
    });
    return { c, message, isNew: isNew || reopened };
  });
  const item = presentMessage(out.message);
  const conversationId = String(out.c.id);
  await Promise.all([
    deps.live.publishChannel(channelOf(out.c), { type: 'supportMessage', conversationId, message: item }),
    deps.live.publishChannel(STAFF_CHANNEL, { type: 'supportMessage', conversationId, message: item }),
    deps.live.publishChannel(STAFF_CHANNEL, {
      type: 'supportConversation',
      conversationId,
      isNew: out.isNew,
      state: out.c.state,
    }),
  ]);
  return { conversation: presentConversation(out.c, 0), message: item };
}

export async function send(deps: Deps, who: Caller, body: SupportSendBody): Promise<SupportSent> {
  await checkAllowed(deps, who);
  return addVisitorMessage(deps, who, { text: body.text, page: body.page });
}

/**
 * An image message: routes.ts ran checkAllowed before reading the upload, then the media pipeline's checks
 * and re-encoding; the bytes go to the private store here, and are removed again if the message is refused.
 */
/** Where a chat image (a visitor's or an agent's) is kept: private, by month. */
export const supportImageKey = (now: Date) =>
  `${PRIVATE_PREFIX}support/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}`;

export async function sendImage(deps: Deps, who: Caller, image: { data: Buffer; mime: string }): Promise<SupportSent> {
  const key = supportImageKey(deps.now());
  await deps.privateFiles.put(key, image.data, image.mime);
  try {
    return await addVisitorMessage(deps, who, { text: null, imageKey: key, imageMime: image.mime });
  } catch (err) {
    await deps.privateFiles.remove(key).catch(() => undefined);
    throw err;
  }
}

export async function contact(deps: Deps, who: Caller, body: SupportContactBody) {
  if (body.contact && !isContact(body.contact)) fail('SUPPORT_CONTACT_INVALID');
  return deps.database.db.transaction(async (tx) => {
    const c = await resolveConversation(tx, who);
    if (!c) fail('SUPPORT_NOT_FOUND');
    const row = await repo.updateConversation(tx, c.id, {
      name: body.name === undefined ? c.name : body.name || null,
      contact: body.contact === undefined ? c.contact : body.contact || null,
    });
    return presentConversation(row, await unreadFor(tx, row));
  });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;
export const isEmail = (s: string) => EMAIL.test(s);
export const isContact = (s: string) => EMAIL.test(s) || PHONE.test(s);

async function mine(deps: Deps, who: Caller) {
  const c = await deps.database.db.transaction((tx) => resolveConversation(tx, who));
  if (!c) fail('SUPPORT_NOT_FOUND');
  return c;
}

export async function listPage(deps: Deps, who: Caller, q: SupportListQuery): Promise<SupportMessagePage> {
  const db = deps.database.db;
  const c = await deps.database.db.transaction((tx) => resolveConversation(tx, who));
  if (!c) return { list: [], next: null };
  const page = await keysetPage(repo.messagesOf(db, c.id, decodeCursor(q.cursor), false), q.pageSize, (m) => ({
    at: m.createdAt,
    id: m.id,
  }));
  const staffIds = [...new Set(page.list.flatMap((m) => (m.staffId ? [m.staffId] : [])))];
  const names = new Map((await repo.membersByIds(db, staffIds)).map((m) => [m.id, m.nickname]));
  return { list: page.list.map((m) => presentMessage(m, names)), next: page.next };
}

/** The visitor's page got (or showed) the staff's messages up to one: the staff see the marks. */
export async function read(deps: Deps, who: Caller, body: SupportReadBody) {
  const c = await mine(deps, who);
  const last = c.lastMessageId ?? 0;
  const upTo = Math.min(body.upTo, last);
  const row = await repo.updateConversation(deps.database.db, c.id, {
    visitorDeliveredUpTo: Math.max(c.visitorDeliveredUpTo, upTo),
    visitorReadUpTo: body.read ? Math.max(c.visitorReadUpTo, upTo) : c.visitorReadUpTo,
  });
  await deps.live.publishChannel(STAFF_CHANNEL, {
    type: 'supportRead',
    conversationId: String(c.id),
    side: 'visitor',
    deliveredUpTo: mark(row.visitorDeliveredUpTo),
    readUpTo: mark(row.visitorReadUpTo),
  });
  return { ok: true };
}

/** At most one typing mark per side and conversation every TYPING_EVERY_MS reaches the other side. */
export const TYPING_EVERY_MS = 2000;
export const typingTurn = (deps: Pick<Deps, 'counters' | 'now'>, key: string) =>
  deps.counters.pass(`support:typing:${key}`, deps.now().getTime(), TYPING_EVERY_MS, 60);

export async function typing(deps: Deps, who: Caller) {
  await visitorTyping(deps, await mine(deps, who));
  return { ok: true };
}

/** The visitor is typing (HTTP call or socket message `typing` on the conversation's channel): the staff see it. */
export async function visitorTyping(deps: Pick<Deps, 'counters' | 'now' | 'live'>, c: repo.ConversationRow) {
  if ((await typingTurn(deps, `v:${c.id}`)) > 0) return;
  await deps.live.publishChannel(STAFF_CHANNEL, {
    type: 'supportTyping',
    conversationId: String(c.id),
    who: 'visitor',
  });
}

/** An agent is typing an answer: the visitor's channel shows it. */
export async function staffTyping(deps: Pick<Deps, 'counters' | 'now' | 'live'>, c: repo.ConversationRow) {
  if ((await typingTurn(deps, `s:${c.id}`)) > 0) return;
  await deps.live.publishChannel(channelOf(c), { type: 'supportTyping', conversationId: String(c.id), who: 'staff' });
}

/** The image of a message of the caller's own conversation (internal notes never). */
export async function image(deps: Deps, who: Caller, messageId: number) {
  const c = await mine(deps, who);
  const m = await repo.messageById(deps.database.db, messageId);
  if (!m || m.conversationId !== c.id || m.internal || !m.imageKey) fail('NOT_FOUND');
  return openImage(deps, m);
}

export async function openImage(deps: Pick<Deps, 'privateFiles'>, m: repo.MessageRow) {
  const body = await deps.privateFiles.open(m.imageKey!);
  if (!body) fail('NOT_FOUND');
  return { mime: m.imageMime ?? 'application/octet-stream', body };
}

// ---------------------------------------------------------------- member data

export async function exportSupport(deps: Pick<AppContext, 'database'>, memberId: number) {
  const rows = await repo.messagesOfMember(deps.database.db, memberId);
  return {
    messages: rows.map(({ message: m }) => ({
      id: String(m.id),
      author: m.author,
      text: m.text,
      image: m.imageKey !== null,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export async function eraseSupport(deps: Pick<AppContext, 'privateFiles'>, memberId: number, tx: Executor) {
  const keys = await repo.deleteOfMember(tx, memberId);
  return async () => {
    await Promise.all(keys.map((k) => deps.privateFiles.remove(k).catch(() => undefined)));
  };
}

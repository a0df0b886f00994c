import {
  type AdminSupportConversation,
  type AdminSupportListQuery,
  type AdminSupportPage,
  type AdminSupportReplyBody,
  type AdminSupportStats,
  type Language,
  type SupportCanned,
  type SupportCannedSaveBody,
  type SupportMessage,
  type SupportMessagePage,
  type SupportSettings,
  type SupportState,
  isLanguage,
} from '@acsc/shared';
import type { Actor } from '../../platform/audit.js';
import { writeAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/errors.js';
import { decodeCursor, keysetPage, type Cursor } from '../../platform/paging.js';
import { memberCard } from '../member/presenter.js';
import { notify } from '../notifications/service.js';
import { settingsOf, STAFF_CHANNEL } from './hours.js';
import { AWAY_REPLY_JOB } from './jobs.js';
import { SUPPORT_REPLY } from './notifications.js';
import { mark, presentMessage } from './presenter.js';
import * as repo from './repo.js';
import { channelOf, openImage, staffTyping, supportImageKey } from './service.js';

/** The staff's inbox (issue 33): lists by state, replies and notes, assignment, states, blocks, canned replies, hours, numbers. */

export type StaffDeps = Pick<
  AppContext,
  'database' | 'now' | 'live' | 'counters' | 'privateFiles' | 'log' | 'delivery' | 'jobs' | 'notificationTypes'
>;

async function present(
  deps: Pick<AppContext, 'database'>,
  rows: repo.ConversationRow[],
  lang: Language,
): Promise<AdminSupportConversation[]> {
  const db = deps.database.db;
  const ids = [...new Set(rows.flatMap((r) => [r.memberId, r.assigneeId].filter((x): x is number => x !== null)))];
  const people = new Map((await repo.membersByIds(db, ids)).map((m) => [m.id, m]));
  const lasts = new Map(
    (
      await repo.messagesByIds(
        db,
        rows.flatMap((r) => (r.lastMessageId ? [r.lastMessageId] : [])),
      )
    ).map((m) => [m.id, m]),
  );
  const unread = await Promise.all(rows.map((r) => repo.countAfter(db, r.id, 'visitor', r.staffReadUpTo)));
  return rows.map((r, i) => {
    const member = r.memberId !== null ? people.get(r.memberId) : undefined;
    const assignee = r.assigneeId !== null ? people.get(r.assigneeId) : undefined;
    const last = r.lastMessageId ? lasts.get(r.lastMessageId) : undefined;
    return {
      id: String(r.id),
      state: r.state,
      channel: channelOf(r),
      member: member ? memberCard(member, lang) : null,
      name: r.name,
      contact: r.contact,
      language: isLanguage(r.language) ? r.language : 'zh_CN',
      page: r.page,
      assignee: assignee ? { id: String(assignee.id), nickname: assignee.nickname } : null,
      blocked: r.blocked,
      snoozedUntil: r.snoozedUntil?.toISOString() ?? null,
      lastMessage: last ? presentMessage(last) : null,
      unread: unread[i],
      visitorDeliveredUpTo: mark(r.visitorDeliveredUpTo),
      visitorReadUpTo: mark(r.visitorReadUpTo),
      lastMessageAt: r.lastMessageAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function listConversations(
  deps: StaffDeps,
  staffId: number,
  q: AdminSupportListQuery,
  lang: Language,
): Promise<AdminSupportPage> {
  const db = deps.database.db;
  await repo.wakeSnoozed(db, deps.now());
  const page = await keysetPage(
    repo.conversationsIn(db, q.state, q.mine === '1' ? staffId : null, decodeCursor(q.cursor)),
    q.pageSize,
    (r): Cursor => ({ at: r.lastMessageAt, id: r.id }),
  );
  const [list, counts, unread] = await Promise.all([
    present(deps, page.list, lang),
    repo.stateCounts(db),
    repo.unreadConversations(db),
  ]);
  return {
    list,
    next: page.next,
    counts: {
      open: counts.open ?? 0,
      pending: counts.pending ?? 0,
      snoozed: counts.snoozed ?? 0,
      resolved: counts.resolved ?? 0,
    },
    unread,
  };
}

async function found(deps: Pick<AppContext, 'database'>, id: number) {
  const c = await repo.byId(deps.database.db, id);
  if (!c) fail('SUPPORT_NOT_FOUND');
  return c;
}

export async function detail(deps: StaffDeps, id: number, lang: Language) {
  const [row] = await present(deps, [await found(deps, id)], lang);
  return row;
}

export async function messages(
  deps: StaffDeps,
  id: number,
  q: { cursor?: string; pageSize: number },
): Promise<SupportMessagePage> {
  const db = deps.database.db;
  const c = await found(deps, id);
  const page = await keysetPage(repo.messagesOf(db, c.id, decodeCursor(q.cursor), true), q.pageSize, (m) => ({
    at: m.createdAt,
    id: m.id,
  }));
  const staffIds = [...new Set(page.list.flatMap((m) => (m.staffId ? [m.staffId] : [])))];
  const names = new Map((await repo.membersByIds(db, staffIds)).map((m) => [m.id, m.nickname]));
  return { list: page.list.map((m) => presentMessage(m, names)), next: page.next };
}

/** A reply (live to the visitor; by email, SMS or notification when they wrote while nobody answered) or an internal note. */
export async function reply(
  deps: StaffDeps,
  staff: { id: number; nickname: string },
  id: number,
  body: AdminSupportReplyBody | { text: null; internal: false; image: { key: string; mime: string } },
): Promise<SupportMessage> {
  const now = deps.now();
  const image = 'image' in body ? body.image : null;
  // What the away notice and its job say of an image answer: the picture itself waits in the chat.
  const said = body.text ?? '📷';
  const out = await deps.database.db.transaction(async (tx) => {
    const c = await repo.byId(tx, id, true);
    if (!c) fail('SUPPORT_NOT_FOUND');
    const message = await repo.addMessage(tx, {
      conversationId: c.id,
      author: 'staff',
      staffId: staff.id,
      text: body.text,
      imageKey: image?.key ?? null,
      imageMime: image?.mime ?? null,
      internal: body.internal,
      createdAt: now,
    });
    if (body.internal) return { c, message };
    await repo.firstResponse(tx, c.id, now);
    const updated = await repo.updateConversation(tx, c.id, {
      firstResponseAt: c.firstResponseAt ?? now,
      assigneeId: c.assigneeId ?? staff.id,
      // Answered: the staff read everything before it.
      staffReadUpTo: Math.max(c.staffReadUpTo, c.lastMessageId ?? 0),
      staffDeliveredUpTo: Math.max(c.staffDeliveredUpTo, c.lastMessageId ?? 0),
    });
    if (c.awaitingAway && c.memberId !== null)
      await notify(deps, { memberId: c.memberId, type: SUPPORT_REPLY, params: { text: said.slice(0, 300) } }, { tx });
    // A visitor who left an email or phone gets the answer from a job (tried again when delivery fails).
    else if (c.awaitingAway && c.contact)
      await deps.jobs.send(AWAY_REPLY_JOB, { conversationId: c.id, text: said }, { tx });
    return { c: updated, message };
  });
  const item = presentMessage(out.message, new Map([[staff.id, staff.nickname]]));
  const conversationId = String(out.c.id);
  if (!body.internal)
    await deps.live.publishChannel(channelOf(out.c), { type: 'supportMessage', conversationId, message: item });
  await deps.live.publishChannel(STAFF_CHANNEL, { type: 'supportMessage', conversationId, message: item });
  return item;
}

/** An image answer: kept private under the support folder, removed again when the answer is refused. */
export async function replyImage(
  deps: StaffDeps,
  staff: { id: number; nickname: string },
  id: number,
  image: { data: Buffer; mime: string },
): Promise<SupportMessage> {
  const key = supportImageKey(deps.now());
  await deps.privateFiles.put(key, image.data, image.mime);
  try {
    return await reply(deps, staff, id, { text: null, internal: false, image: { key, mime: image.mime } });
  } catch (err) {
    await deps.privateFiles.remove(key).catch(() => undefined);
    throw err;
  }
}

export async function assign(deps: StaffDeps, actor: Actor, id: number, assigneeId: number | null) {
  const c = await found(deps, id);
  if (assigneeId !== null && !(await repo.agents(deps.database.db)).some((a) => a.id === assigneeId))
    fail('SUPPORT_ASSIGNEE_INVALID');
  await deps.database.db.transaction(async (tx) => {
    await repo.updateConversation(tx, c.id, { assigneeId });
    await writeAudit(tx, actor, {
      action: 'update',
      entityType: 'support_conversation',
      entityId: c.id,
      before: { assigneeId: c.assigneeId === null ? null : String(c.assigneeId) },
      after: { assigneeId: assigneeId === null ? null : String(assigneeId) },
      at: deps.now(),
    });
  });
  await deps.live.publishChannel(STAFF_CHANNEL, {
    type: 'supportConversation',
    conversationId: String(c.id),
    isNew: false,
    state: c.state,
  });
  return { ok: true };
}

export async function setState(deps: StaffDeps, id: number, state: SupportState, snoozeHours?: number) {
  const now = deps.now();
  const c = await deps.database.db.transaction(async (tx) => {
    const c = await repo.byId(tx, id, true);
    if (!c) fail('SUPPORT_NOT_FOUND');
    if (state === 'resolved' && c.state !== 'resolved') await repo.resolveRound(tx, c.id, now);
    return repo.updateConversation(tx, c.id, {
      state,
      snoozedUntil: state === 'snoozed' ? new Date(now.getTime() + (snoozeHours ?? 24) * 3600_000) : null,
      resolvedAt: state === 'resolved' ? now : null,
    });
  });
  const event = { type: 'supportConversation' as const, conversationId: String(c.id), isNew: false, state: c.state };
  await Promise.all([deps.live.publishChannel(STAFF_CHANNEL, event), deps.live.publishChannel(channelOf(c), event)]);
  return { ok: true };
}

export async function read(deps: StaffDeps, id: number, upTo: number) {
  const c = await found(deps, id);
  const last = Math.min(upTo, c.lastMessageId ?? 0);
  const row = await repo.updateConversation(deps.database.db, c.id, {
    staffReadUpTo: Math.max(c.staffReadUpTo, last),
    staffDeliveredUpTo: Math.max(c.staffDeliveredUpTo, last),
  });
  const event = {
    type: 'supportRead' as const,
    conversationId: String(c.id),
    side: 'staff' as const,
    deliveredUpTo: mark(row.staffDeliveredUpTo),
    readUpTo: mark(row.staffReadUpTo),
  };
  await Promise.all([deps.live.publishChannel(channelOf(c), event), deps.live.publishChannel(STAFF_CHANNEL, event)]);
  return { ok: true };
}

export async function typing(deps: StaffDeps, id: number) {
  await staffTyping(deps, await found(deps, id));
  return { ok: true };
}

export async function block(deps: StaffDeps, actor: Actor, id: number, blocked: boolean) {
  const c = await found(deps, id);
  await deps.database.db.transaction(async (tx) => {
    await repo.setBlocks(tx, c, blocked, deps.now());
    await writeAudit(tx, actor, {
      action: 'update',
      entityType: 'support_conversation',
      entityId: c.id,
      before: { blocked: c.blocked },
      after: { blocked },
      at: deps.now(),
    });
  });
  return { ok: true };
}

export async function staffImage(deps: StaffDeps, messageId: number) {
  const m = await repo.messageById(deps.database.db, messageId);
  if (!m || !m.imageKey) fail('NOT_FOUND');
  return openImage(deps, m);
}

export const agents = async (deps: StaffDeps) =>
  (await repo.agents(deps.database.db)).map((a) => ({ id: String(a.id), nickname: a.nickname }));

// ---------------------------------------------------------------- canned replies, settings

const presentCanned = (r: repo.CannedRow): SupportCanned => ({ id: String(r.id), title: r.title, text: r.text });

export const cannedList = async (deps: StaffDeps) => ({
  list: (await repo.cannedList(deps.database.db)).map(presentCanned),
});

export async function cannedSave(deps: StaffDeps, body: SupportCannedSaveBody): Promise<SupportCanned> {
  const db = deps.database.db;
  if (body.id === undefined && (await repo.cannedCount(db)) >= 200) fail('VALIDATION', { detail: 'canned' });
  const row = await repo.saveCanned(db, body.id, { title: body.title, text: body.text, updatedAt: deps.now() });
  if (!row) fail('NOT_FOUND');
  return presentCanned(row);
}

export async function cannedDelete(deps: StaffDeps, id: number) {
  if (!(await repo.deleteCanned(deps.database.db, id))) fail('NOT_FOUND');
  return { ok: true };
}

export const settings = (deps: StaffDeps) => settingsOf(deps);

export async function saveSettings(deps: StaffDeps, actor: Actor, body: SupportSettings): Promise<SupportSettings> {
  for (const d of body.days) if (d && d.close <= d.open) fail('SUPPORT_HOURS_INVALID');
  const before = await settingsOf(deps);
  await deps.database.db.transaction(async (tx) => {
    await repo.saveSettings(tx, { days: body.days, greeting: body.greeting, updatedAt: deps.now() });
    await writeAudit(tx, actor, {
      action: 'update',
      entityType: 'support_settings',
      entityId: 1,
      before,
      after: body,
      at: deps.now(),
    });
  });
  return body;
}

// ---------------------------------------------------------------- numbers

function spread(values: number[]) {
  if (values.length === 0) return { median: null, p90: null };
  const v = [...values].sort((a, b) => a - b);
  const at = (p: number) => v[Math.min(v.length - 1, Math.ceil(p * v.length) - 1)];
  return { median: at(0.5), p90: at(0.9) };
}

export async function stats(deps: StaffDeps, days: number): Promise<AdminSupportStats> {
  const now = deps.now();
  const dayMs = 86_400_000;
  const offset = 7 * 3600_000;
  const today = Math.floor((now.getTime() + offset) / dayMs);
  const since = new Date((today - days + 1) * dayMs - offset);
  const rows = await repo.roundsSince(deps.database.db, since);
  const perDay = new Map<string, number>();
  for (let i = days - 1; i >= 0; i--) perDay.set(new Date((today - i) * dayMs).toISOString().slice(0, 10), 0);
  for (const r of rows) {
    const key = new Date(r.openedAt.getTime() + offset).toISOString().slice(0, 10);
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
  }
  return {
    perDay: [...perDay].map(([day, count]) => ({ day, count })),
    firstResponse: spread(rows.flatMap((r) => (r.firstResponseSeconds === null ? [] : [r.firstResponseSeconds]))),
    resolution: spread(rows.flatMap((r) => (r.resolutionSeconds === null ? [] : [r.resolutionSeconds]))),
  };
}

import { z } from 'zod';
import {
  NOTIFICATION_LIMITS,
  isLanguage,
  type Language,
  type LiveEvent,
  type NotificationChannel,
  type NotificationItem,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationPreference,
  type NotificationPreferenceBody,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import type { RunningJob } from '../../platform/jobs/runner.js';
import {
  fillTemplate,
  renderNotification,
  type NotificationCatalog,
  type NotificationType,
} from '../../platform/notification-types.js';
import { NOTIFICATION_TEXTS } from './texts.js';
import * as repo from './repo.js';

/**
 * Notifications (DESIGN 3a). Features call notify(); everything else here serves the member's own
 * list, preferences and emails. Emails go out from the job runner, never from the request.
 */

export type NotifyDeps = Pick<AppContext, 'database' | 'jobs' | 'live' | 'now' | 'notificationTypes'>;

export const EMAIL_JOB = 'notifications.email';
export const LIVE_TYPE = 'notification';
const emailJobData = z.object({ memberId: z.number().int().positive() });

/** The stored payload of a live `notification` event: language-neutral, rendered per connection. */
interface LivePayload {
  id: number;
  type: string;
  params: Record<string, unknown>;
  createdAt: string;
  unread: number;
}

function present(
  types: NotificationCatalog,
  row: { id: number; type: string; params: Record<string, unknown>; createdAt: Date | string; readAt: Date | null },
  lang: Language,
): NotificationItem {
  const def = types.get(row.type);
  const rendered = def ? renderNotification(def, row.params, lang) : null;
  return {
    id: row.id,
    type: row.type,
    title: rendered?.title ?? NOTIFICATION_TEXTS[lang].unknownTitle,
    body: rendered?.body ?? '',
    link: rendered?.link ?? null,
    params: row.params,
    read: row.readAt !== null,
    createdAt: typeof row.createdAt === 'string' ? row.createdAt : row.createdAt.toISOString(),
  };
}

/** The live renderer of stored `notification` events (registered by the module). */
export const liveRenderer =
  (types: NotificationCatalog) =>
  (payload: unknown, lang: Language): LiveEvent => {
    const p = payload as LivePayload;
    return { type: 'notification', notification: present(types, { ...p, readAt: null }, lang), unread: p.unread };
  };

/**
 * Tells a member something, as their preference for the type says: nothing when off, a notification
 * (listed, counted, pushed live) for in_app, and an email besides for email. Nothing either when the
 * type's actor (the member whose action it tells of) and the recipient have a block between them: the
 * one place blocks silence likes, comments, replies, mentions, follows and message notices. Pass the transaction that
 * makes the thing it is about, so both exist or neither; the live push and the email follow its commit.
 * Returns the notification's id, or null when none was made.
 */
export async function notify<P extends Record<string, unknown>>(
  deps: NotifyDeps,
  input: { memberId: number; type: NotificationType<P>; params: P },
  options: { tx?: Executor } = {},
): Promise<number | null> {
  if (deps.notificationTypes.get(input.type.type) !== input.type)
    throw new Error(`notification type ${input.type.type} is not in its module's notifications hook`);
  const params = input.type.params.parse(input.params);
  const actor = input.type.actor?.(params) ?? null;
  const run = async (tx: Executor) => {
    const who = await repo.recipient(tx, input.memberId, input.type.type, actor);
    // A block between the actor and the recipient (either way) silences every notice of the actor's doings.
    if (!who || who.status !== 'active' || who.blocked) return null;
    const channel: NotificationChannel = who.channel ?? input.type.defaultChannel;
    if (channel === 'off') return null;
    const wantsEmail = channel === 'email' && Boolean(who.email);
    const now = deps.now();
    const row = await repo.insertNotification(tx, {
      memberId: input.memberId,
      type: input.type.type,
      params,
      createdAt: now,
      emailState: wantsEmail ? 'pending' : 'none',
    });
    const unread = await repo.unreadCount(tx, input.memberId);
    const payload: LivePayload = {
      id: row.id,
      type: row.type,
      params: row.params,
      createdAt: row.createdAt.toISOString(),
      unread,
    };
    await deps.live.emit(tx, input.memberId, LIVE_TYPE, payload);
    // One queued email job per member: notifications arriving while it waits go out with it.
    if (wantsEmail)
      await deps.jobs.send(EMAIL_JOB, { memberId: input.memberId }, { tx, singletonKey: `member:${input.memberId}` });
    return row.id;
  };
  return options.tx ? run(options.tx) : deps.database.db.transaction(run);
}

export async function listNotifications(
  deps: NotifyDeps,
  memberId: number,
  q: NotificationListQuery,
  lang: Language,
): Promise<NotificationPage> {
  const db = deps.database.db;
  const [{ rows, total }, unread] = await Promise.all([
    repo.listPage(db, memberId, { pageNum: q.pageNum, pageSize: q.pageSize, unreadOnly: q.unread === 'true' }),
    repo.unreadCount(db, memberId),
  ]);
  return {
    list: rows.map((r) => present(deps.notificationTypes, r, lang)),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    unread,
  };
}

export const unreadOf = (deps: NotifyDeps, memberId: number) => repo.unreadCount(deps.database.db, memberId);

/** Tells the member's other open pages (every process) the new count. */
async function announceUnread(deps: NotifyDeps, memberId: number): Promise<number> {
  const unread = await repo.unreadCount(deps.database.db, memberId);
  await deps.live.publish(memberId, { type: 'unread', unread });
  return unread;
}

export async function markRead(deps: NotifyDeps, memberId: number, id: number): Promise<number> {
  // Another member's notification is as absent as one that never existed.
  if (!(await repo.markRead(deps.database.db, memberId, id, deps.now()))) fail('NOT_FOUND');
  return announceUnread(deps, memberId);
}

export async function markAllRead(deps: NotifyDeps, memberId: number): Promise<number> {
  await repo.markAllRead(deps.database.db, memberId, deps.now());
  return announceUnread(deps, memberId);
}

export async function preferencesOf(
  deps: NotifyDeps,
  memberId: number,
  lang: Language,
): Promise<NotificationPreference[]> {
  const chosen = await repo.preferences(deps.database.db, memberId);
  return [...deps.notificationTypes.values()].map((def) => ({
    type: def.type,
    group: def.group,
    label: def.texts[lang].label,
    channel: chosen.get(def.type) ?? def.defaultChannel,
    defaultChannel: def.defaultChannel,
  }));
}

export async function updatePreference(
  deps: NotifyDeps,
  memberId: number,
  body: NotificationPreferenceBody,
  lang: Language,
) {
  if (!deps.notificationTypes.has(body.type)) fail('NOTIFICATION_TYPE_UNKNOWN');
  await repo.setPreference(deps.database.db, memberId, body.type, body.channel, deps.now());
  return preferencesOf(deps, memberId, lang);
}

// ---------------------------------------------------------------- email (a job)

export type EmailDeps = NotifyDeps & Pick<AppContext, 'delivery' | 'config'>;

function composeEmail(
  types: NotificationCatalog,
  rows: repo.NotificationRow[],
  lang: Language,
  nickname: string,
  publicUrl: string,
) {
  const t = NOTIFICATION_TEXTS[lang];
  const settingsUrl = `${publicUrl}/setting`;
  const greeting = fillTemplate(t.greeting, { nickname });
  const footer = fillTemplate(t.footer, { settingsUrl });
  const rendered = rows.map((r) => {
    const def = types.get(r.type);
    return def ? renderNotification(def, r.params, lang) : null;
  });
  if (rows.length === 1 && rendered[0]) {
    const one = rendered[0];
    const link = one.link ? `\n\n${publicUrl}${one.link}` : '';
    return { subject: one.emailSubject, text: `${greeting}\n\n${one.emailBody}${link}\n\n${footer}` };
  }
  const listed = rendered.slice(0, NOTIFICATION_LIMITS.digestItemsMax);
  const lines = listed.map((r) => (r ? `- ${r.title}\n  ${r.body}` : `- ${t.unknownTitle}`));
  const more = rows.length - listed.length;
  if (more > 0) lines.push(fillTemplate(t.digestMore, { count: more }));
  const text = [
    greeting,
    fillTemplate(t.digestIntro, { count: rows.length }),
    lines.join('\n\n'),
    fillTemplate(t.digestLink, { url: settingsUrl }),
    footer,
  ].join('\n\n');
  return { subject: fillTemplate(t.digestSubject, { count: rows.length }), text };
}

/**
 * Sends what a member is owed by email, in their language: one notification as itself, several as one
 * digest. Within the digest window after the last email it waits for the window's end instead, so a
 * burst becomes one message.
 */
export async function sendOwedEmail(deps: EmailDeps, data: z.infer<typeof emailJobData>, job: RunningJob) {
  const db = deps.database.db;
  const member = await repo.emailRecipient(db, data.memberId);
  const pending = await repo.pendingEmails(db, data.memberId);
  if (pending.length === 0) return;
  if (!member?.email || member.status !== 'active') {
    await job.transaction((tx) =>
      repo.markEmailed(
        tx,
        pending.map((p) => p.id),
        'none',
        job.now,
      ),
    );
    return;
  }
  const last = await repo.lastEmailedAt(db, data.memberId);
  const windowEnd = last ? new Date(last.getTime() + NOTIFICATION_LIMITS.digestWindowSeconds * 1000) : null;
  if (windowEnd && windowEnd > job.now) {
    await deps.jobs.send(EMAIL_JOB, data, { startAfter: windowEnd, singletonKey: `member:${data.memberId}` });
    return;
  }
  const lang: Language = isLanguage(member.language) ? member.language : 'zh_CN';
  const { subject, text } = composeEmail(deps.notificationTypes, pending, lang, member.nickname, deps.config.publicUrl);
  // Sent before it is marked: a crash in between sends it again rather than never.
  await deps.delivery.email.send({ address: member.email, channel: 'email', purpose: 'notification', subject, text });
  await job.transaction((tx) =>
    repo.markEmailed(
      tx,
      pending.map((p) => p.id),
      'sent',
      job.now,
    ),
  );
}

export const emailJob = (deps: EmailDeps) => ({
  name: EMAIL_JOB,
  data: emailJobData,
  retryDelaySeconds: 60,
  handler: (data: z.infer<typeof emailJobData>, job: RunningJob) => sendOwedEmail(deps, data, job),
});

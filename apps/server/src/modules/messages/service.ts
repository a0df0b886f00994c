import type { Readable } from 'node:stream';
import type {
  ConversationListQuery,
  ConversationPage,
  Language,
  MessageItem,
  MessageListQuery,
  MessagePage,
  MessageReadBody,
  MessageSendBody,
} from '@acsc/shared';
import { writeAudit, type Actor } from '../../platform/audit.js';
import type { AuthMember } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/errors.js';
import { decodeCursor, keysetPage } from '../../platform/paging.js';
import { openPrivateFile } from '../file/service.js';
import { memberCard } from '../member/presenter.js';
import { queueUnreadNotice } from './jobs.js';
import { canMessage, imageAccess, mayMessage } from './policy.js';
import { presentMessage } from './presenter.js';
import * as repo from './repo.js';

/**
 * Private messages (issue 11): a conversation per pair of members, text or an image (a private file of
 * the sender), read marks, the unread badge, live delivery to both members' open pages (stored events:
 * replayed after a reconnect). Who may write follows the recipient's privacy choice (setting's
 * canMessage), blocks and suspensions (policy.ts).
 */

type Deps = Pick<AppContext, 'database' | 'now' | 'live' | 'privateFiles' | 'jobs'>;

export async function send(
  deps: Deps,
  sender: AuthMember,
  body: MessageSendBody,
  lang: Language,
): Promise<MessageItem> {
  const now = deps.now();
  // One read for every check: both members' rows, the blocks, the follow the privacy choice may ask, the conversation.
  const facts = await repo.sendingFacts(deps.database.db, sender.id, body.to);
  const target = facts.target;
  if (!target || target.id === sender.id) fail('NOT_FOUND');
  const senderRow = facts.sender;
  if (!senderRow) fail('SESSION_INVALID');
  // The exchange's write rule (rules.assertCanWrite) for a message: only the suspension matters here.
  if (senderRow.suspendedUntil && senderRow.suspendedUntil.getTime() > now.getTime())
    fail('MEMBER_SUSPENDED', { until: senderRow.suspendedUntil.toISOString() });
  if (facts.blocked) fail('BLOCKED');
  if (!(await canMessage(deps, sender, target, facts))) fail('MESSAGE_NOT_ALLOWED');
  if (body.imageId !== undefined && !(await repo.ownImage(deps.database.db, sender.id, body.imageId)))
    fail('MESSAGE_IMAGE_INVALID');

  // Two statements in the transaction (a new pair makes its conversation first): the message, then both
  // members' stored events (pushed on commit, replayed after a reconnect) with their unread counts as of
  // the message, and the unread notice. Unread counts are read after the conversation's lock, so a
  // message written at the same moment by someone else is counted.
  return deps.database.db.transaction(async (tx) => {
    const conversation =
      facts.conversationId === null
        ? await repo.lockConversation(tx, sender.id, target.id, now)
        : { id: facts.conversationId, memberA: Math.min(sender.id, target.id) };
    const row = await repo.addMessage(tx, conversation, {
      senderId: sender.id,
      text: body.text || null,
      imageFileId: body.imageId ?? null,
      createdAt: now,
    });
    const message = presentMessage(row);
    const conversationId = String(conversation.id);
    await deps.live.emitAll(tx, [
      {
        memberId: target.id,
        type: 'message',
        payload: { type: 'message', conversationId, other: memberCard(senderRow, lang), message },
        computed: { unread: repo.unreadTotalSql(target.id) },
      },
      {
        memberId: sender.id,
        type: 'message',
        payload: { type: 'message', conversationId, other: memberCard(target, lang), message },
        computed: { unread: repo.unreadTotalSql(sender.id) },
      },
    ]);
    // If it is still unread in a few minutes, the recipient is told (in-app and by email by default).
    await queueUnreadNotice(deps.jobs, tx, target.id);
    return message;
  });
}

/** A member row that vanished reads as an erased account. */
const GONE = new Date(0);

export async function listConversations(
  deps: Deps,
  memberId: number,
  q: ConversationListQuery,
  lang: Language,
): Promise<ConversationPage> {
  const db = deps.database.db;
  const page = await keysetPage(repo.conversationsOf(db, memberId, decodeCursor(q.cursor)), q.pageSize, (r) => ({
    at: r.lastMessageAt,
    id: r.id,
  }));
  const [others, lasts] = await Promise.all([
    repo.membersByIds(
      db,
      page.list.map((r) => r.otherId),
    ),
    repo.messagesByIds(
      db,
      page.list.flatMap((r) => (r.lastMessageId ? [r.lastMessageId] : [])),
    ),
  ]);
  const cardOf = new Map(others.map((m) => [m.id, memberCard(m, lang)]));
  const lastOf = new Map(lasts.map((m) => [m.id, presentMessage(m)]));
  return {
    list: page.list.map((r) => ({
      id: String(r.id),
      other:
        cardOf.get(r.otherId) ??
        memberCard({ id: r.otherId, nickname: '', avatar: null, roles: [], erasedAt: GONE }, lang),
      lastMessage: (r.lastMessageId && lastOf.get(r.lastMessageId)) || null,
      unread: r.unread,
      updatedAt: r.lastMessageAt.toISOString(),
    })),
    next: page.next,
  };
}

export async function listMessages(
  deps: Deps,
  reader: AuthMember,
  q: MessageListQuery,
  lang: Language,
): Promise<MessagePage> {
  const db = deps.database.db;
  const withId = q.with ?? (await repo.latestPartner(db, reader.id));
  if (withId === null) return { other: null, canSend: false, otherReadUpTo: null, list: [], next: null };
  const other = await repo.memberForMessages(db, withId);
  if (!other || other.id === reader.id) fail('NOT_FOUND');
  const conversation = await repo.findConversation(db, reader.id, other.id);
  const canSend = await mayMessage(deps, reader, other);
  if (!conversation) return { other: memberCard(other, lang), canSend, otherReadUpTo: null, list: [], next: null };
  const page = await keysetPage(repo.messagesOf(db, conversation.id, decodeCursor(q.cursor)), q.pageSize, (m) => ({
    at: m.createdAt,
    id: m.id,
  }));
  const otherMark = conversation.memberA === other.id ? conversation.aReadUpTo : conversation.bReadUpTo;
  return {
    other: memberCard(other, lang),
    canSend,
    otherReadUpTo: otherMark ? String(otherMark) : null,
    list: page.list.map(presentMessage),
    next: page.next,
  };
}

/** Marks the conversation read (up to a message); the member's other pages get the new count, the other member the read mark. */
export async function read(deps: Deps, reader: AuthMember, body: MessageReadBody): Promise<{ unread: number }> {
  const db = deps.database.db;
  const conversation = await repo.findConversation(db, reader.id, body.with);
  if (!conversation) fail('NOT_FOUND');
  const last = conversation.lastMessageId ?? 0;
  const mark = await repo.markRead(db, conversation, reader.id, Math.min(body.upTo ?? last, last));
  const unread = await repo.unreadTotal(db, reader.id);
  await deps.live.publish(reader.id, { type: 'messageUnread', unread });
  const otherId = conversation.memberA === reader.id ? conversation.memberB : conversation.memberA;
  await deps.live.publish(otherId, {
    type: 'messageRead',
    conversationId: String(conversation.id),
    readerId: String(reader.id),
    upTo: String(mark),
  });
  return { unread };
}

export const unread = (deps: Deps, memberId: number) => repo.unreadTotal(deps.database.db, memberId);

/**
 * The image of a message: for the two members of its conversation while the message shows; for a
 * moderator (or admin) only when a member reported the message, and each such read is written to the
 * audit log. Anything else answers the 404 of a message that does not exist (ids are sequential).
 */
export async function messageImage(
  deps: Deps,
  reader: AuthMember,
  messageId: number,
  actor: Actor,
): Promise<{ mime: string; bytes: number; body: Readable }> {
  const db = deps.database.db;
  const found = await repo.messageWithConversation(db, messageId);
  if (!found || found.message.imageFileId === null) fail('NOT_FOUND');
  const { message, conversation } = found;
  const access = await imageAccess(deps, reader, message, conversation);
  if (!access) fail('NOT_FOUND');
  const asMember = access === 'member';
  // Authorized above; the file is the sender's own (checked at send), so it is opened as theirs.
  const { file, body } = await openPrivateFile(deps, { id: message.senderId, roles: [] }, message.imageFileId!);
  if (!asMember) {
    try {
      await writeAudit(db, actor, {
        action: 'view',
        entityType: 'exchange_message',
        entityId: message.id,
        before: null,
        after: { image: String(file.id), senderId: String(message.senderId), conversationId: String(conversation.id) },
        at: deps.now(),
      });
    } catch (err) {
      body.destroy();
      throw err;
    }
  }
  return { mime: file.mime, bytes: file.bytes, body };
}

export async function exportMessages(deps: Pick<AppContext, 'database'>, memberId: number) {
  const rows = await repo.sentBy(deps.database.db, memberId);
  return {
    sent: rows.map((r) => ({
      id: String(r.id),
      to: String(r.memberA === memberId ? r.memberB : r.memberA),
      text: r.text,
      imageFileId: r.imageFileId === null ? null : String(r.imageFileId),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

// ---------------------------------------------------------------- the seed (apps/server/src/seed)

/**
 * A conversation between two members as the seed writes it: its messages in order, each read by its
 * sender (as sending does), and by the other member up to the message before the last (the last one waits unread).
 */
export async function seedConversation(
  deps: Pick<AppContext, 'database'>,
  messages: { senderId: number; to: number; text: string; createdAt: Date }[],
): Promise<void> {
  if (messages.length === 0) return;
  const { senderId, to } = messages[0];
  await deps.database.db.transaction(async (tx) => {
    const conversation = await repo.lockConversation(tx, senderId, to, messages[0].createdAt);
    const sent: repo.MessageRow[] = [];
    for (const m of messages)
      sent.push(
        await repo.addMessage(tx, conversation, { senderId: m.senderId, text: m.text, createdAt: m.createdAt }),
      );
    const last = sent[sent.length - 1];
    const before = sent[sent.length - 2];
    const other = last.senderId === senderId ? to : senderId;
    if (before) await repo.markRead(tx, conversation, other, before.id);
  });
}

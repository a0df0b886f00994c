import type { AppContext } from '../../platform/context.js';
import { deletePrivateFile } from '../file/service.js';
import type { ReportableKind } from '../moderation/service.js';
import { mayReportMessage } from './policy.js';
import * as repo from './repo.js';

/**
 * Private messages as moderation sees them (its `reportable` hook): a member reports a message of their
 * own conversation; a moderator hides it (the members see it hidden) or deletes it with its image.
 */
export function messageKind(deps: Pick<AppContext, 'privateFiles' | 'log' | 'database' | 'now'>): ReportableKind {
  return {
    type: 'message',
    async load(db, ids) {
      const rows = await repo.messagesWithMembers(db, ids);
      return rows.map(({ m, a, b }) => ({
        type: 'message' as const,
        id: m.id,
        authorId: m.senderId,
        status: m.status,
        title: null,
        text: m.text,
        mediaCount: m.imageFileId === null ? 0 : 1,
        createdAt: m.createdAt,
        participants: [a, b] as [number, number],
      }));
    },
    visibleTo: async (_db, item, viewer) => mayReportMessage(item.participants, viewer),
    states: { hidden: 'hidden', shown: 'visible' },
    setStatus: (tx, id, status) => repo.setMessageStatus(tx, id, status as 'visible' | 'hidden'),
    async remove(tx, id) {
      const row = await repo.deleteMessage(tx, id);
      if (!row?.imageFileId) return null;
      const removeImage = await deletePrivateFile(deps, row.senderId, row.imageFileId, tx);
      return () =>
        removeImage().catch((err: unknown) =>
          deps.log.warn({ err }, 'moderation: a message image could not be removed'),
        );
    },
  };
}

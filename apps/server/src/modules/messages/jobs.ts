import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import type { JobRegistrar, Jobs } from '../../platform/jobs/runner.js';
import { notify } from '../notifications/service.js';
import { MESSAGE_UNREAD } from './notifications.js';
import * as repo from './repo.js';

/**
 * A message the recipient has not read some minutes after it came (they were away: no open page read
 * it) becomes a notification, in-app and by email unless the member chose otherwise, as Discourse and
 * Odoo tell of unread private messages. One notice per waiting burst: while one is queued for a
 * recipient, further messages add nothing; messages read, hidden or deleted by then tell nothing.
 */
export const MESSAGE_UNREAD_JOB = 'exchange.messageUnread';
/** How long a message may wait unread before the recipient is told (seconds). */
export const MESSAGE_UNREAD_AFTER_SECONDS = 600;

/** Queued with the message, in its transaction: the notice exists only if the message does. */
export function queueUnreadNotice(
  jobs: Pick<Jobs, 'send'>,
  tx: Executor,
  recipientId: number,
  startAfter: Date | number = MESSAGE_UNREAD_AFTER_SECONDS,
) {
  return jobs.send(MESSAGE_UNREAD_JOB, { recipientId }, { startAfter, singletonKey: `recipient:${recipientId}`, tx });
}

export function registerUnreadNotice(
  jobs: JobRegistrar,
  ctx: Pick<AppContext, 'database' | 'now' | 'jobs' | 'live' | 'log' | 'notificationTypes'>,
) {
  jobs.register<{ recipientId: number }>({
    name: MESSAGE_UNREAD_JOB,
    async handler({ recipientId }, job) {
      const db = ctx.database.db;
      // The oldest message still unread: read, hidden or deleted ones tell nothing.
      const oldest = await repo.oldestUnread(db, recipientId);
      if (!oldest) return;
      const due = oldest.createdAt.getTime() + MESSAGE_UNREAD_AFTER_SECONDS * 1000;
      // Came while an earlier notice waited, and that one was read: this one gets its own minutes.
      if (due > job.now.getTime()) {
        await queueUnreadNotice(ctx.jobs, db, recipientId, new Date(due));
        return;
      }
      const sender = await repo.memberForMessages(db, oldest.senderId);
      if (!sender) return;
      await notify(ctx, {
        memberId: recipientId,
        type: MESSAGE_UNREAD,
        params: { by: sender.nickname, byId: String(sender.id) },
      });
    },
  });
}

import { isLanguage } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { JobRegistrar } from '../../platform/jobs/runner.js';
import { STAFF_CHANNEL } from './hours.js';
import { AWAY_REPLY } from './notifications.js';
import * as repo from './repo.js';
import { isEmail } from './service.js';

/**
 * A staff answer to a visitor who wrote while nobody was there and left an email or phone: sent by
 * email or SMS from a job queued with the answer (in its transaction), so a failed delivery is tried
 * again by the job runner rather than lost, and the answer's call does not wait for the mail server.
 */
export const AWAY_REPLY_JOB = 'support.awayReply';

/**
 * How long a visitor's conversation (no member: a device id, perhaps a name and contact, the pages and
 * address it wrote from) is kept after its last message (docs/privacy.md, "Retention"). A member's
 * conversation stays with the account (its data export, its deletion); a blocked one keeps its block.
 */
export const SUPPORT_RETENTION = { visitorDays: 180 } as const;
export const PURGE_VISITORS_JOB = 'support.purgeVisitors';
const PURGE_BATCH = 200;

/** Snoozed conversations whose time came are open again (the inbox also wakes them as it lists). */
export const WAKE_JOB = 'support.wakeSnoozed';

export function registerSupportJobs(
  jobs: JobRegistrar,
  ctx: Pick<AppContext, 'database' | 'now' | 'live' | 'delivery' | 'privateFiles' | 'log'>,
) {
  jobs.register<Record<string, never>>({
    name: PURGE_VISITORS_JOB,
    async handler(_data, job) {
      const before = new Date(job.now.getTime() - SUPPORT_RETENTION.visitorDays * 86_400_000);
      let total = 0;
      // A batch per transaction (PGlite serves requests between them); the images go once their rows are gone.
      for (;;) {
        const { count, keys } = await ctx.database.db.transaction((tx) =>
          repo.purgeVisitorConversations(tx, before, PURGE_BATCH),
        );
        await Promise.all(keys.map((k) => ctx.privateFiles.remove(k).catch(() => undefined)));
        total += count;
        if (count < PURGE_BATCH) break;
      }
      if (total > 0) ctx.log.info({ deleted: total }, 'old visitor support conversations purged');
    },
  });
  jobs.schedule(PURGE_VISITORS_JOB, '35 20 * * *');

  jobs.register<{ conversationId: number; text: string }>({
    name: AWAY_REPLY_JOB,
    async handler({ conversationId, text }) {
      const c = await repo.byId(ctx.database.db, conversationId);
      // Gone (erased) or the contact taken away since: nobody to tell.
      if (!c || !c.contact) return;
      const lang = isLanguage(c.language) ? c.language : 'zh_CN';
      const t = AWAY_REPLY[lang];
      const email = isEmail(c.contact);
      // A failure throws: the runner tries again later.
      await (email ? ctx.delivery.email : ctx.delivery.sms).send({
        address: c.contact,
        channel: email ? 'email' : 'sms',
        purpose: 'support.reply',
        subject: t.subject,
        text: t.text(text),
      });
    },
  });
  jobs.register<Record<string, never>>({
    name: WAKE_JOB,
    async handler() {
      const woken = await repo.wakeSnoozed(ctx.database.db, ctx.now());
      if (woken > 0)
        await ctx.live.publishChannel(STAFF_CHANNEL, {
          type: 'supportConversation',
          conversationId: '0',
          isNew: false,
          state: 'open',
        });
    },
  });
  jobs.schedule(WAKE_JOB, '*/5 * * * *');
}

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

/** Snoozed conversations whose time came are open again (the inbox also wakes them as it lists). */
export const WAKE_JOB = 'support.wakeSnoozed';

export function registerSupportJobs(
  jobs: JobRegistrar,
  ctx: Pick<AppContext, 'database' | 'now' | 'live' | 'delivery'>,
) {
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

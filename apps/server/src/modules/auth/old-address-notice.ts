import { isLanguage, type Language } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { JobRegistrar } from '../../platform/jobs/runner.js';
import { renderNotification } from '../../platform/notification-types.js';
import { ADDRESS_CHANGED } from './notifications.js';
import * as repo from './repo.js';

/** Tells the address a member just replaced that it no longer signs in (queued by changeBoundAddress). */
export const OLD_ADDRESS_NOTICE = 'auth.oldAddressNotice';

export interface OldAddressNotice {
  channel: 'email' | 'sms';
  /** The replaced address, the one the message goes to. */
  address: string;
  memberId: number;
  kind: 'phone' | 'email';
  /** The new address as the member info shows it (a phone masked). */
  shown: string;
}

export function registerOldAddressNotice(jobs: JobRegistrar, ctx: Pick<AppContext, 'database' | 'delivery'>) {
  jobs.register<OldAddressNotice>({
    name: OLD_ADDRESS_NOTICE,
    async handler(data) {
      // Written in the member's language as it is when the job runs; a member erased meanwhile is told nothing.
      const member = await repo.findMemberById(ctx.database.db, data.memberId);
      if (!member) return;
      const lang: Language = isLanguage(member.language) ? member.language : 'zh_CN';
      const text = renderNotification(ADDRESS_CHANGED, { kind: data.kind, address: data.shown }, lang);
      await ctx.delivery[data.channel].send({
        address: data.address,
        channel: data.channel,
        purpose: 'address-changed',
        subject: text.emailSubject,
        text: data.channel === 'email' ? text.emailBody : text.body,
      });
    },
  });
}

import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EXCHANGE_SOCIAL_API, replyOf, reportBody, reportResult } from '@acsc/shared';
import { ok } from '../../platform/envelope.js';
import { requireMember } from '../../platform/auth.js';
import type { AppModule } from '../types.js';
import { kindsOf } from './kinds.js';
import { MODERATION_NOTIFICATIONS } from './notifications.js';
import { report } from './reports.js';
import { registerModerationStaff } from './staff-routes.js';

/**
 * Moderation of the member community (issues 11 and 28): members' reports, weighed (scores.ts); the
 * moderators' queue, decisions and suspensions, audited and told to the author (queue.ts); the admins'
 * watched words (words.ts), which the exchange asks through service.ts. Moderation imports no feature
 * whose items it moderates: each registers its kinds of item through its module's `reportable` hook
 * (kinds.ts).
 */
export const moderationModule: AppModule = {
  name: 'moderation',
  notifications: MODERATION_NOTIFICATIONS,
  register(app, ctx, registry) {
    const kinds = kindsOf(registry.reportable);
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        EXCHANGE_SOCIAL_API.report,
        {
          onRequest: requireMember,
          schema: { body: reportBody, response: replyOf(reportResult) },
          config: { writeLimit: 'write', errors: ['NOT_FOUND', 'REPORT_DUPLICATE', 'REPORT_OWN_ITEM'] },
        },
        async (request) => ok(request, await report(ctx, kinds, request.member!, request.body)),
      );
  },
  registerStaff: registerModerationStaff,
};

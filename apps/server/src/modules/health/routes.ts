import { API, healthStatus, replyOf } from '@acsc/shared';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';
import { fail } from '../../platform/errors.js';

export const healthModule: AppModule = {
  name: 'health',
  register(api, ctx) {
    api.get(API.health, { schema: { response: replyOf(healthStatus) } }, async (request) => {
      try {
        await ctx.database.ping();
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        fail('INTERNAL');
      }
      return ok(request, { status: 'ok', database: ctx.database.kind });
    });
  },
};

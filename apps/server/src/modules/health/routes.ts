import { API } from '@acsc/shared';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';
import { fail } from '../../platform/errors.js';

export const healthModule: AppModule = {
  name: 'health',
  register(api, ctx) {
    api.get(API.health, async (request, reply) => {
      try {
        await ctx.database.ping();
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        reply.status(503);
        fail('INTERNAL');
      }
      return ok(request, { status: 'ok', database: ctx.database.kind });
    });
  },
};

import { API, healthStatus, replyOf } from '@acsc/shared';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';
import { fail } from '../../platform/errors.js';

export const healthModule: AppModule = {
  name: 'health',
  register(api, ctx) {
    // A load balancer or an uptime check takes 503 as "send the traffic elsewhere for now".
    api.get(
      API.health,
      { schema: { response: replyOf(healthStatus) }, config: { errors: ['SERVICE_UNAVAILABLE'] } },
      async (request, reply) => {
        try {
          await ctx.database.ping();
        } catch (err) {
          request.log.error({ err }, 'database ping failed');
          reply.header('retry-after', '5');
          fail('SERVICE_UNAVAILABLE');
        }
        return ok(request, { status: 'ok', database: ctx.database.kind });
      },
    );
  },
};

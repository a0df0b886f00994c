import { API, healthStatus, readyStatus, replyOf } from '@acsc/shared';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';
import { fail } from '../../platform/errors.js';
import { metricsAllowed } from '../../platform/metrics.js';

/** A part that does not answer within this long counts as down (a load balancer asks every few seconds). */
const CHECK_MS = 2_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

export const healthModule: AppModule = {
  name: 'health',
  register(api, ctx) {
    // Liveness. A load balancer or an uptime check takes 503 as "send the traffic elsewhere for now".
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

    // Readiness: every shared part this process serves from answers. Checked at once, each within CHECK_MS.
    api.get(
      API.healthReady,
      { schema: { response: replyOf(readyStatus) }, config: { errors: ['NOT_READY'] } },
      async (request) => {
        const checks = {
          database: () => ctx.database.ping(),
          redis: ctx.config.redisUrl ? () => ctx.counters.ping() : null,
          storage: () => ctx.storage.ping(),
        };
        const down: string[] = [];
        await Promise.all(
          Object.entries(checks).map(async ([part, check]) => {
            if (!check) return;
            try {
              await within(check(), CHECK_MS);
            } catch (err) {
              request.log.warn({ err, part }, 'readiness: a part does not answer');
              down.push(part);
            }
          }),
        );
        if (down.length) fail('NOT_READY', { parts: down.sort().join(', ') }, { retryAfterSeconds: 5 });
        return ok(request, {
          status: 'ready' as const,
          database: ctx.database.kind,
          redis: ctx.config.redisUrl ? ('ok' as const) : ('off' as const),
          storage: ctx.storage.kind,
        });
      },
    );

    // Prometheus metrics of this process: only with the METRICS_TOKEN bearer token, never public (to a
    // visitor, a scanner or a wrong token the route is not there).
    api.get(
      API.metrics,
      {
        schema: {
          description:
            'Prometheus metrics of the process that answers (text format 0.0.4), not the envelope. Only with `Authorization: Bearer METRICS_TOKEN` (the server setting); without the setting, never. To anyone else the route does not exist (404 ROUTE_NOT_FOUND in the envelope).',
        },
        config: { errors: ['ROUTE_NOT_FOUND'] },
      },
      async (request, reply) => {
        if (!metricsAllowed(request.headers.authorization, ctx.config.metricsToken)) fail('ROUTE_NOT_FOUND');
        reply.header('content-type', ctx.metrics.contentType);
        reply.header('cache-control', 'no-store');
        return reply.send(await ctx.metrics.metrics());
      },
    );
  },
};

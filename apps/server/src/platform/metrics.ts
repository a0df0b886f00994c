import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppContext } from './context.js';
import { cacheLookups } from './cache-stats.js';

/**
 * Prometheus metrics of one server process (prom-client), read at GET /prod-api/health/metrics with
 * METRICS_TOKEN as a bearer token (modules/health; docs/deployment.md "Metrics"). What they hold:
 * - acsc_http_request_duration_seconds{method,route,status}: every answered request, by the route's
 *   pattern (`/prod-api/client/article/v1/detail/:id`, never the raw URL; `unmatched` for a 404 of no
 *   route): its _count is the request rate, its buckets the latency;
 * - acsc_jobs{state}: the job queue (queued, of which due now, and active), shared by all processes;
 * - acsc_live_connections: this process's open WebSockets;
 * - acsc_cache_lookups_total{cache,result}: read and page cache hits, stale answers and misses;
 * - acsc_shed_requests_total: requests refused with 503 SERVER_BUSY (platform/overload.ts);
 * - Node's own (event loop delay, heap, GC, CPU), prefixed acsc_.
 * A registry per app, not prom-client's global one: tests build several apps in one process.
 */
export function createMetrics(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'acsc_' });
  registry.registerMetric(cacheLookups);
  return registry;
}

/** Times every request (onResponse), and the gauges read when scraped. */
export function registerMetrics(app: FastifyInstance, registry: Registry, ctx: () => AppContext) {
  const duration = new Histogram({
    name: 'acsc_http_request_duration_seconds',
    help: 'Answered HTTP requests by method, route pattern and status: count (rate) and latency',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  new Gauge({
    name: 'acsc_live_connections',
    help: 'Open live-update WebSockets of this process',
    registers: [registry],
    collect() {
      this.set(ctx().live.stats().connections);
    },
  });
  new Gauge({
    name: 'acsc_jobs',
    help: 'Background jobs by state: queued (all), due (queued and due now), active (leased)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const result = (await ctx().database.db.execute(
        sql`select count(*) filter (where state = 'queued')::int as queued,
                   count(*) filter (where state = 'queued' and run_at <= now())::int as due,
                   count(*) filter (where state = 'active')::int as active
            from jobs where state in ('queued', 'active')`,
      )) as unknown as { rows: { queued: number; due: number; active: number }[] };
      const row = result.rows[0];
      for (const state of ['queued', 'due', 'active'] as const) this.set({ state }, Number(row?.[state] ?? 0));
    },
  });
}

/** Whether a request carries the metrics token (constant-time compare; no token configured: never). */
export function metricsAllowed(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice(7));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

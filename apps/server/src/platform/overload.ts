import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { API, API_BASE } from '@acsc/shared';
import { Counter, type Registry } from 'prom-client';
import type { Config } from '../config.js';
import { AppError } from './errors.js';

/** Seconds a shed client is told to wait (Retry-After): the sampler looks again every second. */
export const SHED_RETRY_AFTER_SECONDS = 2;

/** Health, readiness and metrics answer under pressure: a load balancer must still see the process. */
const EXEMPT = [API.health, API.healthReady, API.metrics].map((p) => `${API_BASE}${p}`);

/**
 * Load shedding (issue 34): past a limit the process answers API calls a fast 503 SERVER_BUSY (the
 * envelope, in the request's language, with Retry-After) instead of queueing them until they time out.
 * The limits (config.overload): the mean event-loop delay over the last sample (a second), measured by
 * @fastify/under-pressure with Node's event-loop histogram, and the V8 heap in use. Only /prod-api/ is shed:
 * the page HTML comes from the page cache, and media and assets are files. Registered after the envelope's
 * onRequest hook, so the language is known.
 */
export async function registerOverload(app: FastifyInstance, config: Config, registry: Registry) {
  const { maxEventLoopDelayMs, maxHeapMb, sampleMs } = config.overload;
  if (!maxEventLoopDelayMs && !maxHeapMb) return;
  const shed = new Counter({
    name: 'acsc_shed_requests_total',
    help: 'API requests refused with 503 SERVER_BUSY (load shedding), by cause',
    labelNames: ['cause'] as const,
    registers: [registry],
  });
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes: maxHeapMb * 2 ** 20,
    sampleInterval: sampleMs,
    pressureHandler: (request, _reply, type) => {
      const path = request.url.split('?', 1)[0];
      if (!path.startsWith(`${API_BASE}/`) || EXEMPT.includes(path)) return undefined;
      shed.inc({ cause: type });
      request.log.warn({ cause: type, url: path }, 'overloaded: request shed');
      // Answered by the envelope's error handler, like every refusal.
      return Promise.reject(new AppError('SERVER_BUSY', {}, { retryAfterSeconds: SHED_RETRY_AFTER_SECONDS }));
    },
  });
}

import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { API, API_BASE } from '@acsc/shared';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Config } from '../config.js';
import { AppError } from './errors.js';

/** Seconds a shed client is told to wait (Retry-After): the sampler looks again every second. */
export const SHED_RETRY_AFTER_SECONDS = 2;

/** Health, readiness and metrics answer under pressure: a load balancer must still see the process. */
const EXEMPT = [API.health, API.healthReady, API.metrics].map((p) => `${API_BASE}${p}`);
/** The live WebSocket: a long-lived connection, not a call (its own per-member and per-IP limits hold it). */
const LIVE_SOCKET = `${API_BASE}${API.liveSocket}`;

/**
 * Load shedding (issue 34): past a limit the process answers API calls a fast 503 SERVER_BUSY (the
 * envelope, in the request's language, with Retry-After) instead of queueing them until they time out.
 * The limits (config.overload): the mean event-loop delay over the last sample (a second), measured by
 * @fastify/under-pressure with Node's event-loop histogram, the V8 heap in use, and the API calls in
 * flight (the process's queue). Only /prod-api/ is shed:
 * the page HTML comes from the page cache, and media and assets are files. Registered after the envelope's
 * onRequest hook, so the language is known.
 */
export async function registerOverload(app: FastifyInstance, config: Config, registry: Registry) {
  const { maxEventLoopDelayMs, maxHeapMb, maxInFlight, sampleMs } = config.overload;
  if (!maxEventLoopDelayMs && !maxHeapMb && !maxInFlight) return;
  const shed = new Counter({
    name: 'acsc_shed_requests_total',
    help: 'API requests refused with 503 SERVER_BUSY (load shedding), by cause',
    labelNames: ['cause'] as const,
    registers: [registry],
  });
  const busy = () => new AppError('SERVER_BUSY', {}, { retryAfterSeconds: SHED_RETRY_AFTER_SECONDS });
  const sheddable = (url: string) => {
    const path = url.split('?', 1)[0];
    return path.startsWith(`${API_BASE}/`) && !EXEMPT.includes(path) && path !== LIVE_SOCKET;
  };

  // The queue: API calls this process has started and not yet answered. Past the cap a call is refused at
  // once instead of waiting behind the others (what it would wait is what the caller sees as latency).
  if (maxInFlight) {
    let inFlight = 0;
    new Gauge({
      name: 'acsc_api_in_flight',
      help: 'API calls started and not yet answered by this process',
      registers: [registry],
      collect() {
        this.set(inFlight);
      },
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!sheddable(request.url)) return;
      if (inFlight >= maxInFlight) {
        shed.inc({ cause: 'inFlight' });
        throw busy();
      }
      inFlight++;
      // 'close' comes once the answer is sent or the connection is gone, whatever answered it.
      reply.raw.once('close', () => inFlight--);
    });
  }
  if (!maxEventLoopDelayMs && !maxHeapMb) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes: maxHeapMb * 2 ** 20,
    sampleInterval: sampleMs,
    pressureHandler: (request, _reply, type) => {
      if (!sheddable(request.url)) return undefined;
      shed.inc({ cause: type });
      // Answered by the envelope's error handler, like every refusal.
      return Promise.reject(busy());
    },
  });
}

import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { API_BASE } from '@acsc/shared';
import type { Config } from './config.js';
import { openDatabase } from './platform/db.js';
import { memoryCounters, redisCounters } from './platform/counters.js';
import { createDelivery } from './platform/delivery.js';
import { frameworkError, registerEnvelope } from './platform/envelope.js';
import { registerAuth } from './platform/auth.js';
import { trustProxyOption } from './platform/trust-proxy.js';
import { guardStaffRoutes } from './platform/staff.js';
import { collectRoutes } from './platform/route-table.js';
import { registerWriteLimits } from './platform/write-limits.js';
import { registerWeb, type HeadRenderer, type PageReadMap, type PageReads } from './platform/web.js';
import { closeConnectionsOnShutdown } from './platform/shutdown.js';
import { registerMedia, resolveMediaDir } from './platform/media.js';
import { createStorage, registerS3Media, type s3Storage } from './platform/storage.js';
import { createPrivateStore } from './platform/private-store.js';
import type { AppContext } from './platform/context.js';
import { createDbSignals } from './platform/db-signals.js';
import { createJobs } from './platform/jobs/runner.js';
import { memoryBus, redisBus } from './platform/live/bus.js';
import { createLive } from './platform/live/index.js';
import { notificationCatalog } from './platform/notification-types.js';
import { registerHousekeeping } from './platform/housekeeping.js';
import { createMetrics, registerMetrics } from './platform/metrics.js';
import { registerOverload } from './platform/overload.js';
import { ensureReferenceData } from './modules/site/service.js';
import { modules } from './modules/index.js';
import { registryOf } from './modules/types.js';
import { registerDocumentDownloads } from './modules/media/service.js';

export interface BuildOptions {
  /** Replace the clock (tests). */
  now?: () => Date;
  /** Live socket heartbeat period (tests shorten it). */
  liveHeartbeatMs?: number;
  /** Sees every SQL statement drizzle sends (tests: list-order.api.test.ts explains them). */
  onQuery?: (query: string, params: unknown[]) => void;
}

/** Builds the whole server: database (migrated), shared state, delivery, API modules and the web app. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const log = pino({ level: config.logLevel, base: undefined });
  // Typed as the default instance so platform helpers and modules take it as they are.
  const app: FastifyInstance = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: frameworkError,
    // The start-up waits for the popular pages' drawing (platform/web.ts, at most 20 s on a loaded machine).
    pluginTimeout: 30_000,
  });
  // Bodies are JSON (and, on upload routes, multipart or tus): a body of any other type, text/plain
  // included, is refused before any route runs (400 BAD_REQUEST), whether the route reads a body or not.
  // A POST with no body and no Content-Type stays a request without a body (docs/security.md).
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  collectRoutes(app);
  // Times every request from here on, by route pattern (GET /prod-api/health/metrics).
  const metrics = createMetrics();
  registerMetrics(app, metrics, () => app.ctx);
  registerWriteLimits(app);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log,
    onQuery: options.onQuery,
    checkpointSeconds: config.pgliteCheckpointSeconds,
  });
  await ensureReferenceData(database.db);
  const media = resolveMediaDir(config.dataDir);
  const counters = config.redisUrl ? redisCounters(config.redisUrl, config.redisPrefix, log) : memoryCounters();
  // End-to-end tests move the server's time (POST /prod-api/dev/clock) instead of waiting for it.
  let offsetMs = 0;
  const devClock =
    !options.now && config.devClock
      ? { advance: (seconds: number) => ((offsetMs += seconds * 1000), now()) }
      : undefined;
  const now = options.now ?? (devClock ? () => new Date(Date.now() + offsetMs) : () => new Date());
  const signals = createDbSignals(database, config.databaseUrl, log);
  const jobs = createJobs({ database, signals, log, now });
  const bus = config.redisUrl ? redisBus(config.redisUrl, config.redisPrefix, log) : memoryBus();
  const live = createLive({ database, signals, bus, log, now, heartbeatMs: options.liveHeartbeatMs });
  const storage = createStorage(config, media.dir);
  const privateStore = createPrivateStore(storage, config.dataDir);
  const ctx: AppContext = {
    config,
    database,
    counters,
    delivery: createDelivery(config, log),
    log,
    now,
    devClock,
    mediaDir: media.dir,
    storage,
    privateFiles: privateStore.store,
    jobs,
    live,
    notificationTypes: notificationCatalog(modules.flatMap((m) => m.notifications ?? [])),
    metrics,
  };
  app.decorate('ctx', ctx);
  // onClose runs after the requests in flight have answered (platform/shutdown.api.test.ts).
  closeConnectionsOnShutdown(app);
  // What the modules that serve all others read from every module's hooks (no module imports the list).
  const registry = registryOf(modules, ctx);
  registerHousekeeping(jobs, ctx);
  for (const mod of modules) mod.registerJobs?.(jobs, ctx, registry);
  // Workers start with the app (listen, ready or a first inject), after every module registered its jobs.
  app.addHook('onReady', async () => {
    await live.start();
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await live.close();
    await signals.close();
    await counters.close();
    await database.close();
    privateStore.close();
  });

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The installable app (issue 27): its service worker (/sw.js) and manifest come from the site only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  registerEnvelope(app);
  // After the envelope's language hook: a shed call is answered in the caller's language.
  await registerOverload(app, config, metrics);
  registerAuth(app);
  await live.register(app);

  await app.register(
    async (api) => {
      for (const mod of modules) await mod.register?.(api, ctx, registry);
      // The staff API (/prod-api/admin/...): one guarded scope in which every module registers its staff routes.
      await api.register(async (scope) => {
        guardStaffRoutes(scope);
        for (const mod of modules) await mod.registerStaff?.(scope, ctx, registry);
      });
      live.registerRoutes(api);
    },
    { prefix: API_BASE },
  );
  registerDocumentDownloads(app, ctx);
  if (ctx.storage.kind === 's3') registerS3Media(app, ctx.storage as ReturnType<typeof s3Storage>, media.dir);
  await registerMedia(app, media.dir, media.temporary);
  // Routes at the site root (sitemap, feeds) must exist before the SPA fallback answers everything else.
  for (const mod of modules) await mod.registerRoot?.(app, ctx);
  // The page HTML's reads and heads, straight from the modules' services (no request in between).
  const heads: HeadRenderer[] = [];
  const reads: Partial<PageReads> = {};
  const apiReads: PageReadMap = {};
  for (const mod of modules) {
    const hooks = mod.pages?.(ctx);
    if (hooks?.head) heads.push(hooks.head);
    Object.assign(reads, hooks?.reads);
    Object.assign(apiReads, hooks?.api);
  }
  await registerWeb(app, {
    webDist: config.webDist,
    publicUrl: config.publicUrl,
    database,
    now,
    pageCacheBytes: config.pageCacheMb * 2 ** 20,
    memberPagesAtOnce: config.memberPagesAtOnce,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    predraw: config.pagePredraw,
    heads,
    reads,
    apiReads: config.drawAllPages ? apiReads : undefined,
  });
  return app;
}

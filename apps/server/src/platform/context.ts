import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { Config } from '../config.js';
import type { Database } from './db.js';
import type { Counters } from './counters.js';
import type { Delivery } from './delivery.js';
import type { Storage } from './storage.js';
import type { PrivateStore } from './private-store.js';
import type { Jobs } from './jobs/runner.js';
import type { Live } from './live/index.js';
import type { NotificationCatalog } from './notification-types.js';

/** What every module may use. Services receive the narrow parts they need, never the request. */
export interface AppContext {
  config: Config;
  database: Database;
  counters: Counters;
  delivery: Delivery;
  log: Logger;
  /** Injected clock so tests can move time (code expiry, resend wait). */
  now: () => Date;
  /** Moves `now` forward (config.devClock only: end-to-end tests). */
  devClock?: { advance(seconds: number): Date };
  /** Folder of stored media files, served under /media/. */
  mediaDir: string;
  /** Where uploads are stored: the media folder, or an S3-compatible bucket (S3_*). */
  storage: Storage;
  /** The bytes of private files (platform/private-store.ts): never under /media/, read through modules/file's authorized route. */
  privateFiles: PrivateStore;
  /** Deferred and scheduled work (platform/jobs): send a job, atomically with a transaction if given. */
  jobs: Jobs;
  /** Live updates to members' open pages (platform/live). */
  live: Live;
  /** Every notification type, from the modules' `notifications` hooks (modules/notifications sends and renders them). */
  notificationTypes: NotificationCatalog;
  /** This process's Prometheus metrics (platform/metrics.ts), served by modules/health behind METRICS_TOKEN. */
  metrics: Registry;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

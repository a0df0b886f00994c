import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.js';
import type { PageHooks } from '../platform/web.js';
import type { JobRegistrar } from '../platform/jobs/runner.js';

/** A feature module: registers its routes under /prod-api; may give the page HTML its reads and heads. */
export interface AppModule {
  name: string;
  register(api: FastifyInstance, ctx: AppContext): Promise<void> | void;
  /** What the server-drawn page HTML takes from this module: public reads it inlines, a page head renderer (platform/web-page.ts). */
  pages?(ctx: AppContext): PageHooks;
  /** Routes outside /prod-api (e.g. /sitemap.xml), registered before the web app's fallback. */
  registerRoot?(app: FastifyInstance, ctx: AppContext): Promise<void> | void;
  /** Background jobs and their cron schedules (platform/jobs), registered before the app starts. */
  registerJobs?(jobs: JobRegistrar, ctx: AppContext): void;
}

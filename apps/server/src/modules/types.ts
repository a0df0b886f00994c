import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.js';
import type { HeadRenderer } from '../platform/web.js';
import type { JobRegistrar } from '../platform/jobs/runner.js';

/** A feature module: registers its routes under /prod-api; may return a renderer of page heads for the SPA. */
export interface AppModule {
  name: string;
  register(api: FastifyInstance, ctx: AppContext): Promise<HeadRenderer | void> | HeadRenderer | void;
  /** Routes outside /prod-api (e.g. /sitemap.xml), registered before the web app's fallback. */
  registerRoot?(app: FastifyInstance, ctx: AppContext): Promise<void> | void;
  /** Background jobs and their cron schedules (platform/jobs), registered before the app starts. */
  registerJobs?(jobs: JobRegistrar, ctx: AppContext): void;
}

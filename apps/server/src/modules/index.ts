import type { AppModule } from './types.js';
import { healthModule } from './health/routes.js';
import { siteModule } from './site/routes.js';
import { newsModule } from './news/routes.js';
import { authModule } from './auth/routes.js';

/** Every feature module, in registration order. */
export const modules: AppModule[] = [healthModule, siteModule, newsModule, authModule];

import type { AppModule } from './types.js';
import { healthModule } from './health/routes.js';
import { siteModule } from './site/routes.js';
import { newsModule } from './news/routes.js';
import { associationModule } from './association/routes.js';
import { scholarshipModule } from './scholarship/routes.js';
import { alumnusModule } from './alumnus/routes.js';
import { homeModule } from './home/routes.js';
import { authModule } from './auth/routes.js';

/** Every feature module, in registration order. */
export const modules: AppModule[] = [healthModule, siteModule, newsModule, associationModule, scholarshipModule, alumnusModule, homeModule, authModule];

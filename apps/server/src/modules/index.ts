import type { AppModule } from './types.js';
import { healthModule } from './health/routes.js';
import { siteModule } from './site/routes.js';
import { newsModule } from './news/routes.js';
import { associationModule } from './association/routes.js';
import { scholarshipModule } from './scholarship/routes.js';
import { alumnusModule } from './alumnus/routes.js';
import { homeModule } from './home/routes.js';
import { shareModule } from './share/routes.js';
import { authModule } from './auth/routes.js';
import { docsModule } from './docs/routes.js';
import { benchModule } from './bench/routes.js';
import { adminModule } from './admin/routes.js';
import { notificationsModule } from './notifications/routes.js';
import { mediaModule } from './media/routes.js';
import { settingModule } from './setting/routes.js';
import { memberModule } from './member/routes.js';
import { fileModule } from './file/routes.js';
import { exchangeModule } from './exchange/routes.js';
import { messagesModule } from './messages/routes.js';
import { moderationModule } from './moderation/routes.js';
import { reservationModule } from './reservation/routes.js';
import { workModule } from './work/routes.js';
import { supportModule } from './support/routes.js';
import { vitaeModule } from './vitae/routes.js';

/** Every feature module, in registration order: a new feature is one line here. */
// docs first: it collects the routes registered after it.
export const modules: AppModule[] = [
  docsModule,
  benchModule,
  healthModule,
  siteModule,
  newsModule,
  associationModule,
  scholarshipModule,
  alumnusModule,
  homeModule,
  shareModule,
  authModule,
  notificationsModule,
  settingModule,
  memberModule,
  adminModule,
  mediaModule,
  fileModule,
  exchangeModule,
  messagesModule,
  moderationModule,
  reservationModule,
  workModule,
  supportModule,
  vitaeModule,
];

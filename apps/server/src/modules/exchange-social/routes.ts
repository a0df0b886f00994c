import type { AppModule } from '../types.js';
import { registerMessageRoutes } from './messages/routes.js';
import { exportMessages } from './messages/service.js';
import { deleteSentBy } from './messages/repo.js';
import { registerModerationStaff, registerReportRoutes } from './moderation/routes.js';
import { registerStatsRoutes } from './stats/stats.js';
import { registerUnreadNotice } from './messages/unread-notice.js';
import { MESSAGE_UNREAD } from './messages/notifications.js';
import { MODERATION_NOTIFICATIONS } from './moderation/notifications.js';

/**
 * The exchange's private messages and moderation (issue 11): messages/ (conversations, live delivery,
 * read marks) and moderation/ (reports, the moderators' queue, watched words). Posts, comments, likes,
 * follows and blocks are modules/exchange.
 */
export const exchangeSocialModule: AppModule = {
  name: 'exchangeSocial',
  notifications: [MESSAGE_UNREAD, ...MODERATION_NOTIFICATIONS],
  register(app, ctx) {
    registerMessageRoutes(app, ctx);
    registerReportRoutes(app, ctx);
    registerStatsRoutes(app, ctx);
  },
  registerStaff: registerModerationStaff,
  registerJobs: registerUnreadNotice,
  exportMemberData: (ctx, memberId) => exportMessages(ctx, memberId).then((messages) => ({ messages })),
  async eraseMemberData(_ctx, memberId, tx) {
    await deleteSentBy(tx, memberId);
  },
};

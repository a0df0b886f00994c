import { page, type FeatureRoutes } from '../../app/featureRoutes.js';
import { loadNamespace } from '../../components/i18n/index.js';

/** The member's notifications as a page (issue 10 §3); its texts are a lazy catalog, loaded with it. */
const routes: FeatureRoutes = {
  site: [
    page(
      'notifications',
      async () => {
        const [m] = await Promise.all([import('./NotificationsPage.js'), loadNamespace('notifications')]);
        return m.NotificationsPage;
      },
      { member: true },
    ),
  ],
};
export default routes;

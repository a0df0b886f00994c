import { page, type FeatureRoutes } from '../../app/featureRoutes.js';
import { loadNamespace } from '../../components/i18n/index.js';

/**
 * Activity pages in the phone layout (/phone/activity/:id): one event for sharing in WeChat and Telegram
 * groups, the reservation feature's event page (places left, register, the sign-in dialogs) in the phone
 * layout; its share preview comes from the server's page head (modules/share/head.ts).
 */
const routes: FeatureRoutes = {
  phone: [
    page('activity', async () => (await import('./ActivityPage.js')).ActivityPage),
    page('activity/:id', async () => {
      const [m] = await Promise.all([import('../reservation/ActivityPages.js'), loadNamespace('reservation')]);
      return m.ActivityPage;
    }),
  ],
};
export default routes;

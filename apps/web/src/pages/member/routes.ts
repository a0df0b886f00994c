import { page, type FeatureRoutes } from '../../app/featureRoutes.js';
import { loadNamespace } from '../../components/i18n/index.js';

/** A member's public page, the member card's link (issue 10 §2); its texts are a lazy catalog. */
const routes: FeatureRoutes = {
  site: [
    page('member/:id', async () => {
      const [m] = await Promise.all([import('./MemberPage.js'), loadNamespace('member')]);
      return m.MemberPage;
    }),
  ],
};
export default routes;

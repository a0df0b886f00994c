import { page, type FeatureRoutes } from '../../app/featureRoutes.js';

/** Activity pages in the phone layout (/phone/activity/:id). */
const routes: FeatureRoutes = {
  phone: [page('activity/:id?', async () => (await import('./ActivityPage.js')).ActivityPage)],
};
export default routes;

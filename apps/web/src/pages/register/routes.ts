import { page, type FeatureRoutes } from '../../app/featureRoutes.js';

/** The registration page. */
const routes: FeatureRoutes = {
  site: [page('register', async () => (await import('./RegisterPage.js')).RegisterPage)],
};
export default routes;

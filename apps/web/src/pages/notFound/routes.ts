import { page, type FeatureRoutes } from '../../app/featureRoutes.js';

/** Every other path of the default layout. */
const routes: FeatureRoutes = {
  site: [page('*', async () => (await import('./NotFoundPage.js')).NotFoundPage)],
};
export default routes;

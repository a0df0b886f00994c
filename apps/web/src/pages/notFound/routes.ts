import { page, type FeatureRoutes } from '../../app/featureRoutes.js';

/** Every other path of the default layout; `light`: no antd, so the server draws it (with a 404 status). */
const routes: FeatureRoutes = {
  site: [page('*', async () => (await import('./NotFoundPage.js')).NotFoundPage, { light: true })],
};
export default routes;

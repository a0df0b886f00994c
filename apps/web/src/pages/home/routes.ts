import type { FeatureRoutes } from '../../app/featureRoutes.js';

/** The home page (/). */
const routes: FeatureRoutes = {
  site: [{ index: true, lazy: async () => ({ Component: (await import('./HomePage.js')).HomePage }) }],
};
export default routes;

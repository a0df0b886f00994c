import { page, type FeatureRoutes } from '../../app/featureRoutes.js';

/** The app download page. */
const routes: FeatureRoutes = {
  site: [page('download', async () => (await import('./DownloadPage.js')).DownloadPage)],
};
export default routes;

import { page, type FeatureRoutes } from '../../app/featureRoutes.js';
import { loadNamespace } from '../../components/i18n/index.js';

/** The app download page; its texts (the `download` catalog) load with it, not with every first load. */
const routes: FeatureRoutes = {
  site: [
    page(
      'download',
      async () => (await Promise.all([import('./DownloadPage.js'), loadNamespace('download')]))[0].DownloadPage,
    ),
  ],
};
export default routes;

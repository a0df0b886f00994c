import { page, type FeatureRoutes } from '../../app/featureRoutes.js';

import { loadNamespace } from '../../components/i18n/index.js';

// The privacy and danger-zone texts are a lazy catalog: fetched with the page's chunk.
const setting = async () => (await Promise.all([import('./SettingPages.js'), loadNamespace('privacy')]))[0];

/** The public routes of setting (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    page('setting', async () => (await setting()).SettingPage),
    page('setting/cropperImage', async () => (await setting()).SettingCropperPage),
  ],
};
export default routes;

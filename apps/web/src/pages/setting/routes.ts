import { page, type FeatureRoutes } from '../../app/featureRoutes.js';

const setting = () => import('./SettingPages.js');

/** The public routes of setting (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    page('setting', async () => (await setting()).SettingPage),
    page('setting/cropperImage', async () => (await setting()).SettingCropperPage),
  ],
};
export default routes;

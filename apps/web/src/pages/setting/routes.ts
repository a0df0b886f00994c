import { page, type FeatureRoutes } from '../../app/featureRoutes.js';

const setting = () => import('./SettingPages.js');

/** The public routes of setting (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    page('setting', async () => (await setting()).SettingPage),
    // Its own chunk: the cropper and the upload client load only here.
    page('setting/cropperImage', async () => (await import('./AvatarCropperPage.js')).AvatarCropperPage),
  ],
};
export default routes;

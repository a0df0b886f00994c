import { page, type FeatureRoutes } from '../../app/featureRoutes.js';
import { loadNamespace } from '../../components/i18n/index.js';
import { authTextsReady } from '../../components/auth/texts.js';

// The settings texts (profile, password, devices, avatar, bound addresses) are lazy catalogs: only these
// pages read them. The bound-address dialog uses the sign-in fields, whose texts are the auth catalog
// (components/auth/texts.ts), lazy as well. Privacy, the danger zone and the alumni choices are further down
// the page and load their catalogs with their own chunk (SettingPages.tsx).
const withTexts = async <T>(load: Promise<T>) =>
  (await Promise.all([load, loadNamespace('setting-account'), authTextsReady()]))[0];
const setting = () =>
  withTexts(
    import('./SettingPages.js').then(async (m) => {
      await m.preloadDrawnParts();
      return m;
    }),
  );

/** The public routes of setting (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    page('setting', async () => (await setting()).SettingPage, { member: true }),
    // Its own chunk: the cropper and the upload client load only here.
    page('setting/cropperImage', async () => (await withTexts(import('./AvatarCropperPage.js'))).AvatarCropperPage, {
      member: true,
    }),
  ],
};
export default routes;

import { page, type FeatureRoutes } from '../../app/featureRoutes.js';

const legal = () => import('./LegalPage.js');

/** The agreements, bare (opened from the apps); their long texts load before the page renders. */
const routes: FeatureRoutes = {
  static: [
    page('terms.html', async () => {
      const m = await legal();
      await m.legalTextsReady;
      return m.TermsPage;
    }),
    page('privacy.html', async () => {
      const m = await legal();
      await m.legalTextsReady;
      return m.PrivacyPage;
    }),
  ],
};
export default routes;

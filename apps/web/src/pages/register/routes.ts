import { page, type FeatureRoutes } from '../../app/featureRoutes.js';
import { authTextsReady } from '../../components/auth/texts.js';

/** The registration page. */
const routes: FeatureRoutes = {
  site: [
    page('register', async () => (await Promise.all([import('./RegisterPage.js'), authTextsReady()]))[0].RegisterPage),
  ],
};
export default routes;

import { page, type FeatureRoutes } from '../../app/featureRoutes.js';

const association = () => import('./AssociationPages.js');

/** The public routes of association (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    page('association', async () => (await association()).AssociationPage),
    page('association/components/articles', async () => (await association()).AssociationArticlesPage),
    page('association/components/basicData', async () => (await association()).AssociationBasicDataPage),
    page('association/components/chart', async () => (await association()).AssociationChartPage),
    page('association/components/founder', async () => (await association()).AssociationFounderPage),
    page('association/components/introduction', async () => (await association()).AssociationIntroductionPage),
    page('association/components/organization', async () => (await association()).AssociationOrganizationPage),
  ],
  static: [
    page('static/association', async () => (await association()).StaticAssociationPage),
    page('static/style', async () => (await association()).StaticStylePage),
  ],
};
export default routes;

/**
 * The association area's routes (one lazy chunk; the statistics page loads ECharts in its own).
 * /static/association and /static/style show the same content in the static layout (linked from the apps).
 */
export {
  AssociationPage,
  AssociationArticlesPage,
  AssociationBasicDataPage,
  AssociationChartPage,
  AssociationFounderPage,
  AssociationIntroductionPage,
  AssociationOrganizationPage,
  StaticAssociationPage,
  StaticStylePage,
} from './AssociationContentPages.js';

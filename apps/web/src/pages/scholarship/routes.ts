import { page, type FeatureRoutes } from '../../app/featureRoutes.js';

const scholarship = () => import('./ScholarshipPages.js');

/** The public routes of scholarship (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    page('scholarship', async () => (await scholarship()).ScholarshipPage),
    page('scholarship/detail/:id?', async () => (await scholarship()).ScholarshipDetailPage),
    page('scholarship/notice/:id?', async () => (await scholarship()).ScholarshipNoticePage),
    page('scholarship/components/card', async () => (await scholarship()).ScholarshipCardPage),
    page('scholarship/components/list', async () => (await scholarship()).ScholarshipListPage),
  ],
};
export default routes;

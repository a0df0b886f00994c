import { page, type FeatureRoutes } from '../../app/featureRoutes.js';

const work = () => import('./WorkPages.js');

/** The public routes of work (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    page('work', async () => (await work()).WorkPage),
    page('work/company/:id?', async () => (await work()).WorkCompanyPage),
    page('work/detail/:id?', async () => (await work()).WorkDetailPage),
    page('work/record', async () => (await work()).WorkRecordPage, { login: true }),
    page('work/vitae', async () => (await work()).WorkVitaePage, { login: true }),
    page('work/vitae/info', async () => (await work()).WorkVitaeInfoPage, { login: true }),
    page('work/vitae/experience', async () => (await work()).WorkVitaeExperiencePage, { login: true }),
  ],
};
export default routes;

import { page, type FeatureRoutes } from '../../app/featureRoutes.js';
import { loadNamespace } from '../../components/i18n/index.js';

const work = () => import('./WorkPages.js');
/** The CV's pages and their lazy catalog (issue 32). */
const vitae = () => Promise.all([import('./vitae/VitaePages.js'), loadNamespace('vitae')]).then(([m]) => m);

/** The public routes of work (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    page('work', async () => (await work()).WorkPage),
    page('work/company/:id?', async () => (await work()).WorkCompanyPage),
    page('work/detail/:id?', async () => (await work()).WorkDetailPage),
    page('work/record', async () => (await work()).WorkRecordPage, { login: true }),
    page('work/vitae', async () => (await vitae()).WorkVitaePage, { login: true }),
    page('work/vitae/info', async () => (await vitae()).WorkVitaeInfoPage, { login: true }),
    page('work/vitae/experience', async () => (await vitae()).WorkVitaeExperiencePage, { login: true }),
  ],
};
export default routes;

import { page, type FeatureRoutes } from '../../app/featureRoutes.js';
import { loadNamespace } from '../../components/i18n/index.js';

/** The job board's pages and their lazy catalog (issue 32). */
const jobs = () => Promise.all([import('./JobPages.js'), loadNamespace('work')]).then(([m]) => m);
const record = () => Promise.all([import('./RecordPage.js'), loadNamespace('work')]).then(([m]) => m);
/** The CV's pages and their lazy catalog (issue 32). */
const vitae = () => Promise.all([import('./vitae/VitaePages.js'), loadNamespace('vitae')]).then(([m]) => m);

/** The public routes of work (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    page('work', async () => (await jobs()).WorkPage),
    page('work/company/:id?', async () => (await jobs()).WorkCompanyPage),
    page('work/detail/:id?', async () => (await jobs()).WorkDetailPage),
    page('work/record', async () => (await record()).WorkRecordPage, { login: true }),
    page('work/vitae', async () => (await vitae()).WorkVitaePage, { login: true }),
    page('work/vitae/info', async () => (await vitae()).WorkVitaeInfoPage, { login: true }),
    page('work/vitae/experience', async () => (await vitae()).WorkVitaeExperiencePage, { login: true }),
  ],
};
export default routes;

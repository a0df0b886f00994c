import { page, type FeatureRoutes } from '../../app/featureRoutes.js';
import { loadNamespace } from '../../components/i18n/index.js';

const alumnus = () => import('./AlumnusPages.js');
/** The submit page and its texts (a lazy catalog, alumni-cert). */
const submit = () => Promise.all([import('./SubmitPage.js'), loadNamespace('alumni-cert')]).then(([m]) => m);

/** The public routes of alumnus (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    page('alumnus', async () => (await alumnus()).AlumnusPage),
    page('alumnus/audited', async () => (await alumnus()).AlumnusAuditedPage),
    page('alumnus/news', async () => (await alumnus()).AlumnusNewsPage),
    page('alumnus/news/:id', async () => (await alumnus()).AlumnusNewsDetailPage),
    page('alumnus/style', async () => (await alumnus()).AlumnusStylePage),
    page('alumnus/style/:id', async () => (await alumnus()).AlumnusStyleDetailPage),
    page('alumnus/submit', async () => (await submit()).AlumnusSubmitPage, { login: true }),
  ],
};
export default routes;

import { page, type FeatureRoutes } from '../../app/featureRoutes.js';

const news = () => import('./NewsPages.js');

/** The public routes of news (spec section 2); `light`: they render no antd component (issue 8's first load). */
const routes: FeatureRoutes = {
  site: [
    page('news', async () => (await news()).NewsPage, { light: true }),
    page('news/search', async () => (await news()).NewsSearchPage, { light: true }),
    page('news/detail/:id?', async () => (await news()).NewsDetailPage, { light: true }),
    page('news/components/newsText', async () => (await news()).NewsTextPage, { light: true }),
    page('news/components/newsVideo', async () => (await news()).NewsVideoPage, { light: true }),
  ],
};
export default routes;

import { page, type FeatureRoutes } from '../../app/featureRoutes.js';

const news = () => import('./NewsPages.js');

/** The public routes of news (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    page('news', async () => (await news()).NewsPage),
    page('news/search', async () => (await news()).NewsSearchPage),
    page('news/detail/:id?', async () => (await news()).NewsDetailPage),
    page('news/components/newsText', async () => (await news()).NewsTextPage),
    page('news/components/newsVideo', async () => (await news()).NewsVideoPage),
  ],
};
export default routes;

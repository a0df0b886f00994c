import { page, type FeatureRoutes } from '../../app/featureRoutes.js';
import { loadNamespace } from '../../components/i18n/index.js';

const exchange = () => import('./ExchangePages.js');
/** A page of the exchange area with its lazy catalog (issue 11): nothing of it is in the first load. */
const withTexts = <T>(load: () => Promise<T>) => Promise.all([load(), loadNamespace('exchange')]).then(([m]) => m);

/** The public routes of exchange (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    page('exchange', async () => (await withTexts(() => import('./FeedPage.js'))).FeedPage),
    page('exchange/edit', async () => (await withTexts(() => import('./EditPage.js'))).EditPage, { login: true }),
    page('exchange/message', async () => (await exchange()).ExchangeMessagePage, { login: true }),
    page('exchange/user/:id?', async () => (await withTexts(() => import('./UserPage.js'))).UserPage, { login: true }),
    page('exchange/components/attention', async () => (await withTexts(() => import('./AttentionPage.js'))).AttentionPage, { login: true }),
    page('exchange/post/:id', async () => (await withTexts(() => import('./DetailPage.js'))).DetailPage),
    page('exchange/components/cardDetail', async () => (await withTexts(() => import('./DetailPage.js'))).DetailPage),
    page('exchange/components/collection', async () => (await withTexts(() => import('./AttentionPage.js'))).CollectionPage, { login: true }),
    page('exchange/components/comment', async () => (await exchange()).ExchangeCommentPage),
    page('exchange/components/mixinsSand', async () => (await exchange()).ExchangeMixinsSandPage),
    page('exchange/components/preUpload', async () => (await exchange()).ExchangePreUploadPage),
    page('exchange/components/sandText', async () => (await exchange()).ExchangeSandTextPage),
    page('exchange/components/tool', async () => (await exchange()).ExchangeToolPage),
  ],
};
export default routes;

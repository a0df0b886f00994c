import { page, type FeatureRoutes } from '../../app/featureRoutes.js';
import { loadNamespace } from '../../components/i18n/index.js';

const exchange = () => import('./ExchangePages.js');

/** The public routes of exchange (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    page('exchange', async () => (await exchange()).ExchangePage),
    page('exchange/edit', async () => (await exchange()).ExchangeEditPage, { login: true }),
    page(
      'exchange/message',
      async () => {
        const [m] = await Promise.all([import('./message/MessagePage.js'), loadNamespace('messages')]);
        return m.MessagePage;
      },
      { login: true },
    ),
    page('exchange/user/:id?', async () => (await exchange()).ExchangeUserPage, { login: true }),
    page('exchange/components/attention', async () => (await exchange()).ExchangeAttentionPage),
    page('exchange/components/cardDetail', async () => (await exchange()).ExchangeCardDetailPage),
    page('exchange/components/collection', async () => (await exchange()).ExchangeCollectionPage),
    page('exchange/components/comment', async () => (await exchange()).ExchangeCommentPage),
    page('exchange/components/mixinsSand', async () => (await exchange()).ExchangeMixinsSandPage),
    page('exchange/components/preUpload', async () => (await exchange()).ExchangePreUploadPage),
    page('exchange/components/sandText', async () => (await exchange()).ExchangeSandTextPage),
    page('exchange/components/tool', async () => (await exchange()).ExchangeToolPage),
  ],
};
export default routes;

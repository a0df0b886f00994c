import { page, type FeatureRoutes } from '../../app/featureRoutes.js';
import { loadNamespace } from '../../components/i18n/index.js';
import type * as Pages from './ExchangePages.js';

/** The exchange pages and their lazy catalog (issue 11): nothing of them is in the first load. */
const exchange = () => Promise.all([import('./load.js').then((m) => m.loadPages()), loadNamespace('exchange')]).then(([m]) => m);

type PageName = { [K in keyof typeof Pages]: (typeof Pages)[K] extends () => unknown ? K : never }[keyof typeof Pages];
/** [path, page, login required]; a post's clean link is /exchange/post/:id (the spec's cardDetail?id= shows it too). */
const PAGES: [string, PageName, boolean?][] = [
  ['', 'FeedPage'],
  ['/edit', 'EditPage', true],
  ['/user/:id?', 'UserPage', true],
  ['/post/:id', 'DetailPage'],
  ['/components/attention', 'AttentionPage'],
  ['/components/cardDetail', 'DetailPage'],
  ['/components/collection', 'CollectionPage'],
  ['/components/comment', 'ExchangeCommentPage'],
  ['/components/mixinsSand', 'ExchangeMixinsSandPage'],
  ['/components/preUpload', 'ExchangePreUploadPage'],
  ['/components/sandText', 'ExchangeSandTextPage'],
  ['/components/tool', 'ExchangeToolPage'],
];

/** The public routes of exchange (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    ...PAGES.map(([path, name, login]) => page(`exchange${path}`, async () => (await exchange())[name], { login })),
    // Private messages: their own chunk and catalog (pages/exchange/message/).
    page(
      'exchange/message',
      async () => {
        const [m] = await Promise.all([import('./message/MessagePage.js'), loadNamespace('messages')]);
        return m.MessagePage;
      },
      { login: true },
    ),
  ],
};
export default routes;

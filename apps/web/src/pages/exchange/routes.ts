import { page, type FeatureRoutes } from '../../app/featureRoutes.js';
import { loadNamespace } from '../../components/i18n/index.js';
import type * as Pages from './ExchangePages.js';

/** The exchange pages and their lazy catalog (issue 11): nothing of them is in the first load. */
const exchange = () =>
  Promise.all([import('./load.js').then((m) => m.loadPages()), loadNamespace('exchange')]).then(([m]) => m);
const editor = () =>
  Promise.all([import('./load.js').then((m) => m.loadEditor()), loadNamespace('exchange')]).then(([m]) => m.EditPage);

type PageName =
  { [K in keyof typeof Pages]: (typeof Pages)[K] extends () => unknown ? K : never }[keyof typeof Pages] | 'EditPage';
/** [path, page, login required]; a post's clean link is /exchange/post/:id (the spec's cardDetail?id= shows it too). */
const PAGES: [string, PageName, boolean?][] = [
  ['', 'FeedPage'],
  ['/edit', 'EditPage', true],
  ['/user/:id?', 'UserPage', true],
  ['/post/:id', 'DetailPage'],
  ['/components/attention', 'AttentionPage'],
  ['/components/cardDetail', 'DetailPage'],
  ['/components/collection', 'CollectionPage'],
  // The spec's other component routes open the page that holds the component: a post's comments
  // (?id=), the editor (its text and upload parts), the feed (the cards and their tool row).
  ['/components/comment', 'DetailPage'],
  ['/components/mixinsSand', 'FeedPage'],
  ['/components/preUpload', 'ToEditor'],
  ['/components/sandText', 'ToEditor'],
  ['/components/tool', 'FeedPage'],
];

/** The public routes of exchange (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    ...PAGES.map(([path, name, login]) =>
      page(`exchange${path}`, async () => (name === 'EditPage' ? editor() : (await exchange())[name]), {
        login,
        // The feed and a post: drawn for a signed-in member with their own likes, follows and tools (issue 30).
        personal: path === '' || path === '/post/:id',
        // The editor restores the draft this device keeps: the app draws it.
        device: name === 'EditPage',
      }),
    ),
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

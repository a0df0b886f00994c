import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { setNavigator } from '../components/session/index.js';
import { loadAntd, withAntd } from '../components/antd/lazyAntd.js';
import { DefaultLayout } from './layouts/DefaultLayout.js';
import { PhoneLayout } from './layouts/PhoneLayout.js';
import { StaticLayout } from './layouts/StaticLayout.js';
import { RouteError } from './layouts/RouteError.js';

/**
 * A lazily loaded page: each feature module is its own chunk, fetched when one of its routes matches.
 * Pages render inside antd's ConfigProvider, loaded with them (the app's root has none, issue 8),
 * except `light` ones, which render no antd component (the news pages: their share dialog brings its own).
 */
function page(path: string, load: () => Promise<ComponentType>, opts: { login?: boolean; light?: boolean } = {}): RouteObject {
  return {
    path,
    lazy: async () => {
      // The guard (and the antd parts it uses) loads with the guarded pages, not with the shell.
      const [Page, guard, Antd] = await Promise.all([load(), opts.login ? import('../components/auth/RequireLogin.js') : null, opts.light ? null : loadAntd()]);
      const Guarded: ComponentType = guard
        ? () => (
            <guard.RequireLogin>
              <Page />
            </guard.RequireLogin>
          )
        : Page;
      return { Component: Antd ? withAntd(Antd, Guarded) : Guarded };
    },
  };
}

const alumnus = () => import('../pages/alumnus/AlumnusPages.js');
const association = () => import('../pages/association/AssociationPages.js');
const exchange = () => import('../pages/exchange/ExchangePages.js');
const news = () => import('../pages/news/NewsPages.js');
const reservation = () => import('../pages/reservation/ReservationPages.js');
const scholarship = () => import('../pages/scholarship/ScholarshipPages.js');
const setting = () => import('../pages/setting/SettingPages.js');
const work = () => import('../pages/work/WorkPages.js');
const legal = () => import('../pages/legal/LegalPage.js');

/** The route table of spec section 2 (history mode, base /). Login-required routes are those of LOGIN_REQUIRED_ROUTES. */
const defaultRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../pages/home/HomePage.js')).HomePage }) },

  page('alumnus', async () => (await alumnus()).AlumnusPage),
  page('alumnus/audited', async () => (await alumnus()).AlumnusAuditedPage),
  page('alumnus/news', async () => (await alumnus()).AlumnusNewsPage),
  page('alumnus/news/:id', async () => (await alumnus()).AlumnusNewsDetailPage),
  page('alumnus/style', async () => (await alumnus()).AlumnusStylePage),
  page('alumnus/style/:id', async () => (await alumnus()).AlumnusStyleDetailPage),
  page('alumnus/submit', async () => (await alumnus()).AlumnusSubmitPage, { login: true }),

  page('association', async () => (await association()).AssociationPage),
  page('association/components/articles', async () => (await association()).AssociationArticlesPage),
  page('association/components/basicData', async () => (await association()).AssociationBasicDataPage),
  page('association/components/chart', async () => (await association()).AssociationChartPage),
  page('association/components/founder', async () => (await association()).AssociationFounderPage),
  page('association/components/introduction', async () => (await association()).AssociationIntroductionPage),
  page('association/components/organization', async () => (await association()).AssociationOrganizationPage),

  page('download', async () => (await import('../pages/download/DownloadPage.js')).DownloadPage),

  page('exchange', async () => (await exchange()).ExchangePage),
  page('exchange/edit', async () => (await exchange()).ExchangeEditPage, { login: true }),
  page('exchange/message', async () => (await exchange()).ExchangeMessagePage, { login: true }),
  page('exchange/user/:id?', async () => (await exchange()).ExchangeUserPage, { login: true }),
  page('exchange/components/attention', async () => (await exchange()).ExchangeAttentionPage),
  page('exchange/components/cardDetail', async () => (await exchange()).ExchangeCardDetailPage),
  page('exchange/components/collection', async () => (await exchange()).ExchangeCollectionPage),
  page('exchange/components/comment', async () => (await exchange()).ExchangeCommentPage),
  page('exchange/components/mixinsSand', async () => (await exchange()).ExchangeMixinsSandPage),
  page('exchange/components/preUpload', async () => (await exchange()).ExchangePreUploadPage),
  page('exchange/components/sandText', async () => (await exchange()).ExchangeSandTextPage),
  page('exchange/components/tool', async () => (await exchange()).ExchangeToolPage),

  page('news', async () => (await news()).NewsPage, { light: true }),
  page('news/search', async () => (await news()).NewsSearchPage, { light: true }),
  page('news/detail/:id?', async () => (await news()).NewsDetailPage, { light: true }),
  page('news/components/newsText', async () => (await news()).NewsTextPage, { light: true }),
  page('news/components/newsVideo', async () => (await news()).NewsVideoPage, { light: true }),

  page('register', async () => (await import('../pages/register/RegisterPage.js')).RegisterPage),

  page('reservation', async () => (await reservation()).ReservationPage),
  page('reservation/record', async () => (await reservation()).ReservationRecordPage, { login: true }),

  page('scholarship', async () => (await scholarship()).ScholarshipPage),
  page('scholarship/detail/:id?', async () => (await scholarship()).ScholarshipDetailPage),
  page('scholarship/notice/:id?', async () => (await scholarship()).ScholarshipNoticePage),
  page('scholarship/components/card', async () => (await scholarship()).ScholarshipCardPage),
  page('scholarship/components/list', async () => (await scholarship()).ScholarshipListPage),

  page('setting', async () => (await setting()).SettingPage),
  page('setting/cropperImage', async () => (await setting()).SettingCropperPage),

  page('work', async () => (await work()).WorkPage),
  page('work/company/:id?', async () => (await work()).WorkCompanyPage),
  page('work/detail/:id?', async () => (await work()).WorkDetailPage),
  page('work/record', async () => (await work()).WorkRecordPage, { login: true }),
  page('work/vitae', async () => (await work()).WorkVitaePage, { login: true }),
  page('work/vitae/info', async () => (await work()).WorkVitaeInfoPage, { login: true }),
  page('work/vitae/experience', async () => (await work()).WorkVitaeExperiencePage, { login: true }),

  page('*', async () => (await import('../pages/notFound/NotFoundPage.js')).NotFoundPage),
];

const staticRoutes: RouteObject[] = [
  page('terms.html', async () => {
    const m = await legal();
    await m.legalTextsReady;
    return m.TermsPage;
  }),
  page('privacy.html', async () => {
    const m = await legal();
    await m.legalTextsReady;
    return m.PrivacyPage;
  }),
  page('static/association', async () => (await association()).StaticAssociationPage),
  page('static/style', async () => (await association()).StaticStylePage),
];

/** Page errors render inside their layout (a pathless child with the boundary); layout errors replace it. */
const withBoundary = (children: RouteObject[]): RouteObject[] => [{ errorElement: <RouteError />, children }];

/** The staff console: one lazy route whose chunk imports everything admin, so visitors never download it. */
const adminRoute: RouteObject = {
  path: '/admin/*',
  errorElement: <RouteError />,
  lazy: async () => {
    const [m, Antd] = await Promise.all([import('../admin/AdminApp.js'), loadAntd()]);
    await m.adminReady();
    return { Component: withAntd(Antd, m.AdminApp) };
  },
};

export const router = createBrowserRouter([
  adminRoute,
  { path: '/', Component: DefaultLayout, errorElement: <RouteError />, children: withBoundary(defaultRoutes) },
  { path: '/phone', Component: PhoneLayout, errorElement: <RouteError />, children: withBoundary([page('activity/:id?', async () => (await import('../pages/activity/ActivityPage.js')).ActivityPage)]) },
  { path: '/', Component: StaticLayout, errorElement: <RouteError />, children: withBoundary(staticRoutes) },
]);

// Logout from a login-required page and an invalid session go to / without a full reload.
setNavigator((path) => void router.navigate(path));

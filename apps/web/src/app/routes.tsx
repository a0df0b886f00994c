import { matchRoutes, type RouteObject } from 'react-router';
import { loadAntd, withAntd } from '../components/antd/lazyAntd.js';
import { DefaultLayout } from './layouts/DefaultLayout.js';
import { PhoneLayout } from './layouts/PhoneLayout.js';
import { StaticLayout } from './layouts/StaticLayout.js';
import { RouteError } from './layouts/RouteError.js';
import type { FeatureRoutes } from './featureRoutes.js';
import activity from '../pages/activity/routes.js';
import alumnus from '../pages/alumnus/routes.js';
import association from '../pages/association/routes.js';
import download from '../pages/download/routes.js';
import exchange from '../pages/exchange/routes.js';
import home from '../pages/home/routes.js';
import legal from '../pages/legal/routes.js';
import member from '../pages/member/routes.js';
import news from '../pages/news/routes.js';
import notFound from '../pages/notFound/routes.js';
import notifications from '../pages/notifications/routes.js';
import register from '../pages/register/routes.js';
import reservation from '../pages/reservation/routes.js';
import scholarship from '../pages/scholarship/routes.js';
import setting from '../pages/setting/routes.js';
import work from '../pages/work/routes.js';

/**
 * The public features, each with its routes in pages/<feature>/routes.ts (the route table of spec
 * section 2, history mode, base /; login-required routes are those of LOGIN_REQUIRED_ROUTES). A new
 * page folder is one import here and its name in this list.
 */
const FEATURES: FeatureRoutes[] = [
  home,
  alumnus,
  association,
  download,
  exchange,
  news,
  register,
  reservation,
  scholarship,
  setting,
  notifications,
  member,
  work,
  legal,
  activity,
  notFound,
];
const routesIn = (layout: keyof FeatureRoutes): RouteObject[] => FEATURES.flatMap((f) => f[layout] ?? []);

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

export const routes: RouteObject[] = [
  adminRoute,
  { path: '/', Component: DefaultLayout, errorElement: <RouteError />, children: withBoundary(routesIn('site')) },
  { path: '/phone', Component: PhoneLayout, errorElement: <RouteError />, children: withBoundary(routesIn('phone')) },
  { path: '/', Component: StaticLayout, errorElement: <RouteError />, children: withBoundary(routesIn('static')) },
];

/**
 * Whether a path is a page of the app, not the 404 catch-all of the default layout, nor an item page whose
 * id is not a number: the server answers the others with a 404 status (entry-server.tsx's knows, platform/web-page.ts). The console's paths are
 * its own router's.
 */
export function isKnownPath(pathname: string): boolean {
  const matched = matchRoutes(routes, pathname);
  if (!matched || matched.at(-1)?.route.path === '*') return false;
  // Every `:id` of the site is a number: `/news/detail/10.bak` is no page (a scanner's backup-file probe).
  const id = matched.at(-1)?.params.id;
  return id === undefined || NUMERIC_ID.test(id);
}

const NUMERIC_ID = /^[1-9]\d{0,17}$/;

/**
 * Whether the server draws this path for a signed-in member with their own reads (entry-server.tsx's
 * forMember, platform/web.ts): the pages of the member (`login`, `member`) and the pages a member sees with
 * their own state on them (`personal`: the exchange's feed and a post). Never kept or shared.
 */
export function isPersonalPath(pathname: string): boolean {
  if (!isKnownPath(pathname)) return false;
  return (matchRoutes(routes, pathname) ?? []).some(
    (m) => (m.route.handle as { personal?: boolean } | undefined)?.personal === true,
  );
}

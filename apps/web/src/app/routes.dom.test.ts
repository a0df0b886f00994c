import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { isLoginRequiredPath } from '@acsc/shared';
import type { FeatureRoutes } from './featureRoutes.js';
import activity from '../pages/activity/routes.js';
import alumnus from '../pages/alumnus/routes.js';
import association from '../pages/association/routes.js';
import download from '../pages/download/routes.js';
import exchange from '../pages/exchange/routes.js';
import home from '../pages/home/routes.js';
import legal from '../pages/legal/routes.js';
import news from '../pages/news/routes.js';
import notFound from '../pages/notFound/routes.js';
import register from '../pages/register/routes.js';
import reservation from '../pages/reservation/routes.js';
import scholarship from '../pages/scholarship/routes.js';
import setting from '../pages/setting/routes.js';
import work from '../pages/work/routes.js';

/**
 * Spec sections 2 and 6: every route of the table exists in its layout (not the 404 catch-all), and the
 * sign-in guard wraps exactly the login-required ones. The layouts nest as app/router.tsx nests them.
 */
const features: FeatureRoutes[] = [
  activity,
  alumnus,
  association,
  download,
  exchange,
  home,
  legal,
  news,
  notFound,
  register,
  reservation,
  scholarship,
  setting,
  work,
];
const layout = (name: keyof FeatureRoutes, path: string): RouteObject => ({
  path,
  children: features.flatMap((f) => f[name] ?? []),
});
const table: RouteObject[] = [layout('site', '/'), layout('phone', '/phone'), layout('static', '/')];

const SPEC_ROUTES: [string, 'site' | 'phone' | 'static'][] = [
  ['/', 'site'],
  ...[
    '/alumnus',
    '/alumnus/audited',
    '/alumnus/news',
    '/alumnus/news/7',
    '/alumnus/style',
    '/alumnus/style/7',
    '/alumnus/submit',
  ].map((p) => [p, 'site'] as [string, 'site']),
  ...[
    '/association',
    ...['articles', 'basicData', 'chart', 'founder', 'introduction', 'organization'].map(
      (c) => `/association/components/${c}`,
    ),
  ].map((p) => [p, 'site'] as [string, 'site']),
  ['/static/association', 'static'],
  ['/static/style', 'static'],
  ['/download', 'site'],
  ...['/exchange', '/exchange/edit', '/exchange/message', '/exchange/user', '/exchange/user/7'].map(
    (p) => [p, 'site'] as [string, 'site'],
  ),
  ...['attention', 'cardDetail', 'collection', 'comment', 'mixinsSand', 'preUpload', 'sandText', 'tool'].map(
    (c) => [`/exchange/components/${c}`, 'site'] as [string, 'site'],
  ),
  ...[
    '/news',
    '/news/search',
    '/news/detail',
    '/news/detail/7',
    '/news/components/newsText',
    '/news/components/newsVideo',
  ].map((p) => [p, 'site'] as [string, 'site']),
  ['/register', 'site'],
  ['/reservation', 'site'],
  ['/reservation/record', 'site'],
  ...[
    '/scholarship',
    '/scholarship/detail',
    '/scholarship/detail/7',
    '/scholarship/notice',
    '/scholarship/notice/7',
    '/scholarship/components/card',
    '/scholarship/components/list',
  ].map((p) => [p, 'site'] as [string, 'site']),
  ['/setting', 'site'],
  ['/setting/cropperImage', 'site'],
  ['/phone/activity', 'phone'],
  ['/phone/activity/7', 'phone'],
  ...[
    '/work',
    '/work/company',
    '/work/company/7',
    '/work/detail',
    '/work/detail/7',
    '/work/record',
    '/work/vitae',
    '/work/vitae/info',
    '/work/vitae/experience',
  ].map((p) => [p, 'site'] as [string, 'site']),
  ['/terms.html', 'static'],
  ['/privacy.html', 'static'],
];

function resolve(path: string) {
  const matches = matchRoutes(table, path) ?? [];
  const leaf = matches.at(-1)?.route;
  const root = matches[0]?.route;
  const login = (leaf?.handle as { login?: boolean } | undefined)?.login ?? false;
  return { leaf, layout: root === table[1] ? 'phone' : root === table[2] ? 'static' : 'site', login };
}

describe('the route table (spec sections 2 and 6)', () => {
  it.each(SPEC_ROUTES)('%s is a page of the %s layout, guarded exactly when it requires a login', (path, expected) => {
    const found = resolve(path);
    expect(found.leaf?.path).not.toBe('*');
    expect(found.layout).toBe(expected);
    expect(found.login).toBe(isLoginRequiredPath(path));
  });

  it('an unknown path falls to the 404 page', () => {
    expect(resolve('/no/such/page').leaf?.path).toBe('*');
    expect(resolve('/news/detail/7/extra').leaf?.path).toBe('*');
  });
});

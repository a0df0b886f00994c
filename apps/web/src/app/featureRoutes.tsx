import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadAntd, withAntd } from '../components/antd/lazyAntd.js';
import { authTextsReady } from '../components/auth/texts.js';

/**
 * The public routes of one feature (pages/<feature>/routes.ts), by the layout they render in: the
 * default layout (header, footer), the static layout (bare pages opened from the apps) or the phone
 * layout. app/router.tsx lists every feature once.
 */
export interface FeatureRoutes {
  site?: RouteObject[];
  static?: RouteObject[];
  phone?: RouteObject[];
}

/**
 * A lazily loaded page: each feature module is its own chunk, fetched when one of its routes matches.
 * Pages render inside antd's ConfigProvider, loaded with them (the app's root has none, issue 8),
 * except `light` ones, which render no antd component (the news pages: their share dialog brings its own).
 * A page that renders antd must not be marked `light`.
 */
export function page(
  path: string,
  load: () => Promise<ComponentType>,
  opts: { login?: boolean; light?: boolean } = {},
): RouteObject {
  return {
    path,
    // Read by the route table test (app/routes.dom.test.ts): which pages the sign-in guard wraps.
    handle: { login: opts.login === true },
    lazy: async () => {
      // The guard (and the antd parts and sign-in texts it uses) loads with the guarded pages, not with the shell.
      const [Page, guard, Antd] = await Promise.all([
        load(),
        opts.login
          ? Promise.all([import('../components/auth/RequireLogin.js'), authTextsReady()]).then(([m]) => m)
          : null,
        opts.light ? null : loadAntd(),
      ]);
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

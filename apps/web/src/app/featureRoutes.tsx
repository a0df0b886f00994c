import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

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

/** A lazily loaded page: each feature module is its own chunk, fetched when one of its routes matches. */
export function page(path: string, load: () => Promise<ComponentType>, opts: { login?: boolean } = {}): RouteObject {
  return {
    path,
    lazy: async () => {
      if (!opts.login) return { Component: await load() };
      // The guard (and the antd parts it uses) loads with the guarded pages, not with the shell.
      const [Page, { RequireLogin }] = await Promise.all([load(), import('../components/auth/RequireLogin.js')]);
      return {
        Component: () => (
          <RequireLogin>
            <Page />
          </RequireLogin>
        ),
      };
    },
  };
}

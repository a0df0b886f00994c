import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadAntd, withAntd } from '../components/antd/lazyAntd.js';
import { authTextsReady } from '../components/auth/texts.js';
import { isServer, serverRender } from '../components/ssr.js';
import { useSession } from '../components/session/index.js';

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
  opts: {
    login?: boolean;
    light?: boolean;
    member?: boolean;
    personal?: boolean;
    /** Drawn from what this device keeps (the editor's draft): its frame from the server, for the member too. */
    device?: boolean;
  } = {},
): RouteObject {
  const ofMember = opts.member === true || opts.login === true;
  return {
    path,
    // Read by the route table test (app/routes.dom.test.ts): which pages the sign-in guard wraps; by the
    // server renderer (entry-server.tsx): which pages it draws as their frame for a visitor; and by the
    // server (routes.tsx isPersonalPath): which pages it draws for a signed-in member with their own reads
    // (`personal`: a visitor's page a member sees with their own state on it, the exchange's feed and posts).
    handle: {
      login: opts.login === true,
      member: ofMember,
      personal: (ofMember || opts.personal === true) && opts.device !== true,
    },
    lazy: async () => {
      // A page of the member (`login`, or `member`: a page that shows a visitor only an invitation to sign
      // in) is drawn by the server for a visitor as its frame: the layout with an empty content area of the
      // page's height, which the app fills after start-up; for the signed-in member it is drawn whole, from
      // their own reads (serverRender.member). A page the server cannot draw stays a frame for both.
      if (import.meta.env.SSR && isServer && ofMember) {
        if (opts.device) return { Component: PageFrame };
        const Whole = await loadPage().catch(() => null);
        const Drawn = () => (Whole && serverRender.member ? <Whole /> : <PageFrame />);
        return { Component: Drawn };
      }
      const Page = await loadPage();
      if (!ofMember) return { Component: Page };
      // A member whose session ends here is taken to / (components/session): the page's frame on the way, not
      // its invitation to sign in nor the login dialog, while / loads.
      const MemberPage = () => (useSession().leaving ? <PageFrame /> : <Page />);
      return { Component: MemberPage };
    },
  };

  async function loadPage(): Promise<ComponentType> {
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
    return Antd ? withAntd(Antd, Guarded) : Guarded;
  }
}

/** The content area of a member's page as the server draws it (global.css keeps its height). */
function PageFrame() {
  return <div className="page-frame" aria-busy="true" />;
}

import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isFooterHidden } from '@acsc/shared';
import { loadNamespace, useTranslation } from '../../components/i18n/index.js';
import { AuthDialogs } from '../../components/auth/AuthDialogs.js';
import { emit } from '../../components/events.js';
import { Header } from '../../components/layout/Header.js';
import { MenuBar } from '../../components/layout/MenuBar.js';
import { ChatEntry } from '../../components/layout/ChatEntry.js';
import { ScrollContainer } from '../../components/layout/ScrollContainer.js';
import { useSiteSettings } from '../../components/layout/useSiteSettings.js';
import { useIdle } from '../../components/layout/useIdle.js';
import { RouteProgress } from './RouteProgress.js';
import '../../components/layout/layout.css';

// The footer is below the fold: its code (and its icons) loads once the page's own content has rendered.
// Its texts (and the support chat's) are the `footer` catalog, fetched with it.
const Footer = lazy(async () => ({
  default: (await Promise.all([import('../../components/layout/Footer.js'), loadNamespace('footer')]))[0].Footer,
}));

/** Spec section 2's default layout: header, menu bar, the scrolling main body with the footer. */
export function DefaultLayout() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const settings = useSiteSettings();
  const idle = useIdle();

  // The header waits for the layout's first data; a failure must not hide it forever.
  useEffect(() => {
    if (!settings.isPending) emit('load-success');
  }, [settings.isPending]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('route.skip')}
      </a>
      <RouteProgress />
      <Header />
      <MenuBar />
      <ScrollContainer className="shell-body">
        <main id="main" className="shell-main" tabIndex={-1}>
          <Outlet />
        </main>
        {idle && !isFooterHidden(pathname) && (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )}
      </ScrollContainer>
      <ChatEntry />
      <AuthDialogs />
    </div>
  );
}

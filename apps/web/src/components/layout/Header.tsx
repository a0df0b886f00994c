import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../i18n/index.js';
import { Icon } from './icons.js';
import { Brand } from './Brand.js';
import { SearchBox } from './SearchBox.js';
import { UserMenu } from './UserMenu.js';
import { LanguagePicker } from './LanguagePicker.js';
import { useLoadSuccess } from './loadSuccess.js';
import { lazyAntd } from '../antd/lazyAntd.js';
import { useSession } from '../session/index.js';

const MobileDrawer = lazyAntd(() => import('./MobileDrawer.js'));
/** Only signed-in members have notifications: a visitor never downloads the bell. */
const NotificationBell = lazy(() => import('../notifications/NotificationBell.js'));
const MessageBadge = lazy(() => import('../messages/MessageBadge.js'));

/**
 * The header of the three layouts: 'full' (default layout: logos, search, user, language, and on
 * phones the menu button), 'compact' (phone layout: logos, user, language), 'static' (logos, language).
 * Its content appears once the load-success flag is set; the bar itself keeps its place meanwhile.
 */
export function Header({ variant = 'full' }: { variant?: 'full' | 'compact' | 'static' }) {
  const { t } = useTranslation('layout');
  const ready = useLoadSuccess();
  const { loggedIn } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  return (
    <header className="shell-header">
      {ready && (
        <div className="shell-container shell-header__inner">
          {variant === 'full' && (
            <button
              type="button"
              className="shell-icon-btn shell-hamburger"
              aria-label={t('menu.open')}
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
            >
              <Icon name="menu" />
            </button>
          )}
          <Brand compact={variant !== 'full'} />
          <div className="shell-header__tools">
            {variant === 'full' && <SearchBox />}
            {variant !== 'static' && loggedIn && (
              <Suspense fallback={null}>
                <MessageBadge />
                <NotificationBell />
              </Suspense>
            )}
            {variant !== 'static' && <UserMenu />}
            <LanguagePicker />
          </div>
        </div>
      )}
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}

import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/index.js';
import { Icon } from './icons.js';
import { emit } from '../events.js';
import { CHAT_MENU_ID, NAV_ITEMS, isNavActive } from './navItems.js';

/** The menu items and the support-chat entry; one list for the desktop bar and the phone drawer. */
export function MenuList({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  return (
    <ul className={vertical ? 'shell-menu__list shell-menu__list--vertical' : 'shell-menu__list'}>
      {NAV_ITEMS.map((item) => {
        const active = isNavActive(item.path, pathname);
        return (
          <li key={item.id}>
            <Link
              to={item.path}
              className={active ? 'shell-menu__item shell-menu__item--active' : 'shell-menu__item'}
              aria-current={active ? 'page' : undefined}
              data-menu-id={item.id}
              onClick={onNavigate}
            >
              {t(item.labelKey)}
            </Link>
          </li>
        );
      })}
      <li>
        <button
          type="button"
          className="shell-menu__item shell-menu__chat"
          data-menu-id={CHAT_MENU_ID}
          onClick={() => {
            onNavigate?.();
            emit('chat-show');
          }}
        >
          <Icon name="support" /> {t('menu.chat')}
        </button>
      </li>
    </ul>
  );
}

export function MenuBar() {
  const { t } = useTranslation('layout');
  return (
    <nav className="shell-menu" aria-label={t('menu.label')}>
      <div className="shell-container">
        <MenuList />
      </div>
    </nav>
  );
}

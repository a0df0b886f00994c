import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/index.js';
import { avatarUrl } from '@acsc/shared';
import { Icon } from './icons.js';
import { useSession, logout } from '../session/index.js';
import { showLogin as openLogin } from './login.js';
import { MenuPopup } from './MenuPopup.js';
import { promptInstall, useInstallWay } from '../pwa/install.js';

/** Header user icon (spec section 2): account menu when signed in (with "Install the app" until it is), the login dialog otherwise. */
export function UserMenu() {
  const { t } = useTranslation('layout');
  const { user, loggedIn } = useSession();
  const navigate = useNavigate();
  const installWay = useInstallWay();

  if (!loggedIn) {
    return (
      <button type="button" className="shell-icon-btn" aria-label={t('user.login')} onClick={() => openLogin()}>
        <Icon name="user" />
      </button>
    );
  }

  return (
    <MenuPopup
      label={t('user.account')}
      buttonClassName="shell-icon-btn shell-user"
      button={
        user?.avatar ? (
          <img src={avatarUrl(user.avatar, 96)} alt="" className="shell-user__avatar" />
        ) : (
          <Icon name="user" />
        )
      }
    >
      {(close) => (
        <>
          <div className="shell-popmenu__head">{user?.nickname || t('user.member')}</div>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              close();
              navigate('/setting');
            }}
          >
            <Icon name="settings" /> {t('user.settings')}
          </button>
          {installWay !== 'installed' && (
            // The browser's own install dialog where it offers one, else /download (iOS's steps, the browser's menu).
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                close();
                if (installWay === 'prompt') void promptInstall();
                else navigate('/download');
              }}
            >
              <Icon name="download" /> {t('menu.download')}
            </button>
          )}
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              close();
              void logout(t('user.exitSuccess')).catch(() => {});
            }}
          >
            <Icon name="logout" /> {t('user.logout')}
          </button>
        </>
      )}
    </MenuPopup>
  );
}

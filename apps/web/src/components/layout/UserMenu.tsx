import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/index.js';
import { avatarUrl } from '@acsc/shared';
import { Icon } from './icons.js';
import { useSession, logout } from '../session/index.js';
import { showLogin as openLogin } from './login.js';
import { MenuPopup } from './MenuPopup.js';

/** Header user icon (spec section 2): account menu when signed in, the login dialog otherwise. */
export function UserMenu() {
  const { t } = useTranslation('layout');
  const { user, loggedIn } = useSession();
  const navigate = useNavigate();

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
      button={user?.avatar ? <img src={avatarUrl(user.avatar, 96)} alt="" className="shell-user__avatar" /> : <Icon name="user" />}
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

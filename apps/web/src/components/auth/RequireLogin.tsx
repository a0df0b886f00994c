import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Spin } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from '../i18n/index.js';
import { useLocation } from 'react-router';
import { useSession } from '../session/index.js';
import { requestDialog } from './requests.js';

/**
 * Guards the login-required routes of spec section 6. Signed out: the login dialog opens with this page
 * as its return address, and a short frame stands in for the page until the member has signed in.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { loggedIn, pending } = useSession();
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  // After a logout or an invalid session the app is on its way to /; asking for a login then would be noise.
  const wasLoggedIn = useRef(loggedIn);

  useEffect(() => {
    if (pending) return;
    if (!loggedIn && !wasLoggedIn.current) requestDialog('login', here);
    wasLoggedIn.current = loggedIn;
  }, [loggedIn, pending, here]);

  if (loggedIn) return <>{children}</>;
  if (pending) {
    return (
      <div className="auth-required" aria-busy="true">
        <Spin />
      </div>
    );
  }
  return (
    <div className="auth-required" style={{ textAlign: 'center', padding: '6rem 1.6rem' }}>
      <LockOutlined style={{ fontSize: 40, color: 'var(--muted)' }} />
      <p style={{ margin: '1.6rem 0' }}>{t('loginRequired')}</p>
      <Button type="primary" onClick={() => requestDialog('login', here)}>
        {t('login')}
      </Button>
    </div>
  );
}

import { useEffect } from 'react';
import { useTranslation } from '../../components/i18n/index.js';
import { useNavigate } from 'react-router';
import { openLogin } from '../../components/auth/index.js';
import { RegisterForm } from '../../components/auth/RegisterForm.js';
import { getToken, getUser, loadUserInfo } from '../../components/session/index.js';
import '../../components/auth/auth.css';

/** /register: the email registration (step 1) and phone binding (step 2) as a page. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  useEffect(() => {
    document.title = `${t('registerTitle')} | ${t('common:site.title')}`;
    // Leaving during step 2 still leaves a signed-in member behind: make the rest of the app know it.
    return () => {
      if (getToken() && !getUser()) void loadUserInfo(true).catch(() => {});
    };
  }, [t]);

  return (
    <div className="register-page">
      <h1>{t('registerTitle')}</h1>
      <div className="register-page-card">
        <RegisterForm name="registerPage" onDone={() => void navigate('/')} onLogin={() => openLogin('/')} />
      </div>
    </div>
  );
}

export default RegisterPage;

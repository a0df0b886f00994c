import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS } from '@acsc/shared';
import { useSession } from '../../components/session/index.js';
import { showLogin as openLogin } from '../../components/layout/login.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { SectionFrame } from '../frames.js';

/** /setting: the signed-in member's account as the session knows it; the editing forms come with their issue. */
export function SettingPage() {
  const { t } = useTranslation('pages');
  const { user, loggedIn } = useSession();
  return (
    <PageFrame title={t('settings.title')}>
      {!loggedIn || !user ? (
        <EmptyState
          title={t('settings.signedOut')}
          action={
            <Button type="primary" onClick={() => openLogin('/setting')}>
              {t('common.signIn')}
            </Button>
          }
        />
      ) : (
        <section className="card settings-card" aria-labelledby="settings-account">
          <h2 id="settings-account" className="card__title">
            {t('settings.account')}
          </h2>
          <dl className="settings-list">
            <dt>{t('settings.nickname')}</dt>
            <dd>{user.nickname || '-'}</dd>
            <dt>{t('settings.phone')}</dt>
            <dd>{user.phone || t('settings.notBound')}</dd>
            <dt>{t('settings.email')}</dt>
            <dd>{user.email || t('settings.notBound')}</dd>
            <dt>{t('settings.language')}</dt>
            <dd>{LANGUAGE_OPTIONS.find((o) => o.code === user.language)?.name ?? user.language}</dd>
          </dl>
        </section>
      )}
    </PageFrame>
  );
}

export const SettingCropperPage = () => <SectionFrame id="settingCropper" />;

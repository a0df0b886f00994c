import { Button } from 'antd';
import { loadNamespace, useTranslation } from '../../components/i18n/index.js';
import { Suspense, lazy, type ReactNode } from 'react';
import { useSession } from '../../components/session/index.js';
import { showLogin as openLogin } from '../../components/layout/login.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { ProfileForm } from './ProfileForm.js';
import { PasswordForm } from './PasswordForm.js';
import { DeviceList } from './DeviceList.js';
import { DataExport } from './DataExport.js';
import { AccountSection } from './AccountSection.js';
import { FirstPasswordForm } from './FirstPasswordForm.js';
import { NotificationPreferences } from './NotificationPreferences.js';
import { PrivacyForm } from './PrivacyForm.js';
import { DeleteAccount } from './DeleteAccount.js';
import './setting.css';

/** Its own chunk with ECharts: nothing else on the site loads the chart library for members. */
const MyStatistics = lazy(() => import('./MyStatistics.js'));
/** The alumni certification section (issue 33): the directory choices live with the certification page. */
const AlumniSettings = lazy(async () => {
  const [m] = await Promise.all([import('../alumnus/DirectorySettings.js'), loadNamespace('alumni-cert')]);
  return { default: m.AlumniSettings };
});

function Section({
  id,
  title,
  children,
  danger,
}: {
  id: string;
  title: string;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <section className={`card settings-card${danger ? ' settings-card--danger' : ''}`} aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /setting (login required): the member's profile, password and signed-in devices. */
export function SettingPage() {
  const { t } = useTranslation('setting-account');
  const { t: tp } = useTranslation('privacy');
  const { user, loggedIn } = useSession();
  return (
    <PageFrame title={t('settings.title')}>
      {!loggedIn || !user ? (
        <EmptyState
          title={t('settings.signedOut')}
          action={
            <Button type="primary" onClick={() => openLogin('/setting')}>
              {t('pages:common.signIn')}
            </Button>
          }
        />
      ) : (
        <div className="settings-sections">
          <Section id="settings-account" title={t('settings.account')}>
            <AccountSection user={user} />
          </Section>
          <Section id="settings-profile" title={t('settings.profile')}>
            <ProfileForm key={user.userId} user={user} />
          </Section>
          {user.hasPassword ? (
            <Section id="settings-password" title={t('settings.changePassword')}>
              <PasswordForm />
            </Section>
          ) : (
            <Section id="settings-password" title={t('setting-account:firstPassword.title')}>
              <FirstPasswordForm hasEmail={Boolean(user.email)} />
            </Section>
          )}
          <Section id="settings-devices" title={t('settings.devices')}>
            <DeviceList />
          </Section>
          <Section id="settings-stats" title={t('stats.title')}>
            <Suspense fallback={null}>
              <MyStatistics />
            </Suspense>
          </Section>
          <Section id="settings-alumni" title={t('settings.alumni')}>
            <Suspense fallback={null}>
              <AlumniSettings />
            </Suspense>
          </Section>
          <NotificationPreferences />
          <Section id="settings-privacy" title={tp('title')}>
            <PrivacyForm key={user.userId} user={user} />
          </Section>
          <Section id="settings-data" title={t('settings.data')}>
            <DataExport />
          </Section>
          <Section id="settings-danger" title={tp('danger.title')} danger>
            <DeleteAccount user={user} />
          </Section>
        </div>
      )}
    </PageFrame>
  );
}

import { Suspense } from 'react';
import type { UserInfo } from '@acsc/shared';
import { loadNamespace, useTranslation } from '../../components/i18n/index.js';
import { PasswordForm } from './PasswordForm.js';
import { DeviceList } from './DeviceList.js';
import { DataExport } from './DataExport.js';
import { FirstPasswordForm } from './FirstPasswordForm.js';
import { NotificationPreferences } from './NotificationPreferences.js';
import { PrivacyForm } from './PrivacyForm.js';
import { DeleteAccount } from './DeleteAccount.js';
import { Section } from './SettingSection.js';
import { lazyPart } from '../../components/lazyPart.js';

/** Its own chunk with ECharts: nothing else on the site loads the chart library for members. */
const MyStatistics = lazyPart(() => import('./MyStatistics.js'));
/** The alumni certification section (issue 33): the directory choices live with the certification page. */
const AlumniSettings = lazyPart(async () => {
  const [m] = await Promise.all([import('../alumnus/DirectorySettings.js'), loadNamespace('alumni-cert')]);
  return { default: m.AlumniSettings };
});

/** Its own lazy parts, loaded before the app takes over a page the server drew (components/lazyPart.ts). */
export const preloadParts = () => Promise.all([MyStatistics.preload(), AlumniSettings.preload()]);

/** The sections of /setting below its first screen: password, devices, statistics, alumni, notifications, privacy, data, the danger zone. */
export default function SettingMore({ user }: { user: UserInfo }) {
  const { t } = useTranslation('setting-account');
  const { t: tp } = useTranslation('privacy');
  return (
    <>
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
    </>
  );
}

import { Button } from 'antd';
import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { loadNamespace, useTranslation } from '../../components/i18n/index.js';
import { useSession } from '../../components/session/index.js';
import { showLogin as openLogin } from '../../components/layout/login.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { ProfileForm } from './ProfileForm.js';
import { AccountSection } from './AccountSection.js';
import { Section } from './SettingSection.js';
import './setting.css';

/**
 * The sections below the first screen (password to the danger zone) are their own chunk, drawn once the
 * first screen is: in a transition, which React draws in short slices, so a phone is not held by forms
 * it does not show yet (issue 30: /setting's long tasks were the whole page drawn at once).
 */
const SettingMore = lazy(async () => (await Promise.all([import('./SettingMore.js'), loadNamespace('privacy')]))[0]);

/** True once the first screen has been painted (the frame after the first). */
function useFirstScreenDrawn() {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return drawn;
}

/** /setting (login required): the member's profile, password and signed-in devices. */
export function SettingPage() {
  const { t } = useTranslation('setting-account');
  const { user, loggedIn } = useSession();
  const more = useFirstScreenDrawn();
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
          {more && (
            <Suspense fallback={null}>
              <SettingMore user={user} />
            </Suspense>
          )}
        </div>
      )}
    </PageFrame>
  );
}

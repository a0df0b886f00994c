import { Button } from 'antd';
import { Suspense, startTransition, useEffect, useState } from 'react';
import { loadNamespace, useTranslation } from '../../components/i18n/index.js';
import { useSession } from '../../components/session/index.js';
import { showLogin as openLogin } from '../../components/layout/login.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { ProfileForm } from './ProfileForm.js';
import { AccountSection } from './AccountSection.js';
import { Section } from './SettingSection.js';
import { isServer, serverDrawn } from '../../components/ssr.js';
import { lazyPart } from '../../components/lazyPart.js';
import './setting.css';

/**
 * The sections below the first screen (password to the danger zone) are their own chunk, drawn once the
 * first screen is: in a transition, which React draws in short slices, so a phone is not held by forms
 * it does not show yet (issue 30: /setting's long tasks were the whole page drawn at once).
 */
// Their catalogs come with them: the notification preferences wait for theirs, and a page the server drew
// whole is taken over with the same texts (a section drawn later than the server's would not match it). On a
// page the server drew, they and their own parts are loaded before the app takes it over (routes.ts).
const SettingMore = lazyPart(async () => {
  const [m] = await Promise.all([import('./SettingMore.js'), loadNamespace('privacy'), loadNamespace('notifications')]);
  if (serverDrawn()) await m.preloadParts();
  return m;
});

/** What a page the server drew holds below the first screen: loaded before the app takes the page over. */
export const preloadDrawnParts = () => (serverDrawn() ? SettingMore.preload() : Promise.resolve());

/**
 * True once the first screen has been painted (the frame after the first); at once on a page the server drew
 * for the member (it drew every section: the app takes them over at the first tap, no drawing is left).
 */
function useFirstScreenDrawn() {
  const [drawn, setDrawn] = useState(() => isServer || serverDrawn());
  useEffect(() => {
    if (drawn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn]);
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

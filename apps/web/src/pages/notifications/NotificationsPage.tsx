import { Button } from 'antd';
import { useTranslation } from '../../components/i18n/index.js';
import { useSession } from '../../components/session/index.js';
import { showLogin as openLogin } from '../../components/layout/login.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { MarkAllRead, NotificationList } from '../../components/notifications/NotificationList.js';

/** /notifications: the member's notifications as a page (what the header's bell opens on a phone). */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { loggedIn } = useSession();
  return (
    <PageFrame title={t('title')}>
      {loggedIn ? (
        <section className="card notifications-page" aria-label={t('title')}>
          <div className="notifications-page__bar">
            <MarkAllRead />
          </div>
          <NotificationList />
        </section>
      ) : (
        <EmptyState
          title={t('signedOut')}
          action={
            <Button type="primary" onClick={() => openLogin('/notifications')}>
              {t('signIn')}
            </Button>
          }
        />
      )}
    </PageFrame>
  );
}

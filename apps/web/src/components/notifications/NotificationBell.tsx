import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isServer } from '../ssr.js';
import { Icon } from '../layout/icons.js';
import { lazyAntd } from '../antd/lazyAntd.js';
import { loadNamespace, useTranslation } from '../i18n/index.js';
import { onLiveReady, onLiveResync, useLiveEvent } from '../live/index.js';
import { listKey, notificationApi, setUnread, useUnread } from './api.js';
import './bell.css';

const NotificationDrawer = lazyAntd(
  async () => (await Promise.all([import('./NotificationDrawer.js'), loadNamespace('notifications')]))[0],
);
/** Phones get the list as a page (/notifications), wider screens as a drawer over the page. */
const PHONE = '(max-width: 767px)';

/**
 * The header's bell (signed-in members only; its chunk loads after the first render): the unread count,
 * kept current by the live socket (new notifications, counts changed on another page or device) and
 * read again after every (re)connect, since counts sent while the socket was down are not replayed.
 */
export default function NotificationBell() {
  const { t } = useTranslation('layout');
  const live = useUnread();
  // A page the server drew for the member has their count in it (read with their session), until the app's own.
  const drawn = useQuery({
    queryKey: ['notifications', 'unread'],
    queryFn: notificationApi.unread,
    enabled: isServer,
    staleTime: Infinity,
  });
  const count = live ?? drawn.data?.unread;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const refresh = () => {
      notificationApi.unread().then(
        (r) => setUnread(r.unread),
        () => {},
      );
      void queryClient.invalidateQueries({ queryKey: listKey });
    };
    refresh();
    const offReady = onLiveReady(refresh);
    const offResync = onLiveResync(refresh);
    return () => {
      offReady();
      offResync();
      setUnread(null);
    };
  }, [queryClient]);

  useLiveEvent('unread', (event) => setUnread(event.unread));
  useLiveEvent('notification', (event) => {
    setUnread(event.unread);
    void queryClient.invalidateQueries({ queryKey: listKey });
  });

  const show = () => {
    if (window.matchMedia(PHONE).matches) {
      navigate('/notifications');
      return;
    }
    setUsed(true);
    setOpen(true);
  };

  const unread = count ?? 0;
  return (
    <>
      <button
        type="button"
        className="shell-icon-btn shell-bell"
        aria-label={unread > 0 ? t('user.notificationsUnread', { count: unread }) : t('user.notifications')}
        aria-haspopup="dialog"
        onClick={show}
      >
        <Icon name="bell" />
        {unread > 0 && (
          <span className="shell-bell__badge" data-testid="unread-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {used && (
        <Suspense fallback={null}>
          <NotificationDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

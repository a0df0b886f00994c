import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isServer } from '../ssr.js';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/index.js';
import { Icon } from '../layout/icons.js';
import { onLiveReady, onLiveResync, useLiveEvent } from '../live/index.js';
import { messageApi, setMessageUnread, useMessageUnread } from './api.js';
import '../notifications/bell.css';

/**
 * The header's messages entry (signed-in members only, its own chunk): the unread private message count,
 * kept current by the live socket and read again after every (re)connect, as the bell does.
 */
export default function MessageBadge() {
  const { t } = useTranslation('layout');
  // A page the server drew for the member has their count in it (read with their session), until the app's own.
  const drawn = useQuery({
    queryKey: ['messages', 'unread'],
    queryFn: messageApi.unread,
    enabled: isServer,
    staleTime: Infinity,
  });
  const count = useMessageUnread() ?? drawn.data?.unread ?? 0;

  useEffect(() => {
    const refresh = () => {
      messageApi.unread().then(
        (r) => setMessageUnread(r.unread),
        () => {},
      );
    };
    refresh();
    const offReady = onLiveReady(refresh);
    const offResync = onLiveResync(refresh);
    return () => {
      offReady();
      offResync();
      setMessageUnread(null);
    };
  }, []);

  useLiveEvent('message', (event) => setMessageUnread(event.unread));
  useLiveEvent('messageUnread', (event) => setMessageUnread(event.unread));

  return (
    <Link
      to="/exchange/message"
      className="shell-icon-btn shell-msgs"
      aria-label={count > 0 ? t('user.messagesUnread', { count }) : t('user.messages')}
    >
      <Icon name="chat" />
      {count > 0 && (
        <span className="shell-bell__badge" data-testid="message-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

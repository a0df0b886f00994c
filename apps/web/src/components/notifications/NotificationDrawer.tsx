import { Drawer } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/index.js';
import { MarkAllRead, NotificationList } from './NotificationList.js';

/** The notification list over the page on wider screens (phones open /notifications instead). */
export default function NotificationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('title')}
      size={420}
      closable={{ 'aria-label': t('close') }}
      extra={<MarkAllRead />}
      footer={
        <Link to="/notifications" onClick={onClose}>
          {t('seeAll')}
        </Link>
      }
      classNames={{ body: 'notification-drawer__body' }}
    >
      {open && <NotificationList onNavigate={onClose} />}
    </Drawer>
  );
}

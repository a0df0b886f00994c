import { lazy } from 'react';
import { Navigate } from 'react-router';
import { SafetyOutlined } from '@ant-design/icons';
import type { Role } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';

const ModerationPage = lazy(() => import('./ModerationPage.js'));
const WatchedWordsPage = lazy(() => import('./WatchedWordsPage.js'));

/**
 * The exchange's moderation (server modules/moderation): the reports queue (posts, comments, members and
 * reported messages with their images), held posts, watched words. The console's earlier addresses
 * (/admin/exchange-social/...) lead here, so bookmarks keep working.
 */
const section: ConsoleSection = {
  key: 'moderation',
  roles: ['moderator', 'admin'] satisfies Role[],
  catalog: 'admin-moderation',
  menu: {
    icon: <SafetyOutlined />,
    label: 'menu.group',
    links: [
      { path: 'moderation/queue', label: 'menu.queue' },
      { path: 'moderation/words', label: 'menu.words' },
    ],
  },
  routes: [
    { path: 'moderation/queue', element: <ModerationPage /> },
    { path: 'moderation/words', element: <WatchedWordsPage /> },
    { path: 'exchange-social/queue', element: <Navigate to="/admin/moderation/queue" replace /> },
    { path: 'exchange-social/words', element: <Navigate to="/admin/moderation/words" replace /> },
  ],
};
export default section;

import { lazy } from 'react';
import { SafetyOutlined } from '@ant-design/icons';
import type { Role } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';

const ModerationPage = lazy(() => import('./ModerationPage.js'));
const WatchedWordsPage = lazy(() => import('./WatchedWordsPage.js'));

/** The exchange's moderation (modules/exchange-social/moderation): the reports queue, held posts, watched words (admins). */
const section: ConsoleSection = {
  key: 'exchange-social',
  roles: ['moderator', 'admin'] satisfies Role[],
  catalog: 'admin-exchange-social',
  menu: {
    icon: <SafetyOutlined />,
    label: 'menu.group',
    links: [
      { path: 'exchange-social/queue', label: 'menu.queue' },
      { path: 'exchange-social/words', label: 'menu.words' },
    ],
  },
  routes: [
    { path: 'exchange-social/queue', element: <ModerationPage /> },
    { path: 'exchange-social/words', element: <WatchedWordsPage /> },
  ],
};
export default section;

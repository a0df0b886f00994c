import { lazy } from 'react';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { SUPPORT_ROLES } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';

const InboxPage = lazy(() => import('./InboxPage.js'));
const CannedPage = lazy(() => import('./CannedPage.js'));
const SettingsPage = lazy(() => import('./SettingsPage.js'));

/** The support chat's inbox, canned replies, office hours and numbers (modules/support): support staff and admins. */
const section: ConsoleSection = {
  key: 'support',
  roles: SUPPORT_ROLES,
  catalog: 'admin-support',
  menu: {
    icon: <CustomerServiceOutlined />,
    label: 'menu.group',
    links: [
      { path: 'support/inbox', label: 'menu.inbox' },
      { path: 'support/canned', label: 'menu.canned' },
      { path: 'support/settings', label: 'menu.settings' },
    ],
  },
  routes: [
    { path: 'support/inbox', element: <InboxPage /> },
    { path: 'support/canned', element: <CannedPage /> },
    { path: 'support/settings', element: <SettingsPage /> },
  ],
};
export default section;

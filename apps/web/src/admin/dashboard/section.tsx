import { lazy } from 'react';
import { DashboardOutlined } from '@ant-design/icons';
import { CONTENT_ROLES } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';

const DashboardPage = lazy(() => import('./DashboardPage.js'));

/** The console's start page: members, views and work waiting (modules/admin/dashboard.ts). */
const section: ConsoleSection = {
  key: 'dashboard',
  roles: CONTENT_ROLES,
  catalog: 'admin-dashboard',
  menu: { icon: <DashboardOutlined />, label: 'menu.dashboard', path: '' },
  routes: [{ path: '', element: <DashboardPage /> }],
};
export default section;

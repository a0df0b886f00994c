import { lazy } from 'react';
import { ExceptionOutlined } from '@ant-design/icons';
import { ADMIN_ROLES } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';

const FailedJobsPage = lazy(() => import('./FailedJobsPage.js'));

/** Background jobs that failed every attempt (platform/jobs dead letters): retry or delete. */
const section: ConsoleSection = {
  key: 'jobs',
  roles: ADMIN_ROLES,
  catalog: 'admin-jobs',
  menu: { icon: <ExceptionOutlined />, label: 'menu.jobs', path: 'jobs' },
  routes: [{ path: 'jobs', element: <FailedJobsPage /> }],
};
export default section;

import { lazy } from 'react';
import { SolutionOutlined } from '@ant-design/icons';
import { WORK_ROLES } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';

const JobsPage = lazy(() => import('./JobsPage.js'));
const CompaniesPage = lazy(() => import('./CompaniesPage.js'));
const ApplicationsPage = lazy(() => import('./ApplicationsPage.js'));

/**
 * The job board (modules/work): editors and admins run every company; an employer runs its own
 * company's jobs and applicants (the server answers FORBIDDEN on any other company's).
 */
const section: ConsoleSection = {
  key: 'work',
  roles: WORK_ROLES,
  catalog: 'admin-work',
  menu: {
    icon: <SolutionOutlined />,
    label: 'menu.group',
    links: [
      { path: 'work/jobs', label: 'menu.jobs' },
      { path: 'work/applications', label: 'menu.applications' },
      { path: 'work/companies', label: 'menu.companies' },
    ],
  },
  routes: [
    { path: 'work/jobs', element: <JobsPage /> },
    { path: 'work/applications', element: <ApplicationsPage /> },
    { path: 'work/companies', element: <CompaniesPage /> },
  ],
};
export default section;

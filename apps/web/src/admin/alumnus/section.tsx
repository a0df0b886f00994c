import { lazy } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import { contentRoutes } from '../content/routes.js';
import { CONTENT_ROLES } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';
import { alumniNewsKind, alumniStoryKind } from './kinds.js';

const CertificationPage = lazy(() => import('./CertificationPage.js'));

/** Alumni news, alumni stories and the certification review queue (issue 33), editors and admins. */
const section: ConsoleSection = {
  key: 'alumnus',
  roles: CONTENT_ROLES,
  catalog: 'admin-alumnus',
  menu: {
    icon: <TeamOutlined />,
    label: 'menu.alumni',
    links: [
      { path: 'alumni-news', label: 'menu.alumniNews' },
      { path: 'alumni-stories', label: 'menu.alumniStories' },
      { path: 'alumni-certification', label: 'menu.certification' },
    ],
  },
  routes: [
    ...contentRoutes(alumniNewsKind),
    ...contentRoutes(alumniStoryKind),
    { path: 'alumni-certification', element: <CertificationPage /> },
  ],
};
export default section;

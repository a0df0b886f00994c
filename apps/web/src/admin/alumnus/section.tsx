import { TeamOutlined } from '@ant-design/icons';
import { contentRoutes } from '../content/routes.js';
import { CONTENT_ROLES } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';
import { alumniNewsKind, alumniStoryKind } from './kinds.js';

/** Alumni news and alumni stories. */
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
    ],
  },
  routes: [...contentRoutes(alumniNewsKind), ...contentRoutes(alumniStoryKind)],
};
export default section;

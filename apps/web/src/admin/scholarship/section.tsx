import { TrophyOutlined } from '@ant-design/icons';
import { contentRoutes } from '../content/routes.js';
import { CONTENT_ROLES } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';
import { noticeKind, scholarshipKind } from './kinds.js';

/** Scholarships and their notices. */
const section: ConsoleSection = {
  key: 'scholarship',
  roles: CONTENT_ROLES,
  catalog: 'admin-scholarship',
  menu: {
    icon: <TrophyOutlined />,
    label: 'menu.scholarship',
    links: [
      { path: 'scholarships', label: 'menu.scholarships' },
      { path: 'notices', label: 'menu.notices' },
    ],
  },
  routes: [...contentRoutes(scholarshipKind), ...contentRoutes(noticeKind)],
};
export default section;

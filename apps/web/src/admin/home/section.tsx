import { HomeOutlined } from '@ant-design/icons';
import { contentRoutes } from '../content/routes.js';
import { CONTENT_ROLES } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';
import { bannerKind } from './kinds.js';

/** The home page's banners. */
const section: ConsoleSection = {
  key: 'home',
  roles: CONTENT_ROLES,
  catalog: 'admin-home',
  menu: { icon: <HomeOutlined />, label: 'menu.banners', path: 'banners' },
  routes: contentRoutes(bannerKind),
};
export default section;

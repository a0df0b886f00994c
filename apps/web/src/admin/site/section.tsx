import { lazy } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import { ADMIN_ROLES } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';

const SiteSettingsPage = lazy(() => import('./SiteSettingsPage.js'));

/** Site-wide settings: footer channels and contacts, country codes offered for sign-in. */
const section: ConsoleSection = {
  key: 'site',
  roles: ADMIN_ROLES,
  catalog: 'admin-site',
  menu: { icon: <SettingOutlined />, label: 'menu.site', path: 'site' },
  routes: [{ path: 'site', element: <SiteSettingsPage /> }],
};
export default section;

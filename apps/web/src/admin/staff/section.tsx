import { lazy } from 'react';
import { UserSwitchOutlined } from '@ant-design/icons';
import { ADMIN_ROLES } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';

const StaffPage = lazy(() => import('./StaffPage.js'));

/** Staff accounts: who holds which role. */
const section: ConsoleSection = {
  key: 'staff',
  roles: ADMIN_ROLES,
  catalog: 'admin-staff',
  menu: { icon: <UserSwitchOutlined />, label: 'menu.staff', path: 'staff' },
  routes: [{ path: 'staff', element: <StaffPage /> }],
};
export default section;

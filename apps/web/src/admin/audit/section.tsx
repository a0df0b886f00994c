import { lazy } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import { ADMIN_ROLES } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';

const AuditPage = lazy(() => import('./AuditPage.js'));

/** The audit log of every staff change. */
const section: ConsoleSection = {
  key: 'audit',
  roles: ADMIN_ROLES,
  catalog: 'admin-audit',
  menu: { icon: <AuditOutlined />, label: 'menu.audit', path: 'audit' },
  routes: [{ path: 'audit', element: <AuditPage /> }],
};
export default section;

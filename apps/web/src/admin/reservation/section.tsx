import { lazy } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { CONTENT_ROLES } from '@acsc/shared';
import { contentRoutes } from '../content/routes.js';
import type { ConsoleSection } from '../common/section.js';
import { activityKind } from './kinds.js';
import { serviceKind } from './appointments-kinds.js';

const RegistrationsPage = lazy(() => import('./RegistrationsPage.js'));
const AppointmentSlotsPage = lazy(() => import('./AppointmentSlotsPage.js'));

/**
 * Events and their registrations (modules/reservation): editors and admins. The server also lets support
 * staff check tickets in (staff-routes.ts CHECK_IN_ROLES); their console page for it is still to come.
 */
const section: ConsoleSection = {
  key: 'reservation',
  roles: CONTENT_ROLES,
  catalog: 'admin-reservation',
  menu: {
    icon: <CalendarOutlined />,
    label: 'menu.group',
    links: [
      { path: 'reservation/activities', label: 'menu.activities' },
      { path: 'reservation/registrations', label: 'menu.registrations' },
      { path: 'reservation/services', label: 'menu.services' },
      { path: 'reservation/slots', label: 'menu.slots' },
    ],
  },
  routes: [
    ...contentRoutes(activityKind),
    { path: 'reservation/registrations', element: <RegistrationsPage /> },
    ...contentRoutes(serviceKind),
    { path: 'reservation/slots', element: <AppointmentSlotsPage /> },
  ],
};
export default section;

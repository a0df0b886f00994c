import { lazy } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { CHECK_IN_ROLES, CONTENT_ROLES } from '@acsc/shared';
import { contentRoutes } from '../content/routes.js';
import type { ConsoleSection } from '../common/section.js';
import { activityKind } from './kinds.js';
import { serviceKind } from './appointments-kinds.js';

const RegistrationsPage = lazy(() => import('./RegistrationsPage.js'));
const CheckInPage = lazy(() => import('./CheckInPage.js'));
const AppointmentSlotsPage = lazy(() => import('./AppointmentSlotsPage.js'));

/**
 * Events and their registrations (modules/reservation): editors and admins. Support staff open the
 * check-in page only, as the server lets them check tickets in (staff-routes.ts CHECK_IN_ROLES).
 */
const section: ConsoleSection = {
  key: 'reservation',
  roles: CHECK_IN_ROLES,
  catalog: 'admin-reservation',
  menu: {
    icon: <CalendarOutlined />,
    label: 'menu.group',
    links: [
      { path: 'reservation/activities', label: 'menu.activities', roles: CONTENT_ROLES },
      { path: 'reservation/registrations', label: 'menu.registrations', roles: CONTENT_ROLES },
      { path: 'reservation/services', label: 'menu.services', roles: CONTENT_ROLES },
      { path: 'reservation/slots', label: 'menu.slots', roles: CONTENT_ROLES },
      { path: 'reservation/checkin', label: 'menu.checkIn' },
    ],
  },
  routes: [
    ...contentRoutes(activityKind).map((r) => ({ ...r, roles: CONTENT_ROLES })),
    { path: 'reservation/registrations', element: <RegistrationsPage />, roles: CONTENT_ROLES },
    ...contentRoutes(serviceKind).map((r) => ({ ...r, roles: CONTENT_ROLES })),
    { path: 'reservation/slots', element: <AppointmentSlotsPage />, roles: CONTENT_ROLES },
    { path: 'reservation/checkin', element: <CheckInPage /> },
  ],
};
export default section;

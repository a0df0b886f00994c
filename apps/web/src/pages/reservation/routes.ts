import { page, type FeatureRoutes } from '../../app/featureRoutes.js';
import { loadNamespace } from '../../components/i18n/index.js';

/** The reservation pages and their lazy catalog (issue 31): nothing of them is in the first load. */
const reservation = () => Promise.all([import('./ReservationPages.js'), loadNamespace('reservation')]).then(([m]) => m);
/** An event's page and my reservations (the registration form, the ticket's QR code): not in the list's first load. */
const activity = () => Promise.all([import('./ActivityPages.js'), loadNamespace('reservation')]).then(([m]) => m);

/** An appointment service's page (its times by day, booking): a chunk of its own. */
const appointment = () => Promise.all([import('./AppointmentPages.js'), loadNamespace('reservation')]).then(([m]) => m);

/** The public routes of reservation (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    page('reservation', async () => (await reservation()).ReservationPage),
    page('reservation/activity/:id', async () => (await activity()).ActivityPage),
    page('reservation/appointment/:id', async () => (await appointment()).AppointmentPage),
    page('reservation/record', async () => (await activity()).ReservationRecordPage, { login: true }),
  ],
};
export default routes;

import { page, type FeatureRoutes } from '../../app/featureRoutes.js';

const reservation = () => import('./ReservationPages.js');

/** The public routes of reservation (spec section 2). */
const routes: FeatureRoutes = {
  site: [
    page('reservation', async () => (await reservation()).ReservationPage),
    page('reservation/record', async () => (await reservation()).ReservationRecordPage, { login: true }),
  ],
};
export default routes;

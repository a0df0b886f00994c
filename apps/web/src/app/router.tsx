import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../components/session/index.js';
import { routes } from './routes.js';

export const router = createBrowserRouter(routes);

// Logout from a login-required page and an invalid session go to / without a full reload.
setNavigator((path) => void router.navigate(path));

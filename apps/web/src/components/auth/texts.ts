import { loadNamespace } from '../i18n/index.js';

/**
 * The sign-in, register and bind texts (the `auth` catalog) are not part of a public page's first load
 * (issue 8): they load with what reads them (the dialogs here, the login guard and the register page in
 * app/featureRoutes.tsx and pages/register/routes.ts, the logout notice in components/session).
 */
export const authTextsReady = () => loadNamespace('auth');

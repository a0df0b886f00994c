import { emit } from '../events.js';
import { requestDialog } from './requests.js';
export { AuthDialogs } from './AuthDialogs.js';
export { RequireLogin } from './RequireLogin.js';

/** Opens the login dialog; after sign-in the member returns to `returnTo` when given. */
export function openLogin(returnTo?: string) {
  emit('login-show', returnTo ? { returnTo } : undefined);
}

/** Opens the register dialog (step 1, email registration). */
export function openRegister() {
  requestDialog('register');
}

import { emit } from '../events.js';

/**
 * Same as openLogin() of components/auth: the shell emits the event itself so that it does not import
 * the auth barrel, whose re-export of the route guard would drag the guard's antd parts into the
 * public first load (measured by scripts/bundle-size.mjs).
 */
export function showLogin(returnTo?: string) {
  emit('login-show', returnTo ? { returnTo } : undefined);
}

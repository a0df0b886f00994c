import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';
import { API, COOKIE_NAMES, LIMITS, STORAGE_KEYS, isLoginRequiredPath, type UserInfo } from '@acsc/shared';
import { post, setSessionInvalidHandler, toast } from '../api/http.js';
import { emit } from '../events.js';

/**
 * The session (spec section 4): logged in when the access_token cookie exists; the token also sits in
 * local storage; userInfo sits in local storage and in this global store.
 */
let user: UserInfo | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function readStoredUser(): UserInfo | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.userInfo);
    return raw ? (JSON.parse(raw) as UserInfo) : null;
  } catch {
    return null;
  }
}

export function getToken(): string | undefined {
  return Cookies.get(COOKIE_NAMES.accessToken);
}

export function getUser(): UserInfo | null {
  return user;
}

export function useSession() {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => user,
  );
  return { user: current, loggedIn: Boolean(current?.userId) };
}

export function setToken(token: string) {
  Cookies.set(COOKIE_NAMES.accessToken, token, { expires: LIMITS.tokenTtlSeconds / 86_400, path: '/' });
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
}

function setUser(next: UserInfo | null) {
  user = next;
  if (next) localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(next));
  else localStorage.removeItem(STORAGE_KEYS.userInfo);
  notify();
}

/** Fetches user info; emits a login event of type 1 when asked to. */
export async function loadUserInfo(emitLogin = false): Promise<UserInfo> {
  const info = await post<UserInfo>(API.memberInfo);
  setUser(info);
  if (emitLogin) emit('login', { type: 1 });
  return info;
}

/** Clears the token (cookie, also on /phone/activity, and storage) and the user. */
export function clearSession() {
  Cookies.remove(COOKIE_NAMES.accessToken, { path: '/' });
  Cookies.remove(COOKIE_NAMES.accessToken, { path: '/phone/activity' });
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  setUser(null);
}

/** Where to go after a logout or an invalid session: / when the current page needs a login. */
let navigateTo: (path: string) => void = (path) => window.location.assign(path);
export function setNavigator(fn: (path: string) => void) {
  navigateTo = fn;
}

export async function logout(successText: string) {
  await post(API.logout);
  clearSession();
  emit('login', { type: 2 });
  toast.success(successText);
  if (isLoginRequiredPath(window.location.pathname)) navigateTo('/');
}

/** Start-up: token and stored info -> use it; token without info -> fetch; otherwise logged out. */
export function initSession() {
  setSessionInvalidHandler((message) => {
    const had = Boolean(getToken() || user);
    clearSession();
    if (had) {
      toast.error(message, 2);
      emit('login', { type: 2 });
    }
    navigateTo('/');
  });
  if (!getToken()) {
    if (readStoredUser()) localStorage.removeItem(STORAGE_KEYS.userInfo);
    return;
  }
  const stored = readStoredUser();
  if (stored?.userId) {
    user = stored;
    return;
  }
  void loadUserInfo(true).catch(() => {});
}

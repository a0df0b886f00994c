import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';
import { i18n } from '../i18n/index.js';
import { API, COOKIE_NAMES, LIMITS, STORAGE_KEYS, isLoginRequiredPath, type UserInfo } from '@acsc/shared';
import { ApiError, post, setSessionInvalidHandler, toast } from '../api/http.js';
import { emit } from '../events.js';
import { isServer, serverRender } from '../ssr.js';
import { authTextsReady } from '../auth/texts.js';

/**
 * The session (spec section 4): logged in when the access_token cookie exists; the token also sits in
 * local storage; userInfo sits in local storage and in this global store.
 */
interface SessionState {
  user: UserInfo | null;
  /** True while member info is being fetched for a token we hold (guards must wait, not ask for a login). */
  loadingUser: boolean;
  /**
   * The member's session ended (a sign-out, code 90) and the app is taking them from this page to /, which may
   * take a moment to load: a member's page shows its frame meanwhile, not a visitor's "sign in" (app/featureRoutes.tsx).
   */
  leaving: boolean;
}

// Replaced (never mutated) on every change so useSyncExternalStore sees each change, even null -> null.
let state: SessionState = { user: null, loadingUser: false, leaving: false };
const listeners = new Set<() => void>();

function update(patch: Partial<SessionState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

function readStoredUser(): UserInfo | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.userInfo);
    return raw ? (JSON.parse(raw) as UserInfo) : null;
  } catch {
    return null;
  }
}

export function getToken(): string | undefined {
  // Drawing a member's page on the server: signed in (the token itself stays with the server's reads).
  if (isServer) return serverRender.member ? 'server' : undefined;
  return Cookies.get(COOKIE_NAMES.accessToken);
}

export function getUser(): UserInfo | null {
  return isServer ? (serverRender.member ?? null) : state.user;
}

/** On the server, the session is the drawn page's member (entry-server.tsx), one snapshot per member. */
let serverState: SessionState = { user: null, loadingUser: false, leaving: false };
function snapshot(): SessionState {
  if (!isServer) return state;
  const user = serverRender.member ?? null;
  if (serverState.user !== user) serverState = { user, loadingUser: false, leaving: false };
  return serverState;
}

export function isLoggedIn(): boolean {
  return Boolean(getToken() && getUser()?.userId);
}

export function useSession() {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    snapshot,
    snapshot,
  );
  return {
    user: current.user,
    loggedIn: Boolean(current.user?.userId),
    /** A token is held and its member info is on the way. */
    pending: current.loadingUser && !current.user,
    /** The member's session ended and the app is taking them from this page to /. */
    leaving: current.leaving,
  };
}

/**
 * The token cookie's attributes. Secure whenever the page is served over https (PUBLIC_URL https): the
 * browser then never sends the token over plain http. It cannot be HttpOnly: the spec's client reads it
 * (docs/security.md says what guards it instead).
 */
function tokenCookie(path = '/') {
  return { path, sameSite: 'Lax' as const, secure: window.location.protocol === 'https:' };
}

export function setToken(token: string) {
  Cookies.set(COOKIE_NAMES.accessToken, token, { ...tokenCookie(), expires: LIMITS.tokenTtlSeconds / 86_400 });
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
}

function setUser(next: UserInfo | null) {
  if (next) localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(next));
  else localStorage.removeItem(STORAGE_KEYS.userInfo);
  update(next ? { user: next, leaving: false } : { user: null });
}

/** The page a member left when their session ended, until the app shows another one. */
let leavingFrom: string | null = null;
function leaveThisPage() {
  leavingFrom = window.location.pathname;
  update({ leaving: true });
}

/** The page the app shows now (the auth host, on each page it commits): the way out of an ended session ends there. */
export function arrivedAt(pathname: string) {
  if (leavingFrom === null || pathname === leavingFrom) return;
  leavingFrom = null;
  update({ leaving: false });
}

/** Fetches user info; emits a login event of type 1 when asked to. */
export async function loadUserInfo(emitLogin = false): Promise<UserInfo> {
  update({ loadingUser: true });
  try {
    const info = await post<UserInfo>(API.memberInfo);
    setUser(info);
    if (emitLogin) emit('login', { type: 1 });
    return info;
  } finally {
    update({ loadingUser: false });
  }
}

/**
 * Clears the token (cookie, also on /phone/activity, and storage) and the user. When a member was
 * signed in, the pages the service worker kept for offline reading go too: the next person on this
 * device finds nothing of what was read (components/pwa/caches.ts).
 */
export function clearSession() {
  const signedIn = Boolean(getToken() || state.user);
  Cookies.remove(COOKIE_NAMES.accessToken, tokenCookie());
  Cookies.remove(COOKIE_NAMES.accessToken, tokenCookie('/phone/activity'));
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  setUser(null);
  if (signedIn) void import('../pwa/caches.js').then((m) => m.forgetReadingTrail()).catch(() => {});
}

/**
 * How the session changes page. The router and the auth host replace this with react-router's navigate,
 * so leaving a page after logout or an invalid session does not reload the app.
 */
let navigateTo: (path: string) => void = (path) => window.location.assign(path);
export function setNavigator(fn: (path: string) => void) {
  navigateTo = fn;
}

/**
 * Code 90 can arrive before the app has mounted (the start-up member-info call): toasts and navigation
 * are not wired yet, so the notice waits for the auth host instead of being lost in a page reload.
 */
let hostAttached = false;
let pendingInvalid: { message: string; had: boolean } | null = null;

function announceInvalid(message: string, had: boolean) {
  if (had) {
    toast.error(message, 2);
    emit('login', { type: 2 });
  }
  if (window.location.pathname !== '/') navigateTo('/');
}

/** Called by the auth host once mounted (toasts bound, router ready). */
export function attachSessionHost(navigate: (path: string) => void) {
  navigateTo = navigate;
  hostAttached = true;
  if (pendingInvalid) {
    const { message, had } = pendingInvalid;
    pendingInvalid = null;
    announceInvalid(message, had);
  }
}

/**
 * A sign-out under way. The server ends the session before it answers (and closes the live socket with
 * code 90 at once), so a code 90 meanwhile, from the socket or a page's call, is the sign-out itself: the
 * member gets its one success message, not a red "session expired" beside it (issue 27).
 */
let signingOut = false;

/** Spec section 4: on code 0 clear everything, emit type 2, toast, and leave a login-required page for /. */
export async function logout(successText?: string) {
  signingOut = true;
  try {
    await post(API.logout);
  } catch (e) {
    // A session that had already ended is signed out as well; any other failure keeps it (and was shown).
    if (!(e instanceof ApiError && e.code === 90)) throw e;
  } finally {
    signingOut = false;
  }
  // The auth catalog is not in the first load (components/auth/texts.ts).
  if (successText === undefined) {
    await authTextsReady();
    successText = i18n.t('auth:exitSuccessfully');
  }
  const leave = isLoginRequiredPath(window.location.pathname);
  if (leave) leaveThisPage();
  clearSession();
  emit('login', { type: 2 });
  toast.success(successText);
  if (leave) navigateTo('/');
}

/** The start-up member-info call, while a token came without the member's stored info. */
let starting: Promise<void> = Promise.resolve();

/**
 * Start-up: token and stored info -> use it; token without info -> fetch; otherwise logged out. `drawnFor`:
 * the member a personal page was drawn for (the boot data, app/start.tsx).
 */
export function initSession(drawnFor: UserInfo | null = null) {
  setSessionInvalidHandler((message) => {
    if (signingOut) return;
    const had = Boolean(getToken() || state.user);
    // A member's page is left for / (announceInvalid): not shown as a visitor's on the way.
    if (had && window.location.pathname !== '/') leaveThisPage();
    clearSession();
    if (hostAttached) announceInvalid(message, had);
    // A second code 90 before mount (the start-up info call and a page's call) must not drop the notice.
    else pendingInvalid = { message, had: had || Boolean(pendingInvalid?.had) };
  });
  if (!getToken()) {
    // A token only in local storage (cookie expired) is no session either.
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    if (readStoredUser()) localStorage.removeItem(STORAGE_KEYS.userInfo);
    return;
  }
  // A page the server drew for this member: their info as it was read for it (the first render draws the same).
  if (drawnFor) {
    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(drawnFor));
    state = { ...state, user: drawnFor };
    return;
  }
  const stored = readStoredUser();
  if (stored?.userId) {
    state = { ...state, user: stored };
    return;
  }
  // Failures are already shown by the HTTP client; code 90 clears the session through the handler above.
  starting = loadUserInfo(true).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Settles once the session is known (member or visitor). The app waits for it before its first render
 * (app/start.tsx): a tap the app carries out then is a member's, never a visitor's "sign in" (issue 30).
 * A slow network does not hold the app for longer than `waitMs`: the page then shows the session as pending.
 */
export function sessionKnown(waitMs = 5_000): Promise<void> {
  return Promise.race([starting, new Promise<void>((done) => setTimeout(done, waitMs))]);
}

import { useSyncExternalStore } from 'react';

/**
 * Installing the site as an app (issue 27). Chromium browsers offer it through `beforeinstallprompt`,
 * which may fire before the app has started: the entry listens from the first moment (watchInstall) and
 * keeps the event, so the download page and the user menu can show their own button instead of the
 * browser's banner. iOS has no prompt: the page explains the share menu's "Add to Home Screen".
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
/** The page shows the way of this browser (the download page draws every way: pages/download). */
const mark = () => (document.documentElement.dataset.install = installWay());
const changed = () => {
  mark();
  listeners.forEach((l) => l());
};

/** Called once by the entry (main.tsx). */
export function watchInstall() {
  mark();
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    changed();
  });
}

/**
 * How this browser installs the site: `prompt` (its own dialog, one tap), `ios` (Safari's share menu),
 * `menu` (the browser's menu, or not at all), or `installed` (done, or this is the app already).
 */
export type InstallWay = 'prompt' | 'ios' | 'menu' | 'installed';

export function installWay(): InstallWay {
  if (
    installed ||
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone
  )
    return 'installed';
  if (deferred) return 'prompt';
  // iPadOS says it is a Mac; a Mac has no touch points.
  return /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
    ? 'ios'
    : 'menu';
}

export function useInstallWay(): InstallWay {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    installWay,
    () => 'menu',
  );
}

/** The answer of the last install dialog: a second tap on the same button (the app's, after the entry's) gets it. */
let asked: Promise<boolean> | null = null;

/**
 * Shows the browser's install dialog (once per event): true when the reader installed the app. Called again
 * while no new offer came, it answers what the last dialog answered (the entry opens the dialog from the
 * tap that starts the app, and the app's own button, given the same tap, then reads its answer).
 */
export function promptInstall(): Promise<boolean> {
  const e = deferred;
  if (!e) return asked ?? Promise.resolve(false);
  deferred = null;
  asked = e.prompt().then(() => e.userChoice.then(({ outcome }) => outcome === 'accepted'));
  changed();
  return asked;
}

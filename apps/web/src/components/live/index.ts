import { useEffect, useRef } from 'react';
import { API, API_BASE, errorMessage, type LiveEvent, type LiveEventType } from '@acsc/shared';
import { reportSessionInvalid } from '../api/http.js';
import { on } from '../events.js';
import { currentLanguage } from '../i18n/index.js';
import { getToken } from '../session/index.js';
import { LiveClient, type EventMeta } from './client.js';
import { takeResumeAfter } from './wake.js';

export { LiveClient, type EventMeta, type LiveStatus, type SocketLike } from './client.js';

/**
 * The page's one live connection: open while a member is signed in (login event type 1 or a token at
 * start-up), closed on logout (type 2) and for good on code 90. Features subscribe to typed events:
 *
 *   useLiveEvent('unread', (e) => setCount(e.unread));
 *   useLiveEvent('notification', (e) => prepend(e.notification));
 *   onLiveResync(() => refetch());
 */

let client: LiveClient | null = null;
const resyncListeners = new Set<() => void>();

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${API_BASE}${API.liveSocket}`;
}

function liveClient(): LiveClient {
  client ??= new LiveClient({
    url: socketUrl(),
    token: getToken,
    lang: currentLanguage,
    onSessionInvalid: () => reportSessionInvalid(errorMessage('SESSION_INVALID', currentLanguage())),
    onResync: () => resyncListeners.forEach((l) => l()),
  });
  return client;
}

let started = false;
/** Called once at start-up, after the session is read. */
export function startLive() {
  if (started) return;
  started = true;
  on('login', ({ type }) => {
    // A socket opened for a visitor (the support chat) signs in again with the new session.
    if (type === 1) {
      client?.stop();
      liveClient().start();
    } else {
      client?.stop();
      if (visitorUse) liveClient().start();
    }
  });
  // A page drawn for the member listened before its app started (wake.ts): what it heard is replayed.
  if (getToken()) liveClient().start(takeResumeAfter());
}

let visitorUse = false;
/**
 * Opens the socket for a visitor too (the support chat): it stays open, and reopens as a visitor after a
 * sign-out. A signed-in member's socket is already open.
 */
export function ensureLive() {
  visitorUse = true;
  liveClient().start();
}

/** Joins a live channel (a support conversation's) now and after every reconnect. */
export function joinLiveChannel(channel: string): () => void {
  liveClient().join(channel);
  return () => liveClient().leave(channel);
}

/** Typing on a live channel over the socket; false when it is not open (then the feature's HTTP call says it). */
export function sendLiveTyping(channel: string): boolean {
  return client?.typing(channel) ?? false;
}

type EventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

export function subscribeLive<T extends LiveEventType>(
  type: T,
  handler: (event: EventOf<T>, meta: EventMeta) => void,
): () => void {
  return liveClient().subscribe(type, handler);
}

/** Subscribes a component to one event type while it is mounted; the newest handler is always called. */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: (event: EventOf<T>, meta: EventMeta) => void) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => liveClient().subscribe(type, (event, meta) => ref.current(event, meta)), [type]);
}

/**
 * Called each time the socket is (again) ready, after the first connect and after every reconnect:
 * ephemeral events (unread counts) sent while it was down are not replayed, so reload what shows them.
 */
export function onLiveReady(listener: () => void): () => void {
  return liveClient().onStatus((status) => {
    if (status === 'open') listener();
  });
}

/** Events were missed beyond what the server keeps: reload what depends on them. */
export function onLiveResync(listener: () => void): () => void {
  resyncListeners.add(listener);
  return () => resyncListeners.delete(listener);
}

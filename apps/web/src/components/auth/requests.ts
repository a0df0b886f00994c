import { on } from '../events.js';

/**
 * Requests to show a dialog. Kept here (subscribed at import time) rather than only in the host's state,
 * so an opening asked for before the host has mounted - a guarded page rendering first - is not lost.
 */
export interface AuthRequest {
  kind: 'login' | 'register';
  returnTo?: string;
  seq: number;
}

let current: AuthRequest | null = null;
let seq = 0;
let handled = 0;
const listeners = new Set<() => void>();

export function requestDialog(kind: AuthRequest['kind'], returnTo?: string) {
  current = { kind, returnTo, seq: ++seq };
  listeners.forEach((l) => l());
}

export function subscribeRequests(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentRequest(): AuthRequest | null {
  return current;
}

/**
 * True once per request: a host that mounts again (another layout) must not reopen a dialog the member
 * already dealt with.
 */
export function takeRequest(request: AuthRequest): boolean {
  if (request.seq <= handled) return false;
  handled = request.seq;
  return true;
}

on('login-show', (payload) => requestDialog('login', payload?.returnTo));

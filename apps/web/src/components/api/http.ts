import Cookies from 'js-cookie';
import {
  API_BASE,
  COOKIE_NAMES,
  LIMITS,
  SERVER_BUSY_CODE,
  SERVER_BUSY_TEXT,
  isSuccessCode,
  type Envelope,
} from '@acsc/shared';
import { currentLanguage } from '../i18n/index.js';
import { khmerFaceFor } from '../i18n/khmerFace.js';
import { specHeaders } from './headers.js';
import { isServer, serverRender } from '../ssr.js';

export { deviceId } from './headers.js';

/**
 * The one HTTP client (spec section 7): base /prod-api, 60 s time-out, the spec's headers, the envelope.
 * Code 90 hands over to the session handler; other failures show a toast (2 s; network errors 5 s)
 * unless the caller asks for silence; cancelled calls are silent.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface Toaster {
  error(text: string, seconds: number): void;
  success(text: string): void;
}

let toaster: Toaster = {
  error: (text) => console.error(text),
  success: () => {},
};
let onSessionInvalid: ((message: string) => void) | null = null;
/** A code 90 that came before the session module was listening (the live socket of a page not yet taken over). */
let unreported: string | null = null;

export function setToaster(t: Toaster) {
  toaster = t;
}
export function setSessionInvalidHandler(handler: (message: string) => void) {
  onSessionInvalid = handler;
  const message = unreported;
  unreported = null;
  if (message !== null) handler(message);
}
/** Code 90 that arrived another way than an HTTP answer (the live socket's close code 4090). */
export function reportSessionInvalid(message: string) {
  if (onSessionInvalid) onSessionInvalid(message);
  else unreported = message;
}
export const toast = {
  success: (text: string) => toaster.success(text),
  error: (text: string, seconds = 2) => toaster.error(text, seconds),
};

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Language header for this call only; defaults to the page language. */
  language?: string;
  /** Do not toast failures (the caller shows them itself). */
  silent?: boolean;
}

export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The spec's headers of every call (section 7) in the page language, with the member's token if any; uploads outside fetch (tus, progress) send them too. */
export function apiHeaders(language?: string): Record<string, string> {
  return specHeaders(language ?? currentLanguage(), Cookies.get(COOKIE_NAMES.accessToken));
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'POST';
  // Drawing a page on the server (entry-server.tsx): a read goes to the server's public reads (as a visitor,
  // in the page language), never over the network and never with anyone's session.
  // import.meta.env.SSR: left out of the browser's build (the first load carries none of this).
  if (import.meta.env.SSR && isServer) {
    const read = serverRender.read;
    if (method !== 'GET' || !read) throw new ApiError(-1, `not drawn on the server: ${method} ${path}`, 0);
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(options.params ?? {}))
      if (v !== undefined && v !== null && v !== '') params[k] = String(v);
    try {
      return (await read(path, params)) as T;
    } catch (e) {
      const {
        code = -1,
        status = 500,
        message = String(e),
      } = e as { code?: number; status?: number; message?: string };
      throw new ApiError(code, message, status);
    }
  }
  const url = new URL(API_BASE + path, window.location.origin);
  for (const [k, v] of Object.entries(options.params ?? {}))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  const headers = apiHeaders(options.language);
  if (method === 'POST') headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(LIMITS.requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw new DOMException('cancelled', 'AbortError');
    const text = error instanceof Error ? error.message : String(error);
    if (!options.silent) toast.error(text, 5);
    throw new ApiError(-1, text, 0);
  }
  let envelope: Envelope<T>;
  try {
    const raw = await res.text();
    envelope = JSON.parse(raw) as Envelope<T>;
    // Member text in Khmer on a Chinese or English page: shown once the Khmer face can draw it.
    await khmerFaceFor(raw);
  } catch {
    // Not the envelope: a proxy's own page. A 502, 503 or 504 from nginx (a process restarting, or all busy)
    // says what a shedding server says (SERVER_BUSY), in the reader's language.
    const busy = res.status >= 502 && res.status <= 504;
    const text = busy ? SERVER_BUSY_TEXT[currentLanguage()] : `${res.status} ${res.statusText}`;
    if (!options.silent) toast.error(text, 5);
    throw new ApiError(busy ? SERVER_BUSY_CODE : -1, text, res.status);
  }
  return unwrap(envelope, res.status, options.silent);
}

/** The envelope rule of every call: code 0 gives data, 90 ends the session, others toast and throw. */
export function unwrap<T>(envelope: Envelope<T>, status: number, silent?: boolean): T {
  if (isSuccessCode(envelope.code)) return envelope.data;
  if (envelope.code === 90) {
    reportSessionInvalid(envelope.msg);
    throw new ApiError(90, envelope.msg, status);
  }
  // A shedding server (503 SERVER_BUSY: "busy, try again in a moment") stays in view as long as a network error.
  if (!silent) toast.error(envelope.msg || 'Error', envelope.code === SERVER_BUSY_CODE ? 5 : 2);
  throw new ApiError(envelope.code, envelope.msg || 'Error', status);
}

export const post = <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  request<T>(path, { ...options, method: 'POST', body });
export const get = <T>(
  path: string,
  params?: RequestOptions['params'],
  options: Omit<RequestOptions, 'method' | 'params'> = {},
) => request<T>(path, { ...options, method: 'GET', params });

/** For calls where only the newest matters (search, channel lists): starting one cancels the one before. */
export function latestOnly() {
  let controller: AbortController | null = null;
  return () => {
    controller?.abort();
    controller = new AbortController();
    return controller.signal;
  };
}

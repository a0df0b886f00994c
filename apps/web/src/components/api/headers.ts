import { STORAGE_KEYS } from '@acsc/shared';

/*
 * The spec's request headers (section 7), without the rest of the HTTP client: the entry (main.tsx)
 * sends a call with them before the app has started.
 */

export function deviceId(): string {
  let id = localStorage.getItem(STORAGE_KEYS.deviceId);
  if (!id) {
    id =
      crypto.randomUUID?.() ??
      Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(STORAGE_KEYS.deviceId, id);
  }
  return id;
}

function browserName(): string {
  const ua = navigator.userAgent;
  if (/Edg\//.test(ua)) return 'Edge';
  if (/OPR\//.test(ua)) return 'Opera';
  if (/Chrome\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  if (/Firefox\//.test(ua)) return 'Firefox';
  return 'Unknown';
}

/** The spec's headers of every call, in `language`, with `token` (a signed-in member's) as the bearer. */
export function specHeaders(language: string, token?: string): Record<string, string> {
  const headers: Record<string, string> = {
    Language: language,
    'Device-Id': deviceId(),
    'Os-Name': 'PC',
    'Os-Version': browserName(),
    Platform: 'Web',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

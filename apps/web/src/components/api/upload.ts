import { API_BASE, LIMITS, type Envelope } from '@acsc/shared';
import { ApiError, apiHeaders, toast, unwrap } from './http.js';

// Part of the one HTTP client (http.ts): same headers, time-out and envelope rule. A module of its own
// so that only the staff console, which uploads, downloads it.

/**
 * Multipart upload of one file (field `file`) with upload progress, which fetch cannot report: the same
 * headers, time-out and envelope handling as every other call.
 */
export function upload<T>(
  path: string,
  file: Blob,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal; silent?: boolean } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', API_BASE + path);
    xhr.timeout = LIMITS.requestTimeoutMs;
    for (const [k, v] of Object.entries(apiHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    const failed = (text: string) => {
      if (!options.silent) toast.error(text, 5);
      reject(new ApiError(-1, text, xhr.status));
    };
    xhr.onerror = () => failed(xhr.statusText || 'Network error');
    xhr.ontimeout = () => failed('Timeout');
    xhr.onabort = () => reject(new DOMException('cancelled', 'AbortError'));
    xhr.onload = () => {
      let envelope: Envelope<T>;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        return failed(`${xhr.status} ${xhr.statusText}`);
      }
      try {
        resolve(unwrap(envelope, xhr.status, options.silent));
      } catch (error) {
        reject(error);
      }
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'upload');
    xhr.send(form);
  });
}

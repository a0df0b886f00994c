import { useCallback, useEffect, useRef, useState } from 'react';
import * as tus from 'tus-js-client';
import { ADMIN_API, API_BASE, TUS_METADATA_KEYS, apiPath, type MediaItem } from '@acsc/shared';
import { apiHeaders, get } from '../../components/api/http.js';

export type VideoUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; percent: number; resumed: boolean }
  | { phase: 'processing'; name: string }
  | { phase: 'paused'; name: string; percent: number; message: string }
  | { phase: 'failed'; name: string; message: string }
  | { phase: 'done'; item: MediaItem };

export interface UnfinishedUpload {
  name: string;
  size: number | null;
  createdAt: string;
  key: string;
}

const ENDPOINT = API_BASE + ADMIN_API.media.tus;
/** Retries after a dropped connection; past the last one the upload pauses and the Resume button picks it up. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];
const CHUNK_BYTES = 8 * 1024 * 1024;

/** The envelope message of a refused upload (too long, unreadable...), else the error's own text. */
function messageOf(error: Error): string {
  const body = (error as tus.DetailedError).originalResponse?.getBody();
  if (body) {
    try {
      const env = JSON.parse(body) as { msg?: string };
      if (env.msg) return env.msg;
    } catch {
      return body.slice(0, 200);
    }
  }
  return error.message.split('\n')[0] ?? error.message;
}

/** Uploads with this status were refused for good: retrying would only repeat the refusal. */
const isFinal = (error: Error) => {
  const status = (error as tus.DetailedError).originalResponse?.getStatus() ?? 0;
  return status >= 400 && status < 500 && ![408, 409, 423, 429].includes(status);
};

/**
 * A resumable video upload over tus: progress, automatic retries, and resuming an unfinished upload of
 * the same file after a dropped connection or a page reload (tus-js-client keeps each upload's URL in
 * local storage under the file's fingerprint). Every request carries the API headers (Authorization).
 */
export function useVideoUpload(onDone?: (item: MediaItem) => void) {
  const [state, setState] = useState<VideoUploadState>({ phase: 'idle' });
  const [unfinished, setUnfinished] = useState<UnfinishedUpload[]>([]);
  const current = useRef<tus.Upload | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  const refreshUnfinished = useCallback(async () => {
    if (!tus.canStoreURLs) return;
    const all = await tus.defaultOptions.urlStorage.findAllUploads();
    setUnfinished(
      all
        .filter((u) => u.urlStorageKey && (u.metadata?.[TUS_METADATA_KEYS.filename] ?? ''))
        .map((u) => ({ name: u.metadata[TUS_METADATA_KEYS.filename], size: u.size, createdAt: u.creationTime, key: u.urlStorageKey })),
    );
  }, []);

  useEffect(() => {
    void refreshUnfinished();
    return () => void current.current?.abort();
  }, [refreshUnfinished]);

  const start = useCallback(
    async (file: File) => {
      await current.current?.abort();
      const name = file.name;
      const upload = new tus.Upload(file, {
        endpoint: ENDPOINT,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        metadata: { [TUS_METADATA_KEYS.filename]: name, [TUS_METADATA_KEYS.filetype]: file.type || 'application/octet-stream' },
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        // Headers are read per request: the session token is the current one even after a long upload.
        onBeforeRequest: (req) => {
          for (const [k, v] of Object.entries(apiHeaders())) req.setHeader(k, v);
        },
        onShouldRetry: (error) => !isFinal(error),
        onProgress: (sent, total) => {
          const percent = total ? Math.floor((sent / total) * 100) : 0;
          setState((s) => (percent >= 100 ? { phase: 'processing', name } : { phase: 'uploading', name, percent, resumed: s.phase === 'uploading' && s.resumed }));
        },
        onError: (error) => {
          void refreshUnfinished();
          if (isFinal(error)) setState({ phase: 'failed', name, message: messageOf(error) });
          else
            setState((s) => ({ phase: 'paused', name, percent: s.phase === 'uploading' || s.phase === 'paused' ? s.percent : 0, message: messageOf(error) }));
        },
        onSuccess: () => {
          const uploadId = upload.url?.split('/').pop() ?? '';
          void get<MediaItem>(apiPath(ADMIN_API.media.byUpload, { uploadId }))
            .then((item) => {
              setState({ phase: 'done', item });
              done.current?.(item);
            })
            .catch((e: Error) => setState({ phase: 'failed', name, message: e.message }))
            .finally(() => void refreshUnfinished());
        },
      });
      current.current = upload;
      const previous = await upload.findPreviousUploads();
      const resumed = previous.length > 0;
      if (resumed) upload.resumeFromPreviousUpload(previous[0]);
      setState({ phase: 'uploading', name, percent: 0, resumed });
      upload.start();
    },
    [refreshUnfinished],
  );

  const resume = useCallback(() => {
    const upload = current.current;
    if (!upload) return;
    setState((s) => (s.phase === 'paused' ? { phase: 'uploading', name: s.name, percent: s.percent, resumed: true } : s));
    upload.start();
  }, []);

  const pause = useCallback(() => {
    const upload = current.current;
    if (!upload) return;
    void upload.abort();
    setState((s) => (s.phase === 'uploading' ? { phase: 'paused', name: s.name, percent: s.percent, message: '' } : s));
    void refreshUnfinished();
  }, [refreshUnfinished]);

  const forget = useCallback(
    async (key: string) => {
      await tus.defaultOptions.urlStorage.removeUpload(key);
      await refreshUnfinished();
    },
    [refreshUnfinished],
  );

  return { state, start, resume, pause, unfinished, forget, reset: () => setState({ phase: 'idle' }) };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import * as tus from 'tus-js-client';
import { API_BASE, TUS_METADATA_KEYS } from '@acsc/shared';
import { apiHeaders, get } from './http.js';

export type TusUploadState<T> =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; percent: number; resumed: boolean }
  | { phase: 'processing'; name: string }
  | { phase: 'paused'; name: string; percent: number; message: string }
  | { phase: 'failed'; name: string; message: string }
  | { phase: 'done'; item: T };

export interface UnfinishedUpload {
  name: string;
  size: number | null;
  createdAt: string;
  key: string;
}

export interface TusEndpoint {
  /** The tus endpoint's route (API_BASE is added). */
  endpoint: string;
  /** The route that answers what a finished upload became, by its upload id. */
  resultPath: (uploadId: string) => string;
}
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
 * A resumable upload over tus (the one way the web app uploads videos: staff console and members):
 * progress, automatic retries, and resuming an unfinished upload of the same file after a dropped
 * connection or a page reload (tus-js-client keeps each upload's URL in local storage under the file's
 * fingerprint, which includes the endpoint). Every request carries the API headers (Authorization).
 */
export function useTusUpload<T>({ endpoint, resultPath }: TusEndpoint, onDone?: (item: T) => void) {
  const ENDPOINT = API_BASE + endpoint;
  const [state, setState] = useState<TusUploadState<T>>({ phase: 'idle' });
  const [unfinished, setUnfinished] = useState<UnfinishedUpload[]>([]);
  const current = useRef<tus.Upload | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  const refreshUnfinished = useCallback(async () => {
    if (!tus.canStoreURLs) return;
    const all = await tus.defaultOptions.urlStorage.findAllUploads();
    setUnfinished(
      all
        .filter((u) => u.urlStorageKey?.includes(`-${ENDPOINT}::`) && (u.metadata?.[TUS_METADATA_KEYS.filename] ?? ''))
        .map((u) => ({
          name: u.metadata[TUS_METADATA_KEYS.filename],
          size: u.size,
          createdAt: u.creationTime,
          key: u.urlStorageKey,
        })),
    );
  }, [ENDPOINT]);

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
        metadata: {
          [TUS_METADATA_KEYS.filename]: name,
          [TUS_METADATA_KEYS.filetype]: file.type || 'application/octet-stream',
        },
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        // Headers are read per request: the session token is the current one even after a long upload.
        onBeforeRequest: (req) => {
          for (const [k, v] of Object.entries(apiHeaders())) req.setHeader(k, v);
        },
        onShouldRetry: (error) => !isFinal(error),
        onProgress: (sent, total) => {
          const percent = total ? Math.floor((sent / total) * 100) : 0;
          setState((s) =>
            percent >= 100
              ? { phase: 'processing', name }
              : { phase: 'uploading', name, percent, resumed: s.phase === 'uploading' && s.resumed },
          );
        },
        onError: (error) => {
          void refreshUnfinished();
          if (isFinal(error)) setState({ phase: 'failed', name, message: messageOf(error) });
          else
            setState((s) => ({
              phase: 'paused',
              name,
              percent: s.phase === 'uploading' || s.phase === 'paused' ? s.percent : 0,
              message: messageOf(error),
            }));
        },
        onSuccess: () => {
          const uploadId = upload.url?.split('/').pop() ?? '';
          void get<T>(resultPath(uploadId))
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resultPath is a pure function of the upload id: a new one each render changes nothing
    [refreshUnfinished, ENDPOINT],
  );

  const resume = useCallback(() => {
    const upload = current.current;
    if (!upload) return;
    setState((s) =>
      s.phase === 'paused' ? { phase: 'uploading', name: s.name, percent: s.percent, resumed: true } : s,
    );
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

  /** Stops the upload and deletes it on the server (and its resume record); the picker is empty again. */
  const cancel = useCallback(async () => {
    const upload = current.current;
    current.current = null;
    setState({ phase: 'idle' });
    if (upload) await upload.abort(true).catch(() => undefined);
    await refreshUnfinished();
  }, [refreshUnfinished]);

  return { state, start, resume, pause, cancel, unfinished, forget, reset: () => setState({ phase: 'idle' }) };
}

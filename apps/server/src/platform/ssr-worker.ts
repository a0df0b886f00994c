import { Worker } from 'node:worker_threads';
import type { Language } from '@acsc/shared';

/**
 * The web app's server renderer (dist-ssr/entry-server.js) run in a worker thread: drawing a page
 * (React's renderToString, 50-150 ms for the home page, seconds for the first one while the renderer's
 * modules and catalogs load) would otherwise hold every other request of the process for that long.
 * The worker imports the built renderer itself (plain JavaScript, so the code below is given as a
 * string and needs no build step of the server), takes one render at a time (the renderer queues them
 * anyway) and answers the HTML; the reads stay on the main thread, with the caches that serve them.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const loaded = import(pathToFileURL(workerData.ssrPath).href);
let nextRead = 0;
const reads = new Map();
// A page drawn from its queries' reads: each read is asked of the main thread (the caches and the
// database are there) and answered by message; its error keeps the status and code the page needs.
const readOf = (id) => (path, query) =>
  new Promise((resolve, reject) => {
    const rid = nextRead++;
    reads.set(rid, { resolve, reject });
    parentPort.postMessage({ kind: 'read', id, rid, path, query });
  });
parentPort.on('message', async (m) => {
  if (m.kind === 'readResult') {
    const p = reads.get(m.rid);
    if (!p) return;
    reads.delete(m.rid);
    if (m.error) p.reject(Object.assign(new Error(m.error.message), m.error));
    else p.resolve(m.value);
    return;
  }
  try {
    const mod = await loaded;
    const r = await mod.render(m.url, m.lang, m.data, m.origin, m.withRead ? readOf(m.id) : undefined, m.member);
    // As JSON: what the page carries is JSON anyway (the boot data), and a query's state may hold what
    // a message cannot (an error's own fields).
    parentPort.postMessage({ kind: 'done', id: m.id, json: JSON.stringify(r ?? null) });
  } catch (e) {
    parentPort.postMessage({ kind: 'done', id: m.id, error: (e && e.stack) || String(e) });
  }
});
`;

/** A public read a drawn page's queries make (platform/page-reads.ts pageReader), on the main thread. */
export type ServerRead = (path: string, query: Record<string, string>) => Promise<unknown>;

export type RenderFn = (
  url: string,
  lang: Language,
  data: Record<string, unknown>,
  origin: string,
  read?: ServerRead,
  /** A personal page's member (their info as the API's member info answers it): the page is drawn for them. */
  member?: unknown,
) => Promise<unknown>;

type WorkerMessage =
  | { kind: 'read'; id: number; rid: number; path: string; query: Record<string, string> }
  | { kind: 'done'; id: number; json?: string; error?: string };

export interface SsrWorker {
  render: RenderFn;
  close(): Promise<void>;
}

/** Starts the worker at once (its renderer loads while the server starts); one that dies is started again at the next render. */
export function createSsrWorker(ssrPath: string, log: (err: unknown) => void): SsrWorker {
  let worker: Worker | null = null;
  let closed = false;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (rendered: unknown) => void; reject: (e: Error) => void; read?: ServerRead }
  >();
  const start = () => {
    // The renderer draws as in production whatever the server's NODE_ENV: React's production build, and antd's
    // ids as the browser's app makes them (under NODE_ENV=test antd names every radio group "test-id", and a
    // page drawn so did not match the app that took it over in the e2e runs).
    const w = new Worker(WORKER_CODE, {
      eval: true,
      workerData: { ssrPath },
      env: { ...process.env, NODE_ENV: 'production' },
    });
    // The worker does not keep the process alive (the app's close ends it).
    w.unref();
    w.on('message', (m: WorkerMessage) => {
      const p = waiting.get(m.id);
      if (m.kind === 'read') {
        // A read of a render that is gone (the worker was replaced) is answered nothing: its render failed already.
        if (!p?.read) return;
        p.read(m.path, m.query).then(
          (value) => w.postMessage({ kind: 'readResult', rid: m.rid, value }),
          (e: unknown) => {
            const {
              status = 500,
              code = -1,
              message = String(e),
            } = e as { status?: number; code?: number; message?: string };
            w.postMessage({ kind: 'readResult', rid: m.rid, error: { status, code, message } });
          },
        );
        return;
      }
      if (!p) return;
      waiting.delete(m.id);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve(JSON.parse(m.json ?? 'null'));
    });
    const fail = (err: Error) => {
      if (worker === w) worker = null;
      for (const p of waiting.values()) p.reject(err);
      waiting.clear();
    };
    w.on('error', (err) => {
      log(err);
      fail(err);
    });
    w.on('exit', (code) => fail(new Error(`the page renderer's worker exited (${code})`)));
    return w;
  };
  worker = start();
  return {
    render(url, lang, data, origin, read, member) {
      if (closed) return Promise.reject(new Error('the page renderer is closed'));
      const w = (worker ??= start());
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject, read });
        w.postMessage({ kind: 'render', id, url, lang, data, origin, withRead: !!read, member });
      });
    },
    async close() {
      closed = true;
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

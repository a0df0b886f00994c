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
parentPort.on('message', async (m) => {
  try {
    const mod = await loaded;
    parentPort.postMessage({ id: m.id, html: await mod.render(m.url, m.lang, m.data, m.origin) });
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: (e && e.stack) || String(e) });
  }
});
`;

export type RenderFn = (
  url: string,
  lang: Language,
  data: Record<string, unknown>,
  origin: string,
) => Promise<string | null>;

export interface SsrWorker {
  render: RenderFn;
  close(): Promise<void>;
}

/** Starts the worker at once (its renderer loads while the server starts); one that dies is started again at the next render. */
export function createSsrWorker(ssrPath: string, log: (err: unknown) => void): SsrWorker {
  let worker: Worker | null = null;
  let closed = false;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (html: string | null) => void; reject: (e: Error) => void }>();
  const start = () => {
    const w = new Worker(WORKER_CODE, { eval: true, workerData: { ssrPath } });
    // The worker does not keep the process alive (the app's close ends it).
    w.unref();
    w.on('message', (m: { id: number; html?: string | null; error?: string }) => {
      const p = waiting.get(m.id);
      if (!p) return;
      waiting.delete(m.id);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve(m.html ?? null);
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
    render(url, lang, data, origin) {
      if (closed) return Promise.reject(new Error('the page renderer is closed'));
      const w = (worker ??= start());
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        w.postMessage({ id, url, lang, data, origin });
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

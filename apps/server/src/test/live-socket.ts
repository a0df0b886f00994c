import WebSocket from 'ws';
import { API, API_BASE, type LiveClientMessage, type LiveServerMessage } from '@acsc/shared';

/**
 * A WebSocket client of the live endpoint for tests: keeps every message, waits for the next one that
 * matches, and reports how the socket closed. Waits end on what happens, with a generous limit so a
 * broken server fails the test instead of hanging it.
 */
export interface TestSocket {
  ws: WebSocket;
  messages: LiveServerMessage[];
  send(message: LiveClientMessage | string): void;
  next(match?: (m: LiveServerMessage) => boolean, limitMs?: number): Promise<LiveServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export function liveUrl(baseUrl: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}${API_BASE}${API.liveSocket}`;
}

export async function openSocket(
  url: string,
  opts: { headers?: Record<string, string>; autoPong?: boolean } = {},
): Promise<TestSocket> {
  const ws = new WebSocket(url, { headers: opts.headers, autoPong: opts.autoPong ?? true });
  const messages: LiveServerMessage[] = [];
  let seen = 0;
  const waiters: { match: (m: LiveServerMessage) => boolean; resolve: (m: LiveServerMessage) => void }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  ws.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as LiveServerMessage;
    messages.push(message);
    const i = waiters.findIndex((w) => w.match(message));
    if (i >= 0) {
      const [w] = waiters.splice(i, 1);
      seen = messages.length;
      w.resolve(message);
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next(match = () => true, limitMs = 10_000) {
      const earlier = messages.slice(seen).find(match);
      if (earlier) {
        seen = messages.indexOf(earlier) + 1;
        return Promise.resolve(earlier);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching live message within ${limitMs} ms; got ${JSON.stringify(messages)}`)),
          limitMs,
        );
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
        void closed.then(() => {
          clearTimeout(timer);
          reject(new Error(`socket closed while waiting; got ${JSON.stringify(messages)}`));
        });
      });
    },
    closed,
    async close() {
      if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close();
      await closed;
    },
  };
}

export const isEvent = (type: string) => (m: LiveServerMessage) => m.t === 'event' && m.event.type === type;

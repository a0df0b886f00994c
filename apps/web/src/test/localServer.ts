import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on a random local port for the web client's tests (*.dom.test.ts): each test sets
 * `handle`; the page's URL is pointed at `origin` so the client's same-origin calls reach it.
 */
export async function startLocalServer() {
  const server = {
    handle: (_req: IncomingMessage, res: ServerResponse, _body: string): void => void res.end(),
    origin: '',
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
  const http = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => server.handle(req, res, body));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  server.origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return server;
}

export function sendJson(res: ServerResponse, value: unknown, status = 200) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(value));
}

/** Moves the simulated page (happy-dom) to a URL: its origin is what the client's calls go to. */
export function setPageUrl(url: string) {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

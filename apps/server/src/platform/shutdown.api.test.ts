import { request as httpRequest, Agent } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';

describe('graceful shutdown', () => {
  it('finishes a request in flight when told to close, database work included, and asks its keep-alive client to close the connection', async () => {
    const app = await createTestApp();
    // A request that is still working when close() is called: it waits for the test, then needs the database.
    let started!: () => void;
    const inHandler = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow-report', async () => {
      started();
      await gate;
      await app.ctx.database.ping();
      return { code: 0, msg: 'ok', data: 'finished' };
    });
    // The request goes on once shutdown has begun (this hook runs after the app's own preClose hooks).
    app.addHook('preClose', (done) => {
      release();
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    // A keep-alive client, as browsers and proxies are: without "Connection: close" its idle connection
    // would hold close() until the keep-alive time-out.
    const agent = new Agent({ keepAlive: true });
    const pending = new Promise<{ status: number; connection?: string; body: { data: string } }>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: '/slow-report', agent }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode!, connection: res.headers.connection, body: JSON.parse(text) }),
        );
      })
        .on('error', reject)
        .end();
    });
    await inHandler;
    const closed = app.close();

    const res = await pending;
    expect(res.status).toBe(200);
    expect(res.body.data).toBe('finished');
    expect(res.connection).toBe('close');
    await closed;
    agent.destroy();
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';

describe('graceful shutdown', () => {
  // Without the fix, close() hangs on the client's keep-alive connection (72 s), past this test's time-out.
  it('finishes a request in flight when told to close, database work included, and then closes promptly', async () => {
    const app = await createTestApp();
    // A request that is still working when close() is called: it waits, then needs the database.
    let started!: () => void;
    const inHandler = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow-report', async () => {
      started();
      await new Promise((r) => setTimeout(r, 400));
      await app.ctx.database.ping();
      return { code: 0, msg: 'ok', data: 'finished' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const pending = fetch(`http://127.0.0.1:${port}/slow-report`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await inHandler;
    const closed = app.close();

    const res = await pending;
    expect(res.status).toBe(200);
    expect(res.body.data).toBe('finished');
    await closed;
  }, 15_000);
});

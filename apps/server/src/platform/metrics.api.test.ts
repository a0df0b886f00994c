import { afterAll, describe, expect, it } from 'vitest';
import { API, API_BASE } from '@acsc/shared';
import { call, createTestApp } from '../test/app.js';

/** The Prometheus metrics: never public, and they count what was just asked, by route pattern. */
const TOKEN = 'metrics-token-for-the-test-0123456789';
const app = await createTestApp({ metricsToken: TOKEN });
const plain = await createTestApp();
afterAll(async () => {
  await app.close();
  await plain.close();
});

const scrape = (target = app, authorization?: string) =>
  target.inject({
    method: 'GET',
    url: `${API_BASE}${API.metrics}`,
    headers: { language: 'en_US', ...(authorization ? { authorization } : {}) },
  });

describe('metrics', () => {
  it('is not there for a scrape without the token, with a wrong one, and always when no token is configured', async () => {
    for (const res of [
      await scrape(),
      await scrape(app, `Bearer ${TOKEN.slice(0, -1)}x`),
      await scrape(app, TOKEN),
      await scrape(plain, `Bearer ${TOKEN}`),
      await scrape(plain, 'Bearer '),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 1005, msg: 'There is no such API call.', data: null });
      expect(res.body).not.toContain('acsc_');
    }
  });

  it('counts a request just made under its route pattern, not its raw address, with the queue, sockets and caches', async () => {
    const id = 987654;
    const detail = await call(app, API.articleDetail.replace(':id', String(id)), { method: 'GET' });
    expect(detail.status).toBe(404);
    await call(app, API.newsChannels, { method: 'GET' });
    await call(app, API.newsChannels, { method: 'GET' });

    const res = await scrape(app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    const pattern = `${API_BASE}${API.articleDetail}`;
    expect(text).toContain(`acsc_http_request_duration_seconds_count{method="GET",route="${pattern}",status="404"} 1`);
    expect(text).not.toContain(String(id));
    expect(text).toMatch(
      new RegExp(
        `acsc_http_request_duration_seconds_count\\{method="GET",route="${API_BASE}${API.newsChannels}",status="200"\\} [2-9]`,
      ),
    );
    expect(text).toMatch(/acsc_jobs\{state="queued"\} \d+/);
    expect(text).toMatch(/acsc_live_connections \d+/);
    expect(text).toMatch(/acsc_cache_lookups_total\{cache="read",result="(hit|miss)"\} \d+/);
    expect(text).toMatch(/acsc_nodejs_eventloop_lag_seconds \d/);
  });
});

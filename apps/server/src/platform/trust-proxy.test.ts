import { afterAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import { trustProxyOption } from './trust-proxy.js';

/**
 * The client address Fastify takes with each TRUST_PROXY value (issue 28): the same settings the server
 * uses (loadConfig, then trustProxyOption), a request from the proxy's or a client's socket address, and
 * an X-Forwarded-For whose left part the client wrote itself.
 */
const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

async function clientIp(trustProxy: string, from: string, forwardedFor?: string): Promise<string> {
  const config = loadConfig({ TRUST_PROXY: trustProxy });
  const app = Fastify({ trustProxy: trustProxyOption(config.trustProxy) });
  apps.push(app);
  app.get('/ip', async (request) => request.ip);
  const res = await app.inject({
    url: '/ip',
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return res.body;
}

const FORGED = '6.6.6.6, 203.0.113.50';

describe('TRUST_PROXY', () => {
  it('true trusts the one proxy in front: the address it saw, never the part the client wrote', async () => {
    expect(await clientIp('true', '127.0.0.1', FORGED)).toBe('203.0.113.50');
    expect(await clientIp('true', '::ffff:127.0.0.1', FORGED)).toBe('203.0.113.50');
    expect(await clientIp('true', '10.0.0.5', '203.0.113.50')).toBe('203.0.113.50');
  });

  it('a client reaching the server from the internet is no proxy: its header is ignored', async () => {
    expect(await clientIp('true', '198.51.100.7', FORGED)).toBe('198.51.100.7');
    expect(await clientIp('2', '198.51.100.7', FORGED)).toBe('198.51.100.7');
  });

  it('a number of hops: a CDN, then nginx', async () => {
    expect(await clientIp('2', '127.0.0.1', '6.6.6.6, 203.0.113.50, 192.0.2.10')).toBe('203.0.113.50');
    expect(await clientIp('1', '127.0.0.1', '6.6.6.6, 203.0.113.50, 192.0.2.10')).toBe('192.0.2.10');
  });

  it("the proxies' addresses and ranges: the first address from the right that is not one of them", async () => {
    expect(await clientIp('10.0.0.5', '10.0.0.5', FORGED)).toBe('203.0.113.50');
    expect(await clientIp('10.0.0.5', '10.0.0.6', FORGED)).toBe('10.0.0.6');
    expect(await clientIp('loopback, 192.0.2.0/24', '127.0.0.1', '6.6.6.6, 203.0.113.50, 192.0.2.10')).toBe(
      '203.0.113.50',
    );
  });

  it('false, 0 or unset: the socket address', async () => {
    expect(await clientIp('false', '127.0.0.1', FORGED)).toBe('127.0.0.1');
    expect(await clientIp('0', '127.0.0.1', FORGED)).toBe('127.0.0.1');
  });

  it('refuses a value it cannot read, naming the variable', () => {
    for (const bad of ['yes', '11', '10.0.0.300', '10.0.0.0/33', 'everyone']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

import net from 'node:net';
import type { TrustProxy } from '../config.js';

/** Loopback and private networks: where a proxy in front of the server sits (nginx on the host, a balancer on the LAN). */
const NEARBY = new net.BlockList();
NEARBY.addSubnet('127.0.0.0', 8, 'ipv4');
NEARBY.addSubnet('10.0.0.0', 8, 'ipv4');
NEARBY.addSubnet('172.16.0.0', 12, 'ipv4');
NEARBY.addSubnet('192.168.0.0', 16, 'ipv4');
NEARBY.addSubnet('169.254.0.0', 16, 'ipv4');
NEARBY.addAddress('::1', 'ipv6');
NEARBY.addSubnet('fc00::', 7, 'ipv6');
NEARBY.addSubnet('fe80::', 10, 'ipv6');

export function isNearby(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return NEARBY.check(mapped[1], 'ipv4');
  const family = net.isIP(address);
  return family !== 0 && NEARBY.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Fastify's trustProxy from TRUST_PROXY. Addresses go to Fastify as they are (proxy-addr). A hop count
 * becomes a function, because Fastify ignores a bare number (it cannot tell a proxy from a client who
 * wrote the header): the n hops nearest the server are trusted only when the nearest one, the socket's
 * peer, is on loopback or a private network. A client reaching the server from the internet directly
 * is never a proxy, so its X-Forwarded-For is ignored.
 */
export function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('addresses' in trust) return trust.addresses;
  const { hops } = trust;
  return (address, hop) => hop < hops && (hop > 0 || isNearby(address));
}

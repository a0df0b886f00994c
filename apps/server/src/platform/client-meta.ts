import type { FastifyRequest } from 'fastify';
import type { Language } from '@acsc/shared';
import { describeDevice } from './device.js';

/** What a service may know about the caller: never the request itself. */
export interface ClientMeta {
  ip: string;
  deviceId: string | null;
  osName: string | null;
  osVersion: string | null;
  platform: string | null;
  lang: Language;
}

const header = (request: FastifyRequest, name: string): string | null => {
  const v = request.headers[name];
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, 128) : null;
};

/**
 * The caller's device, kept with each session and used for per-device caps: the Device-Id header, and
 * the browser (osVersion), operating system (osName) and device (platform) from the browser's own
 * description (platform/device.ts), each falling back to the spec's header where it says nothing.
 */
export function clientMeta(request: FastifyRequest): ClientMeta {
  const seen = describeDevice({
    userAgent: header(request, 'user-agent'),
    chUa: header(request, 'sec-ch-ua'),
    chUaPlatform: header(request, 'sec-ch-ua-platform'),
  });
  const known = Boolean(seen.browser || seen.os);
  return {
    ip: request.ip,
    deviceId: header(request, 'device-id'),
    osName: seen.os ?? header(request, 'os-name'),
    osVersion: seen.browser ?? header(request, 'os-version'),
    // The spec's Platform ("Web") is not a device: kept only when the browser says nothing at all.
    platform: known ? seen.device : header(request, 'platform'),
    lang: request.lang,
  };
}

import type { FastifyRequest } from 'fastify';
import type { Language } from '@acsc/shared';

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

/** The spec's client headers, kept with each session and used for per-device caps. */
export function clientMeta(request: FastifyRequest): ClientMeta {
  return {
    ip: request.ip,
    deviceId: header(request, 'device-id'),
    osName: header(request, 'os-name'),
    osVersion: header(request, 'os-version'),
    platform: header(request, 'platform'),
    lang: request.lang,
  };
}

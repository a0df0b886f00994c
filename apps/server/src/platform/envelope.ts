import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, FIELD_ERRORS, errorMessage, parseLanguage, type ErrorName, type Language } from '@acsc/shared';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

export function ok<T>(request: FastifyRequest, data: T) {
  return { code: 0, msg: errorMessage('SUCCESS', request.lang), data };
}

function send(reply: FastifyReply, lang: Language, name: ErrorName, params: Record<string, string | number> = {}) {
  const def = ERRORS[name];
  return reply.status(def.status).send({ code: def.code, msg: errorMessage(name, lang, params), data: null });
}

interface ValidationIssue {
  instancePath?: string;
  params?: { issue?: { path?: (string | number)[] } };
  message?: string;
}

/** Maps a failed request schema to the most specific named error, e.g. a missing address. */
function validationError(issues: ValidationIssue[]): { name: ErrorName; detail: string } {
  const fields = issues.map((i) => {
    const fromPath = i.params?.issue?.path?.[0];
    return String(fromPath ?? (i.instancePath ?? '').replace(/^\//, '').split('/')[0] ?? '');
  });
  for (const f of fields) {
    if (f in FIELD_ERRORS) return { name: FIELD_ERRORS[f as keyof typeof FIELD_ERRORS], detail: f };
  }
  return { name: 'VALIDATION', detail: fields.filter(Boolean).join(', ') || 'body' };
}

/** Request language, envelope for every error, JSON 404 for unknown API paths. */
export function registerEnvelope(app: FastifyInstance) {
  app.decorateRequest('lang', 'zh_CN');
  app.addHook('onRequest', async (request) => {
    request.lang = parseLanguage(request.headers['language'] ?? request.cookies?.language);
  });

  app.setErrorHandler((error: any, request, reply) => {
    const lang = request.lang ?? 'zh_CN';
    if (error instanceof AppError) return send(reply, lang, error.errorName, error.params);
    if (error.validation) {
      const { name, detail } = validationError(error.validation);
      return send(reply, lang, name, { detail });
    }
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(reply, lang, 'PAYLOAD_TOO_LARGE');
    if (error.statusCode === 429) return send(reply, lang, 'TOO_MANY_REQUESTS');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return send(reply, lang, 'BAD_REQUEST');
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, lang, 'INTERNAL');
  });
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request.lang ?? 'zh_CN', 'ROUTE_NOT_FOUND');
}

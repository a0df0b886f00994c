import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, TEXT_RULE, errorMessage, parseLanguage, type ErrorName, type Language } from '@acsc/shared';
import { AppError } from './errors.js';

/** Top-level fields of a route's input that answer their own error when invalid (the sign-in forms: FIELD_ERRORS). */
export type FieldErrors = Readonly<Partial<Record<string, ErrorName>>>;

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
  interface FastifyContextConfig {
    /**
     * Declared with the route's schema: an invalid field named here answers this error instead of
     * VALIDATION (a missing sign-in address: "Type your phone number or email"). Per route, so a postal
     * address on another form never answers a sign-in message.
     */
    fieldErrors?: FieldErrors;
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
  params?: { issue?: { path?: (string | number)[] }; params?: { rule?: string } };
  message?: string;
}

/** The field of a refused text, as the client named it: `title.km_KH`, `emails.0`. */
// Stryker disable next-line Regex,StringLiteral: equivalent, a validation issue's instancePath is always '' or starts with '/'
const fieldOf = (issue: ValidationIssue) =>
  (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';

/**
 * Maps a failed request schema to the most specific named error: text with forbidden characters first
 * (whatever the field), then a field the route declared its own message for (a missing sign-in
 * address), else VALIDATION.
 */
function validationError(
  issues: ValidationIssue[],
  fieldErrors: FieldErrors = {},
): { name: ErrorName; detail: string; params?: Record<string, string> } {
  // Stryker disable next-line OptionalChaining: equivalent, every issue the zod compiler and failValidation give has params
  const text = issues.find((i) => i.params?.params?.rule === TEXT_RULE);
  if (text) return { name: 'TEXT_INVALID', detail: fieldOf(text), params: { field: fieldOf(text) } };
  const fields = issues.map((i) => {
    // Stryker disable next-line OptionalChaining: equivalent, every issue the zod compiler and failValidation give has params
    const fromPath = i.params?.issue?.path?.[0];
    // Stryker disable next-line Regex,StringLiteral: equivalent, instancePath is always '' or starts with '/'
    return String(fromPath ?? (i.instancePath ?? '').replace(/^\//, '').split('/')[0] ?? '');
  });
  for (const f of fields) {
    const name = Object.hasOwn(fieldErrors, f) ? fieldErrors[f] : undefined;
    if (name) return { name, detail: f };
  }
  return { name: 'VALIDATION', detail: fields.filter(Boolean).join(', ') || 'body' };
}

/**
 * For a schema a route checks itself (an association page's content, whose shape depends on its kind):
 * the same named error a failed request schema gives, the fields named under `prefix`.
 */
export function failValidation(
  issues: { path: PropertyKey[]; params?: unknown }[],
  prefix: string,
  fieldErrors?: FieldErrors,
): never {
  const mapped = issues.map((i) => ({
    instancePath: `/${[prefix, ...i.path.map(String)].join('/')}`,
    params: { params: i.params as { rule?: string } },
  }));
  const { name, detail, params } = validationError(mapped, fieldErrors);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, only VALIDATION's message shows the detail (the others name their field in params)
  throw new AppError(name, { detail: name === 'VALIDATION' && mapped[0] ? fieldOf(mapped[0]) : detail, ...params });
}

/** Request language, envelope for every error, JSON 404 for unknown API paths. */
export function registerEnvelope(app: FastifyInstance) {
  // Stryker disable next-line StringLiteral: equivalent, the onRequest hook below sets the language of every request
  app.decorateRequest('lang', 'zh_CN');
  app.addHook('onRequest', async (request) => {
    request.lang = parseLanguage(request.headers['language'] ?? request.cookies?.language);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Stryker disable next-line StringLiteral: equivalent, request.lang is set by the onRequest hook (or decorateRequest's default)
    const lang = request.lang ?? 'zh_CN';
    if (error instanceof AppError) {
      // A throttle says when to come back (RFC 9110 Retry-After), so clients wait instead of hammering.
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return send(reply, lang, error.errorName, error.params);
    }
    if (error.validation) {
      // Stryker disable next-line OptionalChaining: equivalent, Fastify 5 always gives routeOptions.config
      const { name, detail, params } = validationError(error.validation, request.routeOptions?.config?.fieldErrors);
      return send(reply, lang, name, { detail, ...params });
    }
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return send(reply, lang, 'PAYLOAD_TOO_LARGE');
    if (error.statusCode === 429) return send(reply, lang, 'TOO_MANY_REQUESTS');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return send(reply, lang, 'BAD_REQUEST');
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, lang, 'INTERNAL');
  });
}

/**
 * Errors Fastify's router answers before any hook runs (a path that is not valid percent-encoding, a
 * path parameter past the length limit): the envelope too, in the Language header's language.
 */
export function frameworkError(_error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers['language'];
  return send(reply, parseLanguage(typeof header === 'string' ? header : undefined), 'BAD_REQUEST');
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  // Stryker disable next-line StringLiteral: equivalent, request.lang is set by the onRequest hook (or decorateRequest's default)
  return send(reply, request.lang ?? 'zh_CN', 'ROUTE_NOT_FOUND');
}

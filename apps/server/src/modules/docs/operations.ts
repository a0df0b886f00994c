import { ERRORS, ERROR_MESSAGES, type ErrorName } from '@acsc/shared';
import type { RouteOptions } from 'fastify';
import { accessOf, openApiPath, type Access, type RegisteredRoute } from '../../platform/route-table.js';
import { exampleOf, type JsonSchema } from './examples.js';

/* The OpenAPI document as @fastify/swagger makes it knows the routes' schemas and nothing else. What a
 * client also needs is added here from the route table: who may call (bearer security, roles), every
 * error the call can answer in the envelope, a body example, and the upload bodies no zod schema holds. */

/** Part of the OpenAPI document: free-form JSON this file walks and extends by path. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type OpenApiObject = Record<string, any>;
type Operation = OpenApiObject;

/**
 * The errors a route can answer: the ones its shape implies plus what it declares in `config.errors`.
 * Any call can fail on our side (500); a body or a query can be refused (400); a session is checked on
 * member and staff calls (401, code 90), roles on staff calls (403); a path names a thing that may not
 * exist (404); a body can be too large (413); an upload can find the disk full (503).
 */
export function routeErrors(route: RegisteredRoute): ErrorName[] {
  const { options } = route;
  const access = accessOf(options);
  const schema = (options.schema ?? {}) as Record<string, unknown>;
  const names = new Set<ErrorName>(['INTERNAL']);
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  if (hasBody || schema.body || schema.querystring || schema.params)
    names.add('VALIDATION').add('TEXT_INVALID').add('BAD_REQUEST');
  if (access.kind !== 'public') names.add('SESSION_INVALID');
  if (access.kind === 'staff') names.add('FORBIDDEN');
  if (/:\w+/.test(route.url)) names.add('NOT_FOUND');
  if (hasBody) names.add('PAYLOAD_TOO_LARGE');
  // An upload is stored: a full disk refuses it whole (platform/storage.ts, asStorageError).
  if (options.config?.upload) names.add('STORAGE_FULL');
  for (const name of options.config?.errors ?? []) names.add(name);
  for (const name of Object.values(options.config?.fieldErrors ?? {})) if (name) names.add(name);
  return [...names];
}

const envelopeOf = (codes: number[] | null, data: JsonSchema) => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: codes ? { type: 'integer', enum: codes } : { type: 'integer', description: '0 on success' },
    msg: {
      type: 'string',
      description: 'A message in the language of the Language header (zh_CN, km_KH, en_US; zh_CN by default)',
    },
    data,
  },
});

function errorResponses(names: ErrorName[]): Record<string, unknown> {
  const byStatus = new Map<number, ErrorName[]>();
  for (const name of names) byStatus.set(ERRORS[name].status, [...(byStatus.get(ERRORS[name].status) ?? []), name]);
  const out: Record<string, unknown> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const lines = list.map((n) => `code ${ERRORS[n].code} (${n}): ${ERROR_MESSAGES[n].en_US}`);
    if (status === 401)
      lines.push(
        'Code 90 means the token is missing, malformed, expired or revoked: clients sign the member out and show the login.',
      );
    out[String(status)] = {
      description: lines.join('\n'),
      content: {
        'application/json': {
          schema: envelopeOf(
            list.map((n) => ERRORS[n].code),
            { type: 'object', nullable: true, description: 'null' },
          ),
        },
      },
    };
  }
  return out;
}

const TUS_HEADERS = [
  { name: 'Tus-Resumable', in: 'header', required: true, schema: { type: 'string', enum: ['1.0.0'] } },
  {
    name: 'Upload-Length',
    in: 'header',
    required: false,
    description: 'POST: the size of the whole video in bytes',
    schema: { type: 'integer', minimum: 0 },
  },
  {
    name: 'Upload-Offset',
    in: 'header',
    required: false,
    description: 'PATCH: where this chunk starts',
    schema: { type: 'integer', minimum: 0 },
  },
  {
    name: 'Upload-Metadata',
    in: 'header',
    required: false,
    description: 'POST: `filename <base64>,filetype <base64>`',
    schema: { type: 'string' },
  },
];

function describeUpload(op: Operation, method: string, kind: 'multipart' | 'tus') {
  if (kind === 'multipart') {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary', description: 'One file' } },
          },
        },
      },
    };
    return;
  }
  op.description = `${op.description ? op.description + '\n\n' : ''}tus 1.0 resumable upload (https://tus.io/protocols/resumable-upload): POST creates an upload, PATCH appends bytes at Upload-Offset, HEAD reads the offset. Protocol errors are answered as tus specifies (plain text); role and session errors in the envelope; the PATCH that completes the upload answers the envelope with the media item.`;
  op.parameters = [...(op.parameters ?? []).filter((p: { in: string }) => p.in !== 'header'), ...TUS_HEADERS];
  if (method === 'patch')
    op.requestBody = {
      required: true,
      content: { 'application/offset+octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
}

function describeAccess(op: Operation, access: Access) {
  if (access.kind === 'public') {
    op.security = [];
    return;
  }
  op.security = [{ bearer: [] }];
  if (access.kind === 'staff') {
    op['x-roles'] = access.roles;
    op.description = `${op.description ? op.description + '\n\n' : ''}Staff call: the signed-in member must hold one of the roles ${access.roles.join(', ')}.`;
  }
}

/** Adds security, error responses, upload bodies and examples to every operation of the document. */
export function completeDocument(document: OpenApiObject, routes: RegisteredRoute[]) {
  const byKey = new Map(routes.map((r) => [`${r.method.toLowerCase()} ${openApiPath(r.url)}`, r]));
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      Envelope: envelopeOf(null, { description: 'The answer; null on errors', nullable: true }),
    },
  };
  for (const [path, item] of Object.entries<Record<string, Operation>>(document.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const route = byKey.get(`${method} ${path}`);
      if (!route) continue;
      const options: RouteOptions = route.options;
      describeAccess(op, accessOf(options));
      if (options.config?.upload) describeUpload(op, method, options.config.upload);
      const ok = op.responses?.['200'];
      const success = ok?.content
        ? ok
        : {
            description: 'Success: code 0',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
          };
      op.responses = { '200': success, ...errorResponses(routeErrors(route)) };
      const json = op.requestBody?.content?.['application/json'];
      if (json?.schema && json.example === undefined)
        json.example = exampleOf(json.schema, document.components.schemas);
    }
  }
  return document;
}

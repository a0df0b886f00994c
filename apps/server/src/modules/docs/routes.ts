import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_BASE } from '@acsc/shared';
import type { AppModule } from '../types.js';
import { completeDocument, type OpenApiObject } from './operations.js';

/**
 * The API as OpenAPI 3, made from the routes' zod schemas (the contracts in packages/shared):
 * GET /prod-api/docs and /prod-api/docs/openapi.json. Registered first, so every module's routes
 * are collected.
 */
export const docsModule: AppModule = {
  name: 'docs',
  async register(api) {
    await api.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'ACSC | CCYA API',
          description:
            'Member API of the ACSC | CCYA site. Every response is the envelope {code, msg, data}; code 0 is success, 90 is "session invalid" ' +
            '(HTTP 401: sign in again). Every other code is listed with the responses of the calls that can answer it; the HTTP status follows ' +
            'the code (400, 401, 403, 404, 409, 413, 415, 429, 500). Send the Language header (zh_CN, km_KH, en_US) for messages and content, ' +
            'and Authorization: Bearer <token> on member and staff calls (the operations with the bearer security requirement). ' +
            'Text fields refuse NUL, other control characters and lone surrogates (line breaks only in multi-line fields): code 1002. ' +
            'Query parameters a call does not list are ignored (a cache-buster such as _=<time> changes nothing). Bodies are JSON ' +
            '(Content-Type: application/json; multipart/form-data or tus on the upload calls): another type is refused with code 1000; ' +
            'a call that takes no input also accepts a POST with no body and no Content-Type.',
          version: '1',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
      // Read when the document is first asked for, after every route exists; swagger keeps the result.
      // jsonSchemaTransformObject adds the named zod schemas (OrgNode) as components the operations refer to.
      transformObject: (documentObject) =>
        completeDocument(jsonSchemaTransformObject(documentObject) as OpenApiObject, api.routeTable),
    });
    const document = (request: { server: { swagger(): unknown } }) => request.server.swagger();
    api.get('/docs', { schema: { hide: true } }, async (request) => document(request));
    api.get('/docs/openapi.json', { schema: { hide: true } }, async (request) => document(request));
  },
};

export const DOCS_PATH = `${API_BASE}/docs`;

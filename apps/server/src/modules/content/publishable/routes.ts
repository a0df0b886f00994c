import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { deletedId, idParam, pageOf, publishInput, replyOf, type AdminListQuery, type Role } from '@acsc/shared';
import type { AppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf, roles } from '../../../platform/staff.js';
import {
  contentDetail,
  createContent,
  deleteContent,
  listContent,
  publishContent,
  unpublishContent,
  updateContent,
  type PublishableDef,
  type PublishableRow,
} from './service.js';

export interface PublishablePaths {
  list: string;
  detail: string;
  create: string;
  update: string;
  publish: string;
  unpublish: string;
  remove: string;
}

/** The seven staff calls of one kind of publishable content, registered in the guarded staff scope. */
export function registerPublishableRoutes<Row extends PublishableRow, Input, Query extends AdminListQuery>(
  scope: FastifyInstance,
  ctx: AppContext,
  def: PublishableDef<Row, Input, Query>,
  paths: PublishablePaths,
  schemas: { input: z.ZodType<Input>; list: z.ZodType<Query>; item: z.ZodType },
  allowed: readonly Role[],
) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const guard = roles(allowed);
  const item = replyOf(schemas.item);
  const writeErrors = def.writeErrors ? { config: { ...guard.config, errors: def.writeErrors } } : {};
  api.get(
    paths.list,
    { ...guard, schema: { querystring: schemas.list, response: replyOf(pageOf(schemas.item)) } },
    async (request) => ok(request, await listContent(db, def, request.query as Query, ctx.now())),
  );
  api.get(paths.detail, { ...guard, schema: { params: idParam, response: item } }, async (request) =>
    ok(request, await contentDetail(db, def, request.params.id, ctx.now())),
  );
  api.post(
    paths.create,
    { ...guard, ...writeErrors, schema: { body: schemas.input, response: item } },
    async (request) => ok(request, await createContent(db, def, request.body as Input, actorOf(request), ctx.now())),
  );
  api.post(
    paths.update,
    {
      ...guard,
      schema: { params: idParam, body: schemas.input, response: item },
      ...writeErrors,
    },
    async (request) =>
      ok(
        request,
        await updateContent(db, def, request.params.id, request.body as Input, actorOf(request), ctx.now(), ctx.config),
      ),
  );
  api.post(
    paths.publish,
    {
      ...guard,
      schema: { params: idParam, body: publishInput.optional(), response: item },
      ...writeErrors,
    },
    async (request) =>
      ok(
        request,
        await publishContent(db, def, request.params.id, request.body ?? {}, actorOf(request), ctx.now(), ctx.config),
      ),
  );
  api.post(paths.unpublish, { ...guard, schema: { params: idParam, response: item } }, async (request) =>
    ok(request, await unpublishContent(db, def, request.params.id, actorOf(request), ctx.now())),
  );
  api.post(paths.remove, { ...guard, schema: { params: idParam, response: replyOf(deletedId) } }, async (request) =>
    ok(request, await deleteContent(db, def, request.params.id, actorOf(request), ctx.now())),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  adminArticle,
  adminArticleQuery,
  adminChannel,
  adminListQuery,
  articleInput,
  channelInput,
  deletedId,
  idParam,
  pageOf,
  replyOf,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { actorOf, CONTENT_ROLES, roles } from '../../platform/staff.js';
import { registerPublishableRoutes } from '../content/publishable/routes.js';
import { channelDetail, createChannel, deleteChannel, listChannels, updateChannel } from './staff-channels.js';
import { articleDef } from './staff-content.js';

/** The news staff calls (/prod-api/admin/news/...): articles and channels. Editors and admins. */
export function registerNewsStaff(scope: FastifyInstance, ctx: AppContext) {
  registerPublishableRoutes(
    scope,
    ctx,
    articleDef,
    ADMIN_API.article,
    { input: articleInput, list: adminArticleQuery, item: adminArticle },
    CONTENT_ROLES,
  );

  const api = scope.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const guard = roles(CONTENT_ROLES);
  const p = ADMIN_API.channel;
  const channel = replyOf(adminChannel);
  api.get(
    p.list,
    { ...guard, schema: { querystring: adminListQuery, response: replyOf(pageOf(adminChannel)) } },
    async (request) => ok(request, await listChannels(db, request.query)),
  );
  api.get(p.detail, { ...guard, schema: { params: idParam, response: channel } }, async (request) =>
    ok(request, await channelDetail(db, request.params.id)),
  );
  api.post(
    p.create,
    { config: { ...guard.config, errors: ['CODE_TAKEN'] }, schema: { body: channelInput, response: channel } },
    async (request) => ok(request, await createChannel(db, request.body, actorOf(request), ctx.now())),
  );
  api.post(
    p.update,
    {
      config: { ...guard.config, errors: ['CODE_TAKEN'] },
      schema: { params: idParam, body: channelInput, response: channel },
    },
    async (request) =>
      ok(request, await updateChannel(db, request.params.id, request.body, actorOf(request), ctx.now())),
  );
  api.post(
    p.remove,
    {
      config: { ...guard.config, errors: ['CHANNEL_NOT_EMPTY'] },
      schema: { params: idParam, response: replyOf(deletedId) },
    },
    async (request) => ok(request, await deleteChannel(db, request.params.id, actorOf(request), ctx.now())),
  );
}

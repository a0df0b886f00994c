import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_SUPPORT_API,
  LIMITS,
  MEMBER_UPLOAD_LIMITS,
  adminSupportAssignBody,
  adminSupportBlockBody,
  adminSupportConversation,
  adminSupportListQuery,
  adminSupportPage,
  adminSupportReadBody,
  adminSupportReplyBody,
  adminSupportStateBody,
  adminSupportStats,
  adminSupportStatsQuery,
  replyOf,
  SUPPORT_ROLES,
  supportAgent,
  supportCanned,
  supportCannedDeleteBody,
  supportCannedList,
  supportCannedSaveBody,
  supportIdParams,
  supportListQuery,
  supportMessage,
  supportMessagePage,
  supportOk,
  supportSettings,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { receiveFile } from '../../platform/upload.js';
import { checkImage, reencodeImage } from '../media/service.js';
import { actorOf, roles } from '../../platform/staff.js';
import { markPresent } from './hours.js';
import * as staff from './staff.js';

const IMAGE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);
const IMAGE_SIDE = MEMBER_UPLOAD_LIMITS.privateImageSideMax;

/** The staff's support calls (support and admin roles). */
export function registerSupportStaff(scope: FastifyInstance, ctx: AppContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const P = ADMIN_SUPPORT_API;
  const guard = roles(SUPPORT_ROLES);
  const cfg = (
    errors: (
      'SUPPORT_NOT_FOUND' | 'NOT_FOUND' | 'SUPPORT_ASSIGNEE_INVALID' | 'SUPPORT_HOURS_INVALID' | 'VALIDATION'
    )[] = [],
  ) => ({
    config: { ...guard.config, errors },
  });
  const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);
  const me = (request: FastifyRequest) => ({ id: request.member!.id, nickname: request.member!.nickname });

  api.get(
    P.conversations,
    { ...cfg(), schema: { querystring: adminSupportListQuery, response: replyOf(adminSupportPage) } },
    async (request) => ok(request, await staff.listConversations(ctx, request.member!.id, request.query, request.lang)),
  );
  api.get(
    P.conversation,
    { ...cfg(['SUPPORT_NOT_FOUND']), schema: { params: supportIdParams, response: replyOf(adminSupportConversation) } },
    async (request) => ok(request, await staff.detail(ctx, idOf(request), request.lang)),
  );
  api.get(
    P.messages,
    {
      ...cfg(['SUPPORT_NOT_FOUND']),
      schema: { params: supportIdParams, querystring: supportListQuery, response: replyOf(supportMessagePage) },
    },
    async (request) => ok(request, await staff.messages(ctx, idOf(request), request.query)),
  );
  api.post(
    P.reply,
    {
      ...cfg(['SUPPORT_NOT_FOUND']),
      schema: { params: supportIdParams, body: adminSupportReplyBody, response: replyOf(supportMessage) },
    },
    async (request) => ok(request, await staff.reply(ctx, me(request), idOf(request), request.body)),
  );
  // An image answer, through the media pipeline as a visitor's (type by its bytes, pixels, re-encoded without
  // metadata): the staff scope's multipart parser (modules/media) reads it.
  api.post(
    P.replyImage,
    {
      config: {
        ...guard.config,
        upload: 'multipart',
        errors: [
          'SUPPORT_NOT_FOUND',
          'FILE_REQUIRED',
          'MEDIA_TOO_LARGE',
          'MEDIA_TYPE_UNSUPPORTED',
          'IMAGE_TOO_MANY_PIXELS',
          'IMAGE_UNREADABLE',
        ],
      },
      schema: { params: supportIdParams, response: replyOf(supportMessage) },
    },
    async (request) => {
      const { data } = await receiveFile(request, LIMITS.imageBytesMax, 'MEDIA_TOO_LARGE');
      const checked = await checkImage(data, 'member', { types: IMAGE_TYPES, largest: IMAGE_SIDE, fit: 'inside' });
      const stored = await reencodeImage(data, checked, IMAGE_SIDE);
      return ok(request, await staff.replyImage(ctx, me(request), idOf(request), { data: stored, mime: checked.mime }));
    },
  );
  api.post(
    P.assign,
    {
      ...cfg(['SUPPORT_NOT_FOUND', 'SUPPORT_ASSIGNEE_INVALID']),
      schema: { params: supportIdParams, body: adminSupportAssignBody, response: replyOf(supportOk) },
    },
    async (request) => ok(request, await staff.assign(ctx, actorOf(request), idOf(request), request.body.assigneeId)),
  );
  api.post(
    P.state,
    {
      ...cfg(['SUPPORT_NOT_FOUND']),
      schema: { params: supportIdParams, body: adminSupportStateBody, response: replyOf(supportOk) },
    },
    async (request) =>
      ok(request, await staff.setState(ctx, idOf(request), request.body.state, request.body.snoozeHours)),
  );
  api.post(
    P.read,
    {
      ...cfg(['SUPPORT_NOT_FOUND']),
      schema: { params: supportIdParams, body: adminSupportReadBody, response: replyOf(supportOk) },
    },
    async (request) => ok(request, await staff.read(ctx, idOf(request), request.body.upTo)),
  );
  api.post(
    P.typing,
    { ...cfg(['SUPPORT_NOT_FOUND']), schema: { params: supportIdParams, response: replyOf(supportOk) } },
    async (request) => ok(request, await staff.typing(ctx, idOf(request))),
  );
  api.post(
    P.block,
    {
      ...cfg(['SUPPORT_NOT_FOUND']),
      schema: { params: supportIdParams, body: adminSupportBlockBody, response: replyOf(supportOk) },
    },
    async (request) => ok(request, await staff.block(ctx, actorOf(request), idOf(request), request.body.blocked)),
  );
  api.get(
    P.image,
    {
      ...cfg(['NOT_FOUND']),
      schema: {
        params: supportIdParams,
        description: 'Success answers the image itself (its own Content-Type, private, no-store), not the envelope.',
      },
    },
    async (request, reply) => {
      const out = await staff.staffImage(ctx, idOf(request));
      reply.header('content-type', out.mime);
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(out.body);
    },
  );
  api.get(
    P.agents,
    { ...cfg(), schema: { response: replyOf(z.object({ list: z.array(supportAgent) })) } },
    async (request) => ok(request, { list: await staff.agents(ctx) }),
  );
  api.post(P.presence, { ...cfg(), schema: { response: replyOf(supportOk) } }, async (request) => {
    await markPresent(ctx);
    return ok(request, { ok: true });
  });
  api.get(P.canned, { ...cfg(), schema: { response: replyOf(supportCannedList) } }, async (request) =>
    ok(request, await staff.cannedList(ctx)),
  );
  api.post(
    P.cannedSave,
    { ...cfg(['NOT_FOUND', 'VALIDATION']), schema: { body: supportCannedSaveBody, response: replyOf(supportCanned) } },
    async (request) => ok(request, await staff.cannedSave(ctx, request.body)),
  );
  api.post(
    P.cannedDelete,
    { ...cfg(['NOT_FOUND']), schema: { body: supportCannedDeleteBody, response: replyOf(supportOk) } },
    async (request) => ok(request, await staff.cannedDelete(ctx, request.body.id)),
  );
  api.get(P.settings, { ...cfg(), schema: { response: replyOf(supportSettings) } }, async (request) =>
    ok(request, await staff.settings(ctx)),
  );
  api.post(
    P.settingsSave,
    { ...cfg(['SUPPORT_HOURS_INVALID']), schema: { body: supportSettings, response: replyOf(supportSettings) } },
    async (request) => ok(request, await staff.saveSettings(ctx, actorOf(request), request.body)),
  );
  api.get(
    P.stats,
    { ...cfg(), schema: { querystring: adminSupportStatsQuery, response: replyOf(adminSupportStats) } },
    async (request) => ok(request, await staff.stats(ctx, request.query.days)),
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  LIMITS,
  MEMBER_UPLOAD_LIMITS,
  replyOf,
  SUPPORT_API,
  SUPPORT_ROLES,
  supportContactBody,
  supportConversation,
  supportCurrent,
  supportIdParams,
  supportListQuery,
  supportMessagePage,
  supportOk,
  supportReadBody,
  supportSendBody,
  supportSent,
  type ErrorName,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { optionalMember } from '../../platform/auth.js';
import { clientMeta } from '../../platform/client-meta.js';
import { receiveFile } from '../../platform/upload.js';
import { checkImage, reencodeImage } from '../media/service.js';
import type { AppModule } from '../types.js';
import { STAFF_CHANNEL } from './hours.js';
import { SUPPORT_REPLY } from './notifications.js';
import * as repo from './repo.js';
import {
  checkAllowed,
  contact,
  current,
  eraseSupport,
  exportSupport,
  image,
  listPage,
  read,
  send,
  sendImage,
  staffTyping,
  typing,
  visitorTyping,
  type Caller,
} from './service.js';
import { registerSupportStaff } from './staff-routes.js';
import { registerSupportJobs } from './jobs.js';

/**
 * The live support chat (issue 33): visitors (by Device-Id) and members write to the associations' staff
 * from the chat window on every page; the staff answer from the console's inbox (staff-routes.ts). Live
 * over the platform's socket: each conversation has its channel (`support:<key>`, the key given only to
 * its visitor), the staff share `supportstaff`.
 */
export const supportModule: AppModule = {
  name: 'support',
  notifications: [SUPPORT_REPLY],
  register: registerSupportRoutes,
  registerStaff: registerSupportStaff,
  registerJobs: registerSupportJobs,
  exportMemberData: (ctx, memberId) => exportSupport(ctx, memberId),
  eraseMemberData: (ctx, memberId, tx) => eraseSupport(ctx, memberId, tx),
};

const isStaff = (roles: readonly string[]) => roles.some((r) => (SUPPORT_ROLES as readonly string[]).includes(r));
const privateRead = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

const callerOf = (request: FastifyRequest): Caller => {
  const meta = clientMeta(request);
  return { member: request.member, deviceId: meta.deviceId, ip: meta.ip, lang: request.lang };
};

const SEND_ERRORS: ErrorName[] = ['SUPPORT_DEVICE_REQUIRED', 'SUPPORT_BLOCKED', 'SUPPORT_LIMITED'];
const IMAGE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);
const IMAGE_SIDE = MEMBER_UPLOAD_LIMITS.privateImageSideMax;

export async function registerSupportRoutes(app: FastifyInstance, ctx: AppContext) {
  ctx.live.registerChannel('support', {
    visitors: true,
    // The key is the visitor's secret (from conversation/current); the staff may join any.
    allow: async (_member, channel) =>
      Boolean(await repo.byChannelKey(ctx.database.db, channel.slice('support:'.length))),
    // Typing over the socket (the HTTP calls stay for older pages): an agent's shows to the visitor, the visitor's to the staff.
    typing: async (member, channel) => {
      const c = await repo.byChannelKey(ctx.database.db, channel.slice('support:'.length));
      if (!c) return;
      if (member && isStaff(member.roles)) await staffTyping(ctx, c);
      else await visitorTyping(ctx, c);
    },
  });
  ctx.live.registerChannel(STAFF_CHANNEL, {
    visitors: false,
    allow: (member) => Boolean(member && isStaff(member.roles)),
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const P = SUPPORT_API;

  api.get(
    P.current,
    {
      onRequest: optionalMember,
      schema: { response: replyOf(supportCurrent) },
      config: { errors: ['SUPPORT_DEVICE_REQUIRED'] },
    },
    async (request, reply) => {
      privateRead(reply);
      return ok(request, await current(ctx, callerOf(request)));
    },
  );

  api.post(
    P.send,
    {
      onRequest: optionalMember,
      schema: { body: supportSendBody, response: replyOf(supportSent) },
      config: { errors: SEND_ERRORS },
    },
    async (request) => ok(request, await send(ctx, callerOf(request), request.body)),
  );

  api.post(
    P.contact,
    {
      onRequest: optionalMember,
      schema: { body: supportContactBody, response: replyOf(supportConversation) },
      config: { errors: ['SUPPORT_DEVICE_REQUIRED', 'SUPPORT_NOT_FOUND', 'SUPPORT_CONTACT_INVALID'] },
    },
    async (request) => ok(request, await contact(ctx, callerOf(request), request.body)),
  );

  api.get(
    P.listPage,
    {
      onRequest: optionalMember,
      schema: { querystring: supportListQuery, response: replyOf(supportMessagePage) },
      config: { errors: ['SUPPORT_DEVICE_REQUIRED'] },
    },
    async (request, reply) => {
      privateRead(reply);
      return ok(request, await listPage(ctx, callerOf(request), request.query));
    },
  );

  api.post(
    P.read,
    {
      onRequest: optionalMember,
      schema: { body: supportReadBody, response: replyOf(supportOk) },
      config: { errors: ['SUPPORT_DEVICE_REQUIRED', 'SUPPORT_NOT_FOUND'] },
    },
    async (request) => ok(request, await read(ctx, callerOf(request), request.body)),
  );

  api.post(
    P.typing,
    {
      onRequest: optionalMember,
      schema: { response: replyOf(supportOk) },
      config: { errors: ['SUPPORT_DEVICE_REQUIRED', 'SUPPORT_NOT_FOUND'] },
    },
    async (request) => ok(request, await typing(ctx, callerOf(request))),
  );

  api.get(
    P.image,
    {
      onRequest: optionalMember,
      schema: {
        params: supportIdParams,
        description: 'Success answers the image itself (its own Content-Type, private, no-store), not the envelope.',
      },
      config: { errors: ['SUPPORT_DEVICE_REQUIRED', 'SUPPORT_NOT_FOUND', 'NOT_FOUND'] },
    },
    async (request, reply) => {
      const out = await image(ctx, callerOf(request), Number(request.params.id));
      reply.header('content-type', out.mime);
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(out.body);
    },
  );

  // The image message, in its own scope: the multipart parser serves this call only.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: LIMITS.imageBytesMax + 1, files: 1, fields: 2, parts: 3 },
      throwFileSizeLimit: false,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      P.sendImage,
      {
        onRequest: optionalMember,
        schema: { response: replyOf(supportSent) },
        config: {
          upload: 'multipart',
          errors: [
            ...SEND_ERRORS,
            'FILE_REQUIRED',
            'MEDIA_TOO_LARGE',
            'MEDIA_TYPE_UNSUPPORTED',
            'IMAGE_TOO_MANY_PIXELS',
            'IMAGE_UNREADABLE',
          ],
        },
      },
      async (request) => {
        const who = callerOf(request);
        // Limits and blocks first: a refused sender's upload is not even read.
        await checkAllowed(ctx, who);
        const { data } = await receiveFile(request, LIMITS.imageBytesMax, 'MEDIA_TOO_LARGE');
        // The media pipeline's checks (type by its bytes, pixels), then re-encoded upright without metadata.
        const checked = await checkImage(data, 'member', { types: IMAGE_TYPES, largest: IMAGE_SIDE, fit: 'inside' });
        const stored = await reencodeImage(data, checked, IMAGE_SIDE);
        return ok(request, await sendImage(ctx, who, { data: stored, mime: checked.mime }));
      },
    );
  });
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationListQuery,
  conversationPage,
  messageImageParams,
  messageItem,
  messageListQuery,
  messagePage,
  messageReadBody,
  messageSendBody,
  messageUnread,
  replyOf,
  MESSAGES_API,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { readerLanguage, requireMember } from '../../platform/auth.js';
import { actorOf } from '../../platform/staff.js';
import type { AppModule } from '../types.js';
import { registerUnreadNotice } from './jobs.js';
import { MESSAGE_UNREAD } from './notifications.js';
import { messageKind } from './reportable.js';
import * as repo from './repo.js';
import { exportMessages, listConversations, listMessages, messageImage, read, send, unread } from './service.js';

/**
 * Private messages between members (issue 11): one conversation per pair, text or a private image, read
 * marks, the unread badge, live delivery; a message left unread becomes a notification (jobs.ts).
 * Members report messages and moderators decide on them through moderation's registry (reportable.ts).
 */
export const messagesModule: AppModule = {
  name: 'messages',
  dataName: 'exchangeSocial',
  notifications: [MESSAGE_UNREAD],
  register: registerMessageRoutes,
  registerJobs: registerUnreadNotice,
  reportable: (ctx) => [messageKind(ctx)],
  exportMemberData: (ctx, memberId) => exportMessages(ctx, memberId).then((messages) => ({ messages })),
  async eraseMemberData(_ctx, memberId, tx) {
    await repo.deleteSentBy(tx, memberId);
  },
};

const privateRead = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');
const P = MESSAGES_API;

/** The private message calls (member only). */
export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    P.conversations,
    { onRequest: requireMember, schema: { querystring: conversationListQuery, response: replyOf(conversationPage) } },
    async (request, reply) => {
      privateRead(reply);
      return ok(request, await listConversations(ctx, request.member!.id, request.query, readerLanguage(request)));
    },
  );

  api.get(
    P.list,
    {
      onRequest: requireMember,
      schema: { querystring: messageListQuery, response: replyOf(messagePage) },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      privateRead(reply);
      return ok(request, await listMessages(ctx, request.member!, request.query, readerLanguage(request)));
    },
  );

  api.post(
    P.send,
    {
      onRequest: requireMember,
      schema: { body: messageSendBody, response: replyOf(messageItem) },
      config: {
        writeLimit: 'message',
        errors: ['NOT_FOUND', 'MESSAGE_NOT_ALLOWED', 'MESSAGE_IMAGE_INVALID', 'BLOCKED', 'MEMBER_SUSPENDED'],
      },
    },
    async (request) => ok(request, await send(ctx, request.member!, request.body, readerLanguage(request))),
  );

  api.post(
    P.read,
    {
      onRequest: requireMember,
      schema: { body: messageReadBody, response: replyOf(messageUnread) },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request) => ok(request, await read(ctx, request.member!, request.body)),
  );

  api.get(
    P.unread,
    { onRequest: requireMember, schema: { response: replyOf(messageUnread) } },
    async (request, reply) => {
      privateRead(reply);
      return ok(request, { unread: await unread(ctx, request.member!.id) });
    },
  );

  api.get(
    P.image,
    {
      onRequest: requireMember,
      schema: {
        params: messageImageParams,
        description: 'Success answers the image itself (its own Content-Type, private, no-store), not the envelope.',
      },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      const image = await messageImage(ctx, request.member!, Number(request.params.id), actorOf(request));
      reply.header('content-type', image.mime);
      reply.header('content-length', image.bytes);
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(image.body);
    },
  );
}

import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  notificationListQuery,
  notificationPage,
  notificationPreferenceBody,
  notificationPreferences,
  notificationReadBody,
  replyOf,
  unreadCount,
} from '@acsc/shared';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';
import { readerLanguage, requireMember } from '../../platform/auth.js';
import {
  LIVE_TYPE,
  emailJob,
  listNotifications,
  markAllRead,
  markRead,
  preferencesOf,
  liveRenderer,
  unreadOf,
  updatePreference,
} from './service.js';

/** A member's own reads are never kept by a browser or proxy for someone else. */
const privateRead = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** The member's notifications: list, unread count, mark read, preferences; emails as a job; live rendering. */
export const notificationsModule: AppModule = {
  name: 'notifications',
  register(app, ctx) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    ctx.live.registerRenderer(LIVE_TYPE, liveRenderer(ctx.notificationTypes));

    api.get(
      API.notificationList,
      { onRequest: requireMember, schema: { querystring: notificationListQuery, response: replyOf(notificationPage) } },
      async (request, reply) => {
        privateRead(reply);
        return ok(request, await listNotifications(ctx, request.member!.id, request.query, readerLanguage(request)));
      },
    );

    api.get(
      API.notificationUnread,
      { onRequest: requireMember, schema: { response: replyOf(unreadCount) } },
      async (request, reply) => {
        privateRead(reply);
        return ok(request, { unread: await unreadOf(ctx, request.member!.id) });
      },
    );

    api.post(
      API.notificationRead,
      {
        onRequest: requireMember,
        schema: { body: notificationReadBody, response: replyOf(unreadCount) },
        config: { errors: ['NOT_FOUND'] },
      },
      async (request) => ok(request, { unread: await markRead(ctx, request.member!.id, request.body.id) }),
    );

    api.post(
      API.notificationReadAll,
      { onRequest: requireMember, schema: { response: replyOf(unreadCount) } },
      async (request) => ok(request, { unread: await markAllRead(ctx, request.member!.id) }),
    );

    api.get(
      API.notificationPreferences,
      { onRequest: requireMember, schema: { response: replyOf(notificationPreferences) } },
      async (request, reply) => {
        privateRead(reply);
        return ok(request, { list: await preferencesOf(ctx, request.member!.id, readerLanguage(request)) });
      },
    );

    api.post(
      API.notificationPreferenceUpdate,
      {
        onRequest: requireMember,
        schema: { body: notificationPreferenceBody, response: replyOf(notificationPreferences) },
      },
      async (request) =>
        ok(request, { list: await updatePreference(ctx, request.member!.id, request.body, readerLanguage(request)) }),
    );
  },
  registerJobs(jobs, ctx) {
    jobs.register(emailJob(ctx));
  },
};

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  ADMIN_ROLES,
  moderationDecisionBody,
  moderationQueue,
  moderationQueueQuery,
  moderationSuspendBody,
  moderationSuspendResult,
  replyOf,
  reportBody,
  reportResult,
  watchedWordBody,
  watchedWordDeleteBody,
  watchedWordList,
  EXCHANGE_SOCIAL_API,
} from '@acsc/shared';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { readerLanguage, requireMember } from '../../../platform/auth.js';
import { actorOf, roles } from '../../../platform/staff.js';
import { addWord, decide, deleteWord, presentWord, queue, suspend } from './queue.js';
import { listWords, report } from './reports.js';
import { MODERATION_ROLES } from './roles.js';

/** POST report (members). */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    EXCHANGE_SOCIAL_API.report,
    { onRequest: requireMember, schema: { body: reportBody, response: replyOf(reportResult) }, config: { writeLimit: 'write', errors: ['NOT_FOUND', 'REPORT_DUPLICATE', 'REPORT_OWN_ITEM'] } },
    async (request) => ok(request, await report(ctx, request.member!, request.body)),
  );
}

/** The moderators' calls, in the guarded staff scope. */
export function registerModerationStaff(scope: FastifyInstance, ctx: AppContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const M = ADMIN_API.moderation;
  api.get(M.queue, { ...roles(MODERATION_ROLES), schema: { querystring: moderationQueueQuery, response: replyOf(moderationQueue) } }, async (request) =>
    ok(request, await queue(ctx, request.query, readerLanguage(request))),
  );
  api.post(
    M.decide,
    { ...roles(MODERATION_ROLES), schema: { body: moderationDecisionBody, response: replyOf(z.object({ status: z.string() })) }, config: { roles: [...MODERATION_ROLES], errors: ['NOT_FOUND', 'BAD_REQUEST'] } },
    async (request) => ok(request, await decide(ctx, actorOf(request), request.body)),
  );
  api.post(
    M.suspend,
    { ...roles(MODERATION_ROLES), schema: { body: moderationSuspendBody, response: replyOf(moderationSuspendResult) }, config: { roles: [...MODERATION_ROLES], errors: ['NOT_FOUND'] } },
    async (request) => ok(request, await suspend(ctx, actorOf(request), request.body)),
  );
  api.get(M.words, { ...roles(ADMIN_ROLES), schema: { response: replyOf(watchedWordList) } }, async (request) => ok(request, { list: (await listWords(ctx.database.db)).map(presentWord) }));
  api.post(M.wordAdd, { ...roles(ADMIN_ROLES), schema: { body: watchedWordBody, response: replyOf(watchedWordList) } }, async (request) => {
    await addWord(ctx, actorOf(request), request.body.word);
    return ok(request, { list: (await listWords(ctx.database.db)).map(presentWord) });
  });
  api.post(
    M.wordDelete,
    { ...roles(ADMIN_ROLES), schema: { body: watchedWordDeleteBody, response: replyOf(watchedWordList) }, config: { roles: [...ADMIN_ROLES], errors: ['NOT_FOUND'] } },
    async (request) => {
      await deleteWord(ctx, actorOf(request), request.body.id);
      return ok(request, { list: (await listWords(ctx.database.db)).map(presentWord) });
    },
  );
}

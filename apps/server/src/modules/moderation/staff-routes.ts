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
  watchedWordBody,
  watchedWordDeleteBody,
  watchedWordList,
} from '@acsc/shared';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { readerLanguage } from '../../platform/auth.js';
import { actorOf, roles } from '../../platform/staff.js';
import type { AppRegistry } from '../types.js';
import { kindsOf } from './kinds.js';
import { MODERATION_ROLES } from './policy.js';
import { presentWord } from './presenter.js';
import { decide, queue, suspend } from './queue.js';
import { addWord, deleteWord, listWords } from './words.js';

/** The moderators' calls, in the guarded staff scope: the queue, decisions, suspensions; the admins' watched words. */
export function registerModerationStaff(scope: FastifyInstance, ctx: AppContext, registry: AppRegistry) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const kinds = kindsOf(registry.reportable);
  const M = ADMIN_API.moderation;
  api.get(
    M.queue,
    { ...roles(MODERATION_ROLES), schema: { querystring: moderationQueueQuery, response: replyOf(moderationQueue) } },
    async (request) => ok(request, await queue(ctx, kinds, request.query, readerLanguage(request))),
  );
  api.post(
    M.decide,
    {
      ...roles(MODERATION_ROLES),
      schema: { body: moderationDecisionBody, response: replyOf(z.object({ status: z.string() })) },
      config: { roles: [...MODERATION_ROLES], errors: ['NOT_FOUND', 'BAD_REQUEST'] },
    },
    async (request) => ok(request, await decide(ctx, kinds, actorOf(request), request.body)),
  );
  api.post(
    M.suspend,
    {
      ...roles(MODERATION_ROLES),
      schema: { body: moderationSuspendBody, response: replyOf(moderationSuspendResult) },
      config: { roles: [...MODERATION_ROLES], errors: ['NOT_FOUND'] },
    },
    async (request) => ok(request, await suspend(ctx, actorOf(request), request.body)),
  );
  api.get(M.words, { ...roles(ADMIN_ROLES), schema: { response: replyOf(watchedWordList) } }, async (request) =>
    ok(request, { list: (await listWords(ctx.database.db)).map(presentWord) }),
  );
  api.post(
    M.wordAdd,
    { ...roles(ADMIN_ROLES), schema: { body: watchedWordBody, response: replyOf(watchedWordList) } },
    async (request) => {
      await addWord(ctx, actorOf(request), request.body.word);
      return ok(request, { list: (await listWords(ctx.database.db)).map(presentWord) });
    },
  );
  api.post(
    M.wordDelete,
    {
      ...roles(ADMIN_ROLES),
      schema: { body: watchedWordDeleteBody, response: replyOf(watchedWordList) },
      config: { roles: [...ADMIN_ROLES], errors: ['NOT_FOUND'] },
    },
    async (request) => {
      await deleteWord(ctx, actorOf(request), request.body.id);
      return ok(request, { list: (await listWords(ctx.database.db)).map(presentWord) });
    },
  );
}

import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, memberPublicProfile, memberPublicQuery, replyOf } from '@acsc/shared';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';
import { publicProfile } from './service.js';

/** Members as others see them: the public page of one member (the card's link). */
export const memberModule: AppModule = {
  name: 'member',
  register(app, ctx) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(API.memberPublic, { schema: { querystring: memberPublicQuery, response: replyOf(memberPublicProfile) }, config: { errors: ['NOT_FOUND'] } }, async (request, reply) => {
      // Revalidated each time: a changed avatar or a closed account shows at once.
      reply.header('cache-control', 'no-cache');
      return ok(request, await publicProfile(ctx.database.db, request.query.id));
    });
  },
};

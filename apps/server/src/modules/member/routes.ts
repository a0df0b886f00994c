import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, memberPublicProfile, memberPublicQuery, replyOf } from '@acsc/shared';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';
import { optionalMember } from '../../platform/auth.js';
import { publicProfile } from './service.js';

/** Members as others see them: the public page of one member (the card's link). */
export const memberModule: AppModule = {
  name: 'member',
  register(app, ctx) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      API.memberPublic,
      {
        schema: { querystring: memberPublicQuery, response: replyOf(memberPublicProfile) },
        onRequest: optionalMember,
        config: { errors: ['NOT_FOUND', 'PROFILE_PRIVATE'] },
      },
      async (request, reply) => {
        // Who asks decides what is answered (the member's privacy choice), so no shared cache keeps it;
        // revalidated each time: a changed avatar or a closed account shows at once.
        reply.header('cache-control', 'private, no-cache');
        return ok(request, await publicProfile(ctx, request.member, request.query.id));
      },
    );
  },
};

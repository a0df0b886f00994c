import { z } from 'zod';
import { replyOf } from '@acsc/shared';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';

/**
 * GET /prod-api/bench/bare: a JSON answer in the envelope that touches no database, the baseline that
 * `npm run bench` compares the real reads with. Absent in production.
 */
export const benchModule: AppModule = {
  name: 'bench',
  register(api, ctx) {
    if (ctx.config.env === 'production') return;
    api.get(
      '/bench/bare',
      { schema: { hide: true, response: replyOf(z.object({ status: z.literal('ok') })) } },
      async (request) => ok(request, { status: 'ok' }),
    );
  },
};

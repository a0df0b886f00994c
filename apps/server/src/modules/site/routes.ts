import { z } from 'zod';
import {
  API,
  countryCodeItem,
  devClockAnswer,
  devClockBody,
  outboxEntry,
  replyOf,
  siteSettings,
  wireData,
} from '@acsc/shared';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';
import { countryCodeOptions, siteSettingsFor } from './service.js';
import { pageRead } from '../../platform/page-reads.js';

export const siteModule: AppModule = {
  name: 'site',
  pages: (ctx) => ({
    reads: { siteSettings: async (lang) => wireData(siteSettings, await siteSettingsFor(ctx.database.db, lang)) },
    api: {
      [API.siteSettings]: pageRead({ response: siteSettings }, ({ lang }) => siteSettingsFor(ctx.database.db, lang)),
      // The phone number's country codes (the registration page's form, /register).
      [API.countryCodes]: pageRead({ response: z.array(countryCodeItem) }, ({ lang }) =>
        countryCodeOptions(ctx.database.db, lang),
      ),
    },
  }),
  register(api, ctx) {
    const db = ctx.database.db;
    // POST as the spec's clients call it; GET too so browsers and CDNs can cache it.
    api.route({
      method: ['GET', 'POST'],
      url: API.countryCodes,
      schema: { response: replyOf(z.array(countryCodeItem)) },
      handler: async (request) => ok(request, await countryCodeOptions(db, request.lang)),
    });

    api.get(API.siteSettings, { schema: { response: replyOf(siteSettings) } }, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      reply.header('vary', 'Language');
      return ok(request, await siteSettingsFor(db, request.lang));
    });

    const outbox = ctx.delivery.outbox;
    if (outbox) {
      api.get(API.devOutbox, { schema: { response: replyOf(z.array(outboxEntry)) } }, async (request) =>
        ok(request, outbox.entries),
      );
    }
    const clock = ctx.devClock;
    if (clock) {
      api.post(API.devClock, { schema: { body: devClockBody, response: replyOf(devClockAnswer) } }, async (request) => {
        const { advanceSeconds } = request.body as z.infer<typeof devClockBody>;
        return ok(request, { now: clock.advance(advanceSeconds).toISOString() });
      });
    }
  },
};

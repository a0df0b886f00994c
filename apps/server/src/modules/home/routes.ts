import { API, downloadPayload, homePayload, replyOf, wireData } from '@acsc/shared';
import type { AppModule } from '../types.js';
import { registerHomeStaff } from './staff-routes.js';
import { bannerDef } from './staff-content.js';
import { sendCached } from '../../platform/cache.js';
import { downloadLinks, homePage } from './service.js';
import { pageRead } from '../../platform/page-reads.js';

export const homeModule: AppModule = {
  name: 'home',
  registerStaff: registerHomeStaff,
  publishable: [bannerDef],
  pages: (ctx) => ({
    reads: { home: async (lang, now) => wireData(homePayload, await homePage(ctx.database.db, lang, now)) },
    api: {
      [API.download]: pageRead({ response: downloadPayload }, () =>
        downloadLinks(ctx.database.db, ctx.config.publicUrl),
      ),
    },
  }),
  register(api, ctx) {
    const db = ctx.database.db;
    api.get(API.home, { schema: { response: replyOf(homePayload) } }, async (request, reply) =>
      sendCached(request, reply, await homePage(db, request.lang, ctx.now())),
    );
    api.get(API.download, { schema: { response: replyOf(downloadPayload) } }, async (request, reply) =>
      sendCached(request, reply, await downloadLinks(db, ctx.config.publicUrl)),
    );
  },
};

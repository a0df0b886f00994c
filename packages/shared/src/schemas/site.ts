import { z } from 'zod';

/** Site settings the footer, the download page and the support entry read; staff edit them later. */
export const siteSettings = z.object({
  telegram: z.string(),
  tiktok: z.string(),
  wechat: z.string(),
  wechatQr: z.string().nullable(),
  instagram: z.string(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  address: z.string(),
  appDownloadUrl: z.string(),
  androidUrl: z.string(),
  iosUrl: z.string(),
  copyright: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** GET /prod-api/health: the process answers and its database too. */
export const healthStatus = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/**
 * POST /prod-api/dev/clock: moves the server's clock forward (end-to-end tests only: DEV_CLOCK=true,
 * never in production). Answers the server's time after the move.
 */
export const devClockBody = z.object({
  advanceSeconds: z
    .number()
    .int()
    .min(0)
    .max(366 * 86_400),
});
export const devClockAnswer = z.object({ now: z.string() });

/** A message the development outbox kept instead of sending it (GET /prod-api/dev/outbox; never in production). */
export const outboxEntry = z.object({
  address: z.string(),
  channel: z.string(),
  purpose: z.string(),
  code: z.string().nullable(),
  text: z.string(),
  sentAt: z.string(),
});

import { z } from 'zod';
import { emailAddress, singleLine } from './text.js';
import { ADMIN_LIMITS, linkValue, localizedInput, mediaUrl } from './editing.js';

const lText = localizedInput(ADMIN_LIMITS.shortText);

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

/** One country calling code of the sign-in form's list (API.countryCodes). */ export const countryCodeItem = z.object({
  countryCode: z.string(),
  region: z.string(),
  name: z.string(),
});
export type CountryCodeItem = z.infer<typeof countryCodeItem>;

/** GET /prod-api/health: the process answers and its database too. */
export const healthStatus = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** One part a ready process needs: answering, or not configured (Redis and the bucket are optional). */
const readyPart = z.enum(['ok', 'off']);
/**
 * GET /prod-api/health/ready: the process can serve (readiness, for a load balancer or an orchestrator):
 * the database, Redis (REDIS_URL) and the media store (the S3 bucket, or the media folder) all answer.
 * When one does not, 503 NOT_READY naming the parts that are down.
 */
export const readyStatus = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  redis: readyPart,
  storage: z.enum(['disk', 's3']),
});

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

// ---------------------------------------------------------------- staff: site settings and country codes

/** Every setting as stored: links and names are plain strings, address and copyright per language. */
export const adminSiteSettings = z.object({
  telegram: z.union([linkValue, z.literal('')]),
  tiktok: z.union([linkValue, z.literal('')]),
  wechat: singleLine().max(ADMIN_LIMITS.shortText),
  /** A /media/ image of the WeChat QR code, or ''. */
  wechatQr: z.union([mediaUrl, z.literal('')]),
  instagram: z.union([linkValue, z.literal('')]),
  emails: z.array(emailAddress()).max(10),
  phones: z.array(singleLine().max(40)).max(10),
  address: localizedInput(500, 'multi'),
  appDownloadUrl: z.union([linkValue, z.literal('')]),
  androidUrl: z.union([linkValue, z.literal('')]),
  iosUrl: z.union([linkValue, z.literal('')]),
  copyright: lText,
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettings>;
/** Only the fields sent change. Links must be http(s) URLs or site paths, or '' to hide them. */
export const siteSettingsUpdate = adminSiteSettings.partial();
export type SiteSettingsUpdate = z.infer<typeof siteSettingsUpdate>;

export const adminCountryCode = z.object({
  countryCode: singleLine()
    .regex(/^\d{1,4}$/)
    .meta({ example: '855' }),
  region: singleLine()
    .regex(/^[A-Z]{2}$/)
    .meta({ example: 'KH' }),
  names: lText,
  sortOrder: z.number().int().min(0).max(10_000),
  enabled: z.boolean(),
});
export type AdminCountryCode = z.infer<typeof adminCountryCode>;
export const countryCodeToggle = z.object({
  countryCode: singleLine()
    .regex(/^\d{1,4}$/)
    .meta({ example: '855' }),
  enabled: z.boolean(),
});

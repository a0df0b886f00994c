import net from 'node:net';
import path from 'node:path';
import v8 from 'node:v8';
import { z } from 'zod';

/**
 * apps/server. This file sits in src/ and the compiled server is one bundle in dist/ (scripts/build.mjs),
 * so from either the server's folder is one level up: the files read at run time by path (migrations, the
 * seed's media) are found under it the same way whether the server runs from source or compiled.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** Environment -> typed, validated configuration. The one place that reads process.env. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    /** Embedded database (no DATABASE_URL): seconds between checkpoints, 0 for none (platform/db.ts). */
    PGLITE_CHECKPOINT_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    /** Keeps two sites (or test runs) sharing one Redis apart: counters and live events. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'letters, digits, colon, dash, underscore')
      .default('acsc:'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('ACSC | CCYA <no-reply@acsc-ccya.org>'),
    SMS_PROVIDER: z.enum(['outbox', 'http']).optional(),
    SMS_HTTP_URL: z.string().url().optional(),
    SMS_HTTP_TOKEN: z.string().optional(),
    SMS_SENDER: z.string().default('ACSC'),
    /**
     * Who checks paid events' KHQR payments (modules/reservation/payment): bakong (Bakong's check by MD5,
     * with BAKONG_TOKEN and BAKONG_ACCOUNT_ID) or dev (the dev gateway: a tester marks orders paid; never in
     * production). Default: dev outside production, none in production.
     */
    PAYMENT_PROVIDER: z.enum(['dev', 'bakong']).optional(),
    BAKONG_TOKEN: z.string().min(1).optional(),
    /** The Bakong account that receives payments (name@bank). */
    BAKONG_ACCOUNT_ID: z
      .string()
      .regex(/^[^@\s]+@[^@\s]+$/, 'a Bakong account id such as name@bank')
      .optional(),
    BAKONG_API_URL: z.string().url().default('https://api-bakong.nbc.gov.kh'),
    PAYMENT_MERCHANT_NAME: z.string().min(1).max(25).default('ACSC CCYA'),
    PAYMENT_MERCHANT_CITY: z.string().min(1).max(15).default('Phnom Penh'),
    PUBLIC_URL: z.string().url().default('http://localhost:3000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /** Byte cap of the page HTML cache in MiB (platform/page-cache.ts). */
    PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
    /**
     * A signed-in member's personal pages drawn for them at once in this process (platform/web.ts); past it a
     * member gets the visitor's page, which their app draws (0: never drawn for a member).
     */
    MEMBER_PAGES_AT_ONCE: z.coerce.number().int().min(0).max(1000).default(4),
    /**
     * Draw the popular pages at start-up and every page ahead of its cache slot (platform/page-predraw.ts).
     * Default: on, except in tests and with DEV_CLOCK (a moved clock would meet pages drawn ahead of it).
     */
    PAGE_PREDRAW: z.enum(['true', 'false']).optional(),
    /**
     * Draw every public route from its queries' reads (issue 30, platform/page-reads.ts) and members' pages as
     * their frames. On by default; false draws only /, /news and articles (the others come as the shell).
     */
    PAGE_DRAW_ALL: z.enum(['true', 'false']).default('true'),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    /** A movable server clock with POST /prod-api/dev/clock, for end-to-end tests; refused in production. */
    DEV_CLOCK: z.enum(['true', 'false']).default('false'),
    /**
     * Which proxies in front may name the client in X-Forwarded-For: false (none), a number of hops, or
     * the proxies' addresses and CIDR ranges (comma-separated; loopback, linklocal, uniquelocal name
     * ranges). true means 1: the one proxy in front (nginx). See docs/deployment.md and docs/security.md.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .refine(
        (v) => parseTrustProxy(v) !== undefined,
        'must be true, false, a number of proxy hops (0-10), or proxy addresses/CIDR ranges separated by commas',
      ),
    S3_ENDPOINT: z.string().url().optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /**
     * GET /prod-api/health/metrics (Prometheus) answers only with `Authorization: Bearer METRICS_TOKEN`;
     * without it set, never. At least 24 characters (a random secret: `openssl rand -hex 24`).
     */
    METRICS_TOKEN: z.string().min(24).optional(),
    /**
     * Load shedding (platform/overload.ts): past this mean event-loop delay over a second, API calls answer
     * 503 SERVER_BUSY with Retry-After at once instead of queueing. 0 turns it off. Default 200 (tests: 0).
     */
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /** Load shedding past this much used V8 heap in MiB. 0 turns it off. Default: 90% of the heap limit (tests: 0). */
    OVERLOAD_MAX_HEAP_MB: z.coerce.number().int().min(0).max(65_536).optional(),
    /** Load shedding past this many API calls in flight in one process (its queue). 0 (the default) turns it off. */
    OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(0),
    FFPROBE_PATH: z.string().default('/usr/bin/ffprobe'),
    FFMPEG_PATH: z.string().default('/usr/bin/ffmpeg'),
  })
  .superRefine((env, ctx) => {
    // S3 is all or nothing: a half-configured bucket would lose uploads.
    if (env.S3_ENDPOINT || env.S3_BUCKET || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY) {
      for (const k of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when any S3_* variable is set' });
      }
    }
    if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'is required when SMS_PROVIDER=http' });
    }
    if (env.PAYMENT_PROVIDER === 'bakong') {
      for (const k of ['BAKONG_TOKEN', 'BAKONG_ACCOUNT_ID'] as const)
        if (!env[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when PAYMENT_PROVIDER=bakong' });
    }
    if (env.NODE_ENV === 'production') {
      if (env.PAYMENT_PROVIDER === 'dev')
        ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'must not be dev in production' });
      if (env.DEV_CLOCK === 'true')
        ctx.addIssue({ code: 'custom', path: ['DEV_CLOCK'], message: 'must not be set in production' });
      if (!env.SMTP_URL)
        ctx.addIssue({
          code: 'custom',
          path: ['SMTP_URL'],
          message: 'is required in production (no dev outbox there)',
        });
      if (!env.SMS_PROVIDER || env.SMS_PROVIDER === 'outbox')
        ctx.addIssue({
          code: 'custom',
          path: ['SMS_PROVIDER'],
          message: 'must name a real SMS gateway in production (no dev outbox there)',
        });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Embedded database: seconds between checkpoints (0: only at close). */
  pgliteCheckpointSeconds: number;
  redisUrl?: string;
  /** Prefix of every Redis key, so tests sharing one Redis stay apart. */
  redisPrefix: string;
  smtpUrl?: string;
  mailFrom: string;
  sms: { provider: 'outbox' | 'http'; url?: string; token?: string; sender: string };
  /** Paid events' payment checks: the dev gateway, Bakong, or none (production without PAYMENT_PROVIDER). */
  payment: {
    provider: 'dev' | 'bakong' | null;
    bakong?: { token: string; accountId: string; apiUrl: string };
    /** The KHQR account: Bakong's, or a stand-in for the dev gateway. */
    accountId: string;
    merchantName: string;
    merchantCity: string;
  };
  publicUrl: string;
  logLevel: string;
  webDist: string;
  pageCacheMb: number;
  memberPagesAtOnce: number;
  pagePredraw: boolean;
  /** PAGE_DRAW_ALL: every route drawn from its queries' reads, not only /, /news and articles. */
  drawAllPages: boolean;
  seedDemo: boolean;
  /** Which proxies may name the client (parseTrustProxy; platform/trust-proxy.ts makes Fastify's trustProxy of it). */
  trustProxy: TrustProxy;
  /** The dev outbox exists only outside production. */
  devOutbox: boolean;
  /** The server clock can be moved forward by POST /prod-api/dev/clock (end-to-end tests; never in production). */
  devClock: boolean;
  /** S3-compatible bucket for media; files on disk under DATA_DIR/media when absent. */
  s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  ffprobePath: string;
  ffmpegPath: string;
  /** METRICS_TOKEN: the bearer token of the Prometheus metrics; none: the metrics answer nobody. */
  metricsToken?: string;
  /** Load shedding limits (0: off) and how often they are sampled (platform/overload.ts). */
  overload: { maxEventLoopDelayMs: number; maxHeapMb: number; maxInFlight: number; sampleMs: number };
}

export class ConfigError extends Error {}

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  const family = net.isIP(ip);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** None, the n proxies nearest the server, or proxies by address and range. */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/**
 * TRUST_PROXY. `true` is read as 1 hop, never as "trust every address": with every hop trusted the
 * client IP is the left-most X-Forwarded-For entry, which the client writes itself (issue 28). With n
 * hops the client is the n-th address from the right; with addresses, the first from the right that is
 * not a listed proxy. undefined when the value is none of these.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return { hops: 1 };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops > 10 ? undefined : hops === 0 ? false : { hops };
  }
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries.length && entries.every(isAddressOrRange) ? { addresses: entries } : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const root = path.resolve(SERVER_DIR, '../..');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts inside apps/server; INIT_CWD is where the user typed the command, so
    // `npm start` at the repository root keeps its data in ./data there, as the README says.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgliteCheckpointSeconds: e.PGLITE_CHECKPOINT_SECONDS,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms: { provider: e.SMS_PROVIDER ?? 'outbox', url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN, sender: e.SMS_SENDER },
    payment: {
      provider: e.PAYMENT_PROVIDER ?? (e.NODE_ENV === 'production' ? null : 'dev'),
      bakong:
        e.PAYMENT_PROVIDER === 'bakong'
          ? { token: e.BAKONG_TOKEN!, accountId: e.BAKONG_ACCOUNT_ID!, apiUrl: e.BAKONG_API_URL.replace(/\/$/, '') }
          : undefined,
      accountId: e.BAKONG_ACCOUNT_ID ?? 'acsc_dev@devb',
      merchantName: e.PAYMENT_MERCHANT_NAME,
      merchantCity: e.PAYMENT_MERCHANT_CITY,
    },
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(root, 'apps/web/dist'),
    pageCacheMb: e.PAGE_CACHE_MB,
    memberPagesAtOnce: e.MEMBER_PAGES_AT_ONCE,
    pagePredraw: e.PAGE_PREDRAW
      ? e.PAGE_PREDRAW === 'true'
      : e.NODE_ENV !== 'test' && !(e.DEV_CLOCK === 'true' && e.NODE_ENV !== 'production'),
    drawAllPages: e.PAGE_DRAW_ALL !== 'false',
    seedDemo: e.SEED_DEMO === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY)!,
    devOutbox: e.NODE_ENV !== 'production',
    devClock: e.DEV_CLOCK === 'true' && e.NODE_ENV !== 'production',
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        }
      : undefined,
    ffprobePath: e.FFPROBE_PATH,
    ffmpegPath: e.FFMPEG_PATH,
    metricsToken: e.METRICS_TOKEN,
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 200),
      maxHeapMb:
        e.OVERLOAD_MAX_HEAP_MB ??
        (e.NODE_ENV === 'test' ? 0 : Math.floor((v8.getHeapStatistics().heap_size_limit / 2 ** 20) * 0.9)),
      maxInFlight: e.OVERLOAD_MAX_IN_FLIGHT,
      sampleMs: 1000,
    },
  };
}

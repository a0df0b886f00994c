/** API paths (under /prod-api) and the web routes of spec section 2. */
export const API_BASE = '/prod-api';

export const API = {
  countryCodes: '/client/captcha/v1/country/code',
  sendCode: '/client/captcha/v1/send',
  checkCode: '/client/captcha/v1/check',
  loginCaptcha: '/client/member/v1/login/captcha',
  loginPwd: '/client/member/v1/login/pwd',
  registerCaptcha: '/client/member/v1/register/captcha',
  bind: '/client/setting/v1/phoneEmail/bind',
  memberInfo: '/client/member/v1/info',
  /** GET ?id=: another member's public page (card, school, bio); unknown or closed accounts are 404. */
  memberPublic: '/client/member/v1/public',
  logout: '/client/member/v1/logout',
  /**
   * POST {address, uniqueMark, newPassword, confirmPassword}: a forgotten password (issue 28). The mark
   * comes from captcha/v1/check with type 3; every session of the member ends and a new one is answered.
   */
  passwordReset: '/client/member/v1/password/reset',
  siteSettings: '/client/site/v1/settings',
  // Public content (issue 3). channelArticles and search accept POST (JSON body) and GET (query).
  newsChannels: '/client/article/v1/channel/list',
  channelArticles: '/client/article/v1/channel/listPage',
  searchArticles: '/client/article/v1/search/listPage',
  articleDetail: '/client/article/v1/detail/:id',
  /** POST: counts one view per visitor (Device-Id, else IP) per day; detail reads stay cacheable. */
  articleView: '/client/article/v1/view/:id',
  associationIntroduction: '/client/association/v1/introduction',
  associationFounder: '/client/association/v1/founder',
  associationOrganization: '/client/association/v1/organization',
  associationBasicData: '/client/association/v1/basicData',
  associationCharts: '/client/association/v1/chart',
  associationArticles: '/client/association/v1/articles/listPage',
  scholarships: '/client/scholarship/v1/listPage',
  scholarshipDetail: '/client/scholarship/v1/detail/:id',
  scholarshipNotice: '/client/scholarship/v1/notice/:id',
  alumniNews: '/client/alumnus/v1/news/listPage',
  alumniNewsDetail: '/client/alumnus/v1/news/:id',
  alumniStories: '/client/alumnus/v1/style/listPage',
  alumniStoryDetail: '/client/alumnus/v1/style/:id',
  certifiedAlumni: '/client/alumnus/v1/audited/listPage',
  home: '/client/home/v1/index',
  download: '/client/site/v1/download',
  notificationList: '/client/notification/v1/listPage',
  notificationUnread: '/client/notification/v1/unread',
  /** POST {id}: marks one of the member's notifications read. */
  notificationRead: '/client/notification/v1/read',
  notificationReadAll: '/client/notification/v1/readAll',
  notificationPreferences: '/client/notification/v1/preferences',
  /** POST {type, channel}. */
  notificationPreferenceUpdate: '/client/notification/v1/preferences/update',
  profileUpdate: '/client/setting/v1/profile/update',
  passwordUpdate: '/client/setting/v1/password/update',
  /** multipart/form-data with one `file` field: the cropped square; answers {avatar}. */
  avatarUpload: '/client/setting/v1/avatar/upload',
  /** POST {newPassword, confirmPassword}: the first password of an account that has none. */
  passwordSet: '/client/setting/v1/password/set',
  /** POST {uniqueMark (current address checked), address (new), captcha (its code)}. */
  addressChange: '/client/setting/v1/phoneEmail/change',
  /** GET: the member's signed-in devices, the current one marked. */
  sessionList: '/client/setting/v1/session/list',
  /** POST {id} or {allOthers: true}: the session(s) end at once (code 90, live sockets closed). */
  sessionRevoke: '/client/setting/v1/session/revoke',
  /** GET: everything the site holds about the member, as one JSON file (Content-Disposition: attachment). */
  dataExport: '/client/setting/v1/export',
  /** GET: the member's totals in each feature ("My statistics": registrations, applications, ...). */
  memberSummary: '/client/setting/v1/summary',
  /** POST {messages, profile}: who may message the member and see their profile (schemas/setting.ts). */
  privacyUpdate: '/client/setting/v1/privacy/update',
  /** POST {channel}: sends a code to the member's bound phone or email, to confirm a deletion. */
  accountDeleteCode: '/client/setting/v1/account/deleteCode',
  /** POST {channel, captcha}: schedules the erasure in 14 days and signs every device out. */
  accountDelete: '/client/setting/v1/account/delete',
  /** POST: within the 14 days, keeps the account. */
  accountCancelDelete: '/client/setting/v1/account/cancelDelete',
  /** multipart `file`: a member's image into the public media pipeline (owner recorded, quota, rate limit). */
  memberImageUpload: '/client/file/v1/image/upload',
  /**
   * tus 1.0 endpoint of a member's video (POST creates with Upload-Length, PATCH appends, HEAD reads the
   * offset): at most LIMITS.videoBytesMax and LIMITS.videoSecondsMax, counted in the member's upload quota.
   */
  memberVideoTus: '/client/file/v1/video/tus',
  /** GET: the member's video a finished tus upload became (its id is the last path part of the upload URL). */
  memberVideoByUpload: '/client/file/v1/video/upload/:uploadId',
  /** multipart `file`: a private file (never under /media/), readable by its owner and staff only. */
  privateFileUpload: '/client/file/v1/private/upload',
  /** GET: the bytes of a private file, for its owner or staff with the right role. */
  privateFile: '/client/file/v1/private/:id',
  /** The live updates WebSocket (schemas/live.ts). */
  liveSocket: '/client/live/v1/ws',
  /** Liveness: the process answers (and its database). */
  health: '/health',
  /** Readiness: the database, Redis and the media store all answer (schemas/site.ts readyStatus). */
  healthReady: '/health/ready',
  /** Prometheus metrics (text format), with METRICS_TOKEN as a bearer token; never public (platform/metrics.ts). */
  metrics: '/health/metrics',
  devOutbox: '/dev/outbox',
  devClock: '/dev/clock',
} as const;

/** The standard calls of one kind of staff-managed content under /prod-api/admin/<area>. */
// Marked pure so that the bundler drops ADMIN_API from the public site's first load (only the console reads it).
/* @__NO_SIDE_EFFECTS__ */
const adminCrud = <B extends string>(base: B) =>
  ({
    list: `${base}/listPage`,
    detail: `${base}/detail/:id`,
    create: `${base}/create`,
    update: `${base}/update/:id`,
    /** Body {publishAt?}: now (or a past time) publishes, a future time schedules. */
    publish: `${base}/publish/:id`,
    unpublish: `${base}/unpublish/:id`,
    remove: `${base}/delete/:id`,
  }) as const;

/**
 * Staff API (issue 4), under /prod-api. Lists and details are GET with query parameters; every change
 * is a POST. Roles: content = editor or admin; site settings, country codes, staff and audit = admin.
 */
export const ADMIN_API = {
  me: '/admin/me',
  dashboard: '/admin/dashboard',
  /** Channels have no publishing state: `enabled` shows or hides them; delete only when empty. */
  channel: {
    list: '/admin/news/channel/listPage',
    detail: '/admin/news/channel/detail/:id',
    create: '/admin/news/channel/create',
    update: '/admin/news/channel/update/:id',
    remove: '/admin/news/channel/delete/:id',
  },
  article: adminCrud('/admin/news/article'),
  scholarship: adminCrud('/admin/scholarship'),
  notice: adminCrud('/admin/scholarship/notice'),
  alumniNews: adminCrud('/admin/alumnus/news'),
  alumniStory: adminCrud('/admin/alumnus/story'),
  banner: adminCrud('/admin/home/banner'),
  /** Association pages: one per (association, kind); update creates it when missing. */
  association: {
    list: '/admin/association/section/list',
    detail: '/admin/association/section/:association/:kind',
    update: '/admin/association/section/:association/:kind/update',
    publish: '/admin/association/section/:association/:kind/publish',
    unpublish: '/admin/association/section/:association/:kind/unpublish',
  },
  site: {
    settings: '/admin/site/settings',
    settingsUpdate: '/admin/site/settings/update',
    countryCodes: '/admin/site/countryCode/list',
    /** Adds or replaces one country code. */
    countryCodeSave: '/admin/site/countryCode/save',
    countryCodeToggle: '/admin/site/countryCode/toggle',
  },
  staff: { list: '/admin/staff/listPage', grant: '/admin/staff/grant', revoke: '/admin/staff/revoke' },
  audit: { list: '/admin/audit/listPage' },
  /** Background jobs that failed every attempt (admin). */
  jobs: {
    failed: '/admin/jobs/failed/listPage',
    retry: '/admin/jobs/failed/retry/:id',
    remove: '/admin/jobs/failed/delete/:id',
  },
  /** The exchange's moderation (moderator, admin; the watched words: admin). */
  moderation: {
    queue: '/admin/exchange/moderation/listPage',
    decide: '/admin/exchange/moderation/decide',
    suspend: '/admin/exchange/moderation/suspend',
    words: '/admin/exchange/words/list',
    wordAdd: '/admin/exchange/words/add',
    wordDelete: '/admin/exchange/words/delete',
  },
  media: {
    /** multipart/form-data with one `file` field. */
    image: '/admin/media/image',
    /** multipart/form-data with one `file` field: a PDF, Word, Excel or PowerPoint document, stored as uploaded. */
    document: '/admin/media/document',
    /** tus 1.0 endpoint for videos (POST creates, PATCH appends, HEAD reads the offset). */
    tus: '/admin/media/tus',
    /** The media item a finished tus upload became (its id is the last path part of the upload URL). */
    byUpload: '/admin/media/upload/:uploadId',
    list: '/admin/media/listPage',
    detail: '/admin/media/detail/:id',
    remove: '/admin/media/delete/:id',
  },
} as const;

/** Fills `:id` (and other `:name` parts) of an API path. */
export function apiPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(params[k])));
}

/** Routes that need a signed-in member (spec section 6). */
export const LOGIN_REQUIRED_ROUTES = [
  '/exchange/user',
  '/exchange/message',
  '/exchange/edit',
  '/reservation/record',
  '/work/vitae',
  '/work/record',
  '/alumnus/submit',
] as const;

export function isLoginRequiredPath(pathname: string): boolean {
  return LOGIN_REQUIRED_ROUTES.some((r) => pathname === r || pathname.startsWith(r + '/'));
}

/** Paths on which the footer is hidden (spec section 2). */
export function isFooterHidden(pathname: string): boolean {
  return (
    pathname === '/exchange' ||
    pathname === '/exchange/message' ||
    pathname === '/exchange/user' ||
    pathname.startsWith('/exchange/user/')
  );
}

/**
 * The installable app's files outside /prod-api (issue 27): the web app manifest (one per language:
 * `?lang=`) and the service worker, served from the root so that its scope is the whole site.
 */
export const APP_FILES = { manifest: '/manifest.webmanifest', serviceWorker: '/sw.js' } as const;

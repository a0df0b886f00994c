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
  logout: '/client/member/v1/logout',
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
  health: '/health',
  devOutbox: '/dev/outbox',
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
  return pathname === '/exchange' || pathname === '/exchange/message' || pathname === '/exchange/user' || pathname.startsWith('/exchange/user/');
}

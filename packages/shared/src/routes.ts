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
  health: '/health',
  devOutbox: '/dev/outbox',
} as const;

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

import { useQuery } from '@tanstack/react-query';
import { API, CODE_TYPES, type CountryCodeItem, type LoginResult, type PasswordResetBody } from '@acsc/shared';
import { get, post } from '../api/http.js';
import { currentLanguage } from '../i18n/index.js';

/** The sign-in calls of spec section 7, typed. Failures are toasted by the HTTP client. */
export type CodeType = (typeof CODE_TYPES)[keyof typeof CODE_TYPES];

export const authApi = {
  sendCode: (address: string, type: CodeType) => post<null>(API.sendCode, { address, type }),
  loginByCode: (address: string, captcha: string) => post<LoginResult>(API.loginCaptcha, { address, captcha }),
  loginByPassword: (address: string, password: string) => post<LoginResult>(API.loginPwd, { address, password }),
  registerByEmailCode: (address: string, captcha: string, newPassword: string, confirmPassword: string) =>
    post<LoginResult>(API.registerCaptcha, { address, captcha, newPassword, confirmPassword }),
  checkCode: (address: string, captcha: string, type: CodeType = CODE_TYPES.bind) =>
    post<{ uniqueMark: string }>(API.checkCode, { address, captcha, type }),
  bind: (address: string, uniqueMark: string) => post<null>(API.bind, { address, uniqueMark }),
  /** A forgotten password (issue 28): the mark of a type-3 code check, the new password twice (MD5 hex). */
  resetPassword: (body: PasswordResetBody) => post<LoginResult>(API.passwordReset, body),
};

export const countryCodesKey = ['auth', 'country-codes'] as const;

/** Country codes the site offers, with names in the page language (the server picks them by the Language header). */
export function useCountryCodes() {
  return useQuery({
    queryKey: [...countryCodesKey, currentLanguage()],
    // GET (the route takes both): the server draws a page that shows the list (/register) from the same read.
    queryFn: () => get<CountryCodeItem[]>(API.countryCodes),
    staleTime: 10 * 60_000,
  });
}

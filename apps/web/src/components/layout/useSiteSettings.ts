import { useQuery } from '@tanstack/react-query';
import { API, type SiteSettings } from '@acsc/shared';
import { get } from '../api/http.js';
import { currentLanguage } from '../i18n/index.js';
import { takeBootData } from '../api/boot.js';

/** Footer, support-chat and agreement contacts: staff-editable settings in the page language. */
export function useSiteSettings() {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['site-settings', lang],
    initialData: () => takeBootData<SiteSettings>(API.siteSettings),
    // Silent: the footer and contact panel show their own state; a toast on every page would be noise.
    queryFn: ({ signal }) => get<SiteSettings>(API.siteSettings, undefined, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** Only real web links are rendered as links (settings may hold an ID such as a WeChat account). */
export function isWebUrl(value: string | null | undefined): value is string {
  return Boolean(value && /^(https?:\/\/|\/)/.test(value));
}

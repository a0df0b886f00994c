import type { Language } from '@acsc/shared';
import { currentUrl, isServer, serverRender } from '../ssr.js';
import { pad, toDate, ymd } from './numericDates.js';

/*
 * Every date and time the site shows goes through this file, in the visitor's time zone and the page's
 * language (issue 27: messages read "03:44 AM" on a Chinese page, devices "Nov 28, 2026" on a Khmer one).
 * The spec's two numeric forms (section 3) are the same in every language; the clock and the written-out
 * dates follow the language: 24-hour for Chinese and Khmer, Khmer month names (dayjs's km locale), and
 * the English forms. No date library in the content chunks (dayjs stays with the antd locales), and no
 * Intl: browsers without Khmer data (Debian's Chromium) answer Khmer in English. Times in a place's own time
 * zone (events, appointments) are in zonedDates.ts, with these forms.
 */

export { formatDate, formatDateTime } from './numericDates.js';

/** MM-DD: a day on a chart's axis or in a short table. */
export function formatMonthDay(iso: string): string {
  const d = toDate(iso);
  return d ? `${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '';
}

/** The page's language: as the app set it on <html> (components/i18n), or the page being drawn on the server. */
export function pageLanguage(): Language {
  const lang = isServer ? serverRender.lang : document.documentElement.dataset.lang;
  return lang === 'km_KH' || lang === 'en_US' ? lang : 'zh_CN';
}

export const KM_MONTHS = 'មករា_កុម្ភៈ_មីនា_មេសា_ឧសភា_មិថុនា_កក្កដា_សីហា_កញ្ញា_តុលា_វិច្ឆិកា_ធ្នូ'.split('_');
export const EN_MONTHS = 'January_February_March_April_May_June_July_August_September_October_November_December'.split(
  '_',
);

/** A moment's wall-clock fields: in the visitor's zone (from a Date's local getters) or in a named zone (zonedFields). */
export interface Wall {
  y: number;
  m: number;
  day: number;
  h: number;
  min: number;
}
const local = (d: Date): Wall => ({
  y: d.getFullYear(),
  m: d.getMonth(),
  day: d.getDate(),
  h: d.getHours(),
  min: d.getMinutes(),
});

export function clock(d: Date | Wall, lang: Language): string {
  const w = d instanceof Date ? local(d) : d;
  if (lang !== 'en_US') return `${pad(w.h)}:${pad(w.min)}`;
  return `${w.h % 12 || 12}:${pad(w.min)} ${w.h < 12 ? 'AM' : 'PM'}`;
}

export function written(d: Date | Wall, lang: Language, short = false): string {
  const { y, m, day } = d instanceof Date ? local(d) : d;
  if (lang === 'zh_CN') return `${y}年${m + 1}月${day}日`;
  if (lang === 'km_KH') return `${day} ${KM_MONTHS[m]} ${y}`;
  const month = EN_MONTHS[m]!;
  return `${short ? month.slice(0, 3) : month} ${day}, ${y}`;
}

/** A time of day in the page's language: "15:44" (Chinese, Khmer), "3:44 PM" (English). */
export function formatTime(iso: string, lang: Language = pageLanguage()): string {
  const d = toDate(iso);
  return d ? clock(d, lang) : '';
}

/** A day written out: "2026年11月28日", "28 វិច្ឆិកា 2026", "November 28, 2026". */
export function formatLongDate(iso: string, lang: Language = pageLanguage()): string {
  const d = toDate(iso);
  return d ? written(d, lang) : '';
}

/** A moment written out: "2026年11月28日 15:32", "28 វិច្ឆិកា 2026 15:32", "Nov 28, 2026, 3:32 PM". */
export function formatLongDateTime(iso: string, lang: Language = pageLanguage()): string {
  const d = toDate(iso);
  return d ? `${written(d, lang, true)}${lang === 'en_US' ? ',' : ''} ${clock(d, lang)}` : '';
}

/** A message's time: the clock for today, the day written out with it before (a week-old message is not "15:44"). */
export function formatRecent(iso: string, lang: Language = pageLanguage(), now = new Date()): string {
  const d = toDate(iso);
  if (!d) return '';
  return ymd(d) === ymd(now)
    ? clock(d, lang)
    : `${written(d, lang, true)}${lang === 'en_US' ? ',' : ''} ${clock(d, lang)}`;
}

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** 2_500_000 -> "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[i]}`;
}

/** A link to the same page in another language: a full load, so every text switches together. */
export function languageHref(lang: string): string {
  const url = currentUrl();
  url.searchParams.set('lang', lang);
  return url.pathname + url.search + url.hash;
}

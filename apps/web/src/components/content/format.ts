import type { Language } from '@acsc/shared';
import { currentUrl, isServer, serverRender } from '../ssr.js';
import { pad, toDate, ymd } from './numericDates.js';

/*
 * Every date and time the site shows goes through this file, in the visitor's time zone and the page's
 * language (issue 27: messages read "03:44 AM" on a Chinese page, devices "Nov 28, 2026" on a Khmer one).
 * The spec's two numeric forms (section 3) are the same in every language; the clock and the written-out
 * dates follow the language: 24-hour for Chinese and Khmer, Khmer month names (dayjs's km locale), and
 * the English forms. No date library in the content chunks (dayjs stays with the antd locales), and no
 * Intl: browsers without Khmer data (Debian's Chromium) answer Khmer in English.
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

const KM_MONTHS = 'មករា_កុម្ភៈ_មីនា_មេសា_ឧសភា_មិថុនា_កក្កដា_សីហា_កញ្ញា_តុលា_វិច្ឆិកា_ធ្នូ'.split('_');
const EN_MONTHS = 'January_February_March_April_May_June_July_August_September_October_November_December'.split('_');

/** A moment's wall-clock fields: in the visitor's zone (from a Date's local getters) or in a named zone (zonedFields). */
interface Wall {
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

function clock(d: Date | Wall, lang: Language): string {
  const w = d instanceof Date ? local(d) : d;
  if (lang !== 'en_US') return `${pad(w.h)}:${pad(w.min)}`;
  return `${w.h % 12 || 12}:${pad(w.min)} ${w.h < 12 ? 'AM' : 'PM'}`;
}

function written(d: Date | Wall, lang: Language, short = false): string {
  const { y, m, day } = d instanceof Date ? local(d) : d;
  if (lang === 'zh_CN') return `${y}年${m + 1}月${day}日`;
  if (lang === 'km_KH') return `${day} ${KM_MONTHS[m]} ${y}`;
  const month = EN_MONTHS[m]!;
  return `${short ? month.slice(0, 3) : month} ${day}, ${y}`;
}

/**
 * A moment's wall clock in an IANA time zone and that zone's offset then, in minutes. Intl is asked for
 * numbers only (no words), which every browser has for every zone; an unknown zone counts as UTC.
 */
export function zonedFields(d: Date, timeZone: string): Wall & { offset: number } {
  let parts: Record<string, string>;
  try {
    const fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    parts = Object.fromEntries(fmt.formatToParts(d).map((p) => [p.type, p.value]));
  } catch {
    return zonedFields(d, 'UTC');
  }
  const w: Wall = {
    y: +parts.year!,
    m: +parts.month! - 1,
    day: +parts.day!,
    h: +parts.hour! % 24,
    min: +parts.minute!,
  };
  const asUtc = Date.UTC(w.y, w.m, w.day, w.h, w.min);
  const offset = Math.round((asUtc - (d.getTime() - (d.getTime() % 60_000))) / 60_000);
  return { ...w, offset };
}

const WEEKDAYS: Record<Language, string[]> = {
  zh_CN: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  km_KH: ['អាទិត្យ', 'ច័ន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហស្បតិ៍', 'សុក្រ', 'សៅរ៍'],
  en_US: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/**
 * A day in a place's own time zone with its weekday, and a sortable key: an appointment's times grouped by
 * the day they fall on there ("2026年12月5日 星期六", "ថ្ងៃសៅរ៍ 5 ធ្នូ 2026", "Saturday, December 5, 2026").
 */
export function formatZonedDay(iso: string, timeZone: string, lang: Language = pageLanguage()) {
  const d = toDate(iso);
  if (!d) return { key: '', label: '' };
  const w = zonedFields(d, timeZone);
  const weekday = WEEKDAYS[lang][new Date(Date.UTC(w.y, w.m, w.day)).getUTCDay()]!;
  const day = written(w, lang);
  const label =
    lang === 'zh_CN' ? `${day} ${weekday}` : lang === 'km_KH' ? `ថ្ងៃ${weekday} ${day}` : `${weekday}, ${day}`;
  return { key: `${w.y}-${pad(w.m + 1)}-${pad(w.day)}`, label };
}

/** A time of day in a place's own time zone ("09:00", "9:00 AM"), without the zone's name. */
export function formatZonedTime(iso: string, timeZone: string, lang: Language = pageLanguage()): string {
  const d = toDate(iso);
  return d ? clock(zonedFields(d, timeZone), lang) : '';
}

/** The name of a time zone's offset now ("UTC+7"). */
export const zoneOffsetName = (timeZone: string, now = new Date()) => utcOffsetName(zonedFields(now, timeZone).offset);

/** A month by its number (0-11) in the page's language: "2026年12月", "ធ្នូ 2026", "December 2026". */
export function formatMonth(year: number, month: number, lang: Language = pageLanguage()): string {
  if (lang === 'zh_CN') return `${year}年${month + 1}月`;
  return `${(lang === 'km_KH' ? KM_MONTHS : EN_MONTHS)[month]} ${year}`;
}

/** "UTC+7", "UTC+8", "UTC+5:30", "UTC-3", "UTC". */
export function utcOffsetName(offset: number): string {
  if (offset === 0) return 'UTC';
  const a = Math.abs(offset);
  return `UTC${offset < 0 ? '-' : '+'}${Math.floor(a / 60)}${a % 60 ? `:${pad(a % 60)}` : ''}`;
}

/**
 * A moment written out in a place's own time zone, the zone named: an event in Phnom Penh reads
 * "2026年12月5日 09:00 (UTC+7)" to a reader in Beijing too, as the people going there need it.
 */
export function formatZonedDateTime(iso: string, timeZone: string, lang: Language = pageLanguage()): string {
  const d = toDate(iso);
  if (!d) return '';
  const w = zonedFields(d, timeZone);
  return `${written(w, lang, true)}${lang === 'en_US' ? ',' : ''} ${clock(w, lang)} (${utcOffsetName(w.offset)})`;
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

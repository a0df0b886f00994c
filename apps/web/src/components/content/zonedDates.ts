import type { Language } from '@acsc/shared';
import { clock, EN_MONTHS, KM_MONTHS, pageLanguage, written, type Wall } from './format.js';
import { pad, toDate } from './numericDates.js';

/*
 * Times in a place's own time zone (issue 31: an event in Phnom Penh, an appointment at the office), the zone
 * named: format.ts's forms with the wall clock of that zone. Apart from format.ts so that the pages which show
 * no such time (every content page) do not carry it. Intl is asked for numbers only, never for words.
 */

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

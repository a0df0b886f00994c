import { DEFAULT_LANGUAGE, LANGUAGES, type ContentImage, type Language, type LocalizedMeta } from '@acsc/shared';
import type { L, StoredImage } from '../../db/schema/index.js';

/** Languages in which a text exists (non-blank), in the site's order. */
export function languagesOf(text: L | null | undefined): Language[] {
  if (!text) return [];
  return LANGUAGES.filter((l) => typeof text[l] === 'string' && text[l]!.trim() !== '');
}

export interface Localizer {
  meta: LocalizedMeta;
  /** A field in the served language, else zh_CN, else any language; '' when it has none. */
  t(text: L | null | undefined): string;
}

/**
 * Chooses the language an item is served in from its primary field (its title): the request's
 * language when it exists, else zh_CN, else the first language that does. Secondary fields follow
 * the served language so a page never mixes languages when it can avoid it.
 */
export function localize(primary: L | null | undefined, lang: Language): Localizer {
  const available = languagesOf(primary);
  const served = available.includes(lang)
    ? lang
    : available.includes(DEFAULT_LANGUAGE)
      ? DEFAULT_LANGUAGE
      : (available[0] ?? lang);
  const order = [served, DEFAULT_LANGUAGE, ...LANGUAGES];
  return {
    meta: { servedLanguage: served, availableLanguages: available },
    t(text) {
      if (!text) return '';
      for (const l of order) {
        const v = text[l];
        if (typeof v === 'string' && v.trim() !== '') return v;
      }
      return '';
    },
  };
}

export function presentImage(image: StoredImage | null | undefined, alt?: string): ContentImage | null {
  if (!image) return null;
  return {
    url: image.url,
    width: image.width,
    height: image.height,
    ...(image.srcset ? { srcset: image.srcset } : {}),
    ...(alt ? { alt } : {}),
  };
}

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

import { LANGUAGES, LANGUAGE_OPTIONS, type Language } from '@acsc/shared';

export { LANGUAGES };
export type { Language };
export const languageName = (l: Language) => LANGUAGE_OPTIONS.find((o) => o.code === l)?.name ?? l;
export const HTML_LANG: Record<Language, string> = { zh_CN: 'zh-CN', km_KH: 'km', en_US: 'en' };

export type LocalizedValue = Partial<Record<Language, string>>;

/** Text of HTML without tags (completeness of a rich field: an image or a video alone counts too). */
export function hasContent(value: unknown, rich: boolean): boolean {
  if (typeof value !== 'string') return false;
  if (!rich) return value.trim() !== '';
  if (/<(img|video)\b/i.test(value)) return true;
  return (
    value
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

/** The first language that has a text, the page language first: what a list shows as the title. */
export function pickText(value: unknown, lang: Language): string {
  if (!value || typeof value !== 'object') return '';
  const v = value as LocalizedValue;
  return v[lang]?.trim() || LANGUAGES.map((l) => v[l]?.trim()).find(Boolean) || '';
}

/** Per language, the names of required localized fields still empty in the form's values. */
export function missingByLanguage(
  values: Record<string, unknown>,
  fields: { name: string; rich: boolean }[],
): Record<Language, string[]> {
  const out = {} as Record<Language, string[]>;
  for (const lang of LANGUAGES) {
    out[lang] = fields
      .filter((f) => !hasContent((values[f.name] as LocalizedValue | undefined)?.[lang], f.rich))
      .map((f) => f.name);
  }
  return out;
}

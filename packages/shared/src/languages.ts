/** The three languages of the site. zh_CN is the default everywhere (spec section 9). */
export const LANGUAGES = ['zh_CN', 'km_KH', 'en_US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh_CN';

/** Language options as the picker shows them: each in its own script. */
export const LANGUAGE_OPTIONS: { code: Language; name: string }[] = [
  { code: 'zh_CN', name: '中文' },
  { code: 'km_KH', name: 'ខ្មែរ' },
  { code: 'en_US', name: 'English' },
];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Reads a Language header or cookie value; anything unknown becomes the default. */
export function parseLanguage(value: unknown): Language {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  const v = value.trim().replace('-', '_');
  if (isLanguage(v)) return v;
  const lower = v.toLowerCase();
  if (lower.startsWith('km')) return 'km_KH';
  if (lower.startsWith('en')) return 'en_US';
  return DEFAULT_LANGUAGE;
}

/** A text stored in every language; reads fall back zh_CN, then any language. */
export type Localized = Partial<Record<Language, string>>;

export function pickLocalized(
  text: Localized | null | undefined,
  lang: Language,
): { value: string; lang: Language | null } {
  if (!text) return { value: '', lang: null };
  for (const l of [lang, DEFAULT_LANGUAGE, ...LANGUAGES]) {
    const v = text[l];
    if (v) return { value: v, lang: l };
  }
  return { value: '', lang: null };
}

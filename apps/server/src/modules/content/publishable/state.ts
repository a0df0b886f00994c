import { and, eq, gt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LANGUAGES, type Completeness, type ContentState, type Language } from '@acsc/shared';
import { htmlToText } from '../text.js';

/** Derived marks of staff-written content: its publishing state and which languages it misses. */

export function stateOf(row: { status: string; publishAt: Date }, now: Date): ContentState {
  if (row.status === 'draft') return 'draft';
  return row.publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

export function stateCondition(table: { status: PgColumn; publishAt: PgColumn }, state: ContentState, now: Date): SQL {
  if (state === 'draft') return eq(table.status, 'draft');
  if (state === 'scheduled') return and(ne(table.status, 'draft'), gt(table.publishAt, now))!;
  return and(ne(table.status, 'draft'), lte(table.publishAt, now))!;
}

const hasText = (v: unknown, html: boolean) =>
  typeof v === 'string' && (html ? htmlToText(v) !== '' || /<(img|video)\b/i.test(v) : v.trim() !== '');

/** Per language, the required localized fields of a row that are blank (HTML fields: no text and no image or video). */
export function completenessOf(row: object, required: string[], htmlFields: string[] = []): Completeness {
  const fields = row as Record<string, Partial<Record<Language, unknown>> | null | undefined>;
  const out = {} as Completeness;
  for (const lang of LANGUAGES) {
    const missing = required.filter((f) => !hasText(fields[f]?.[lang], htmlFields.includes(f)));
    out[lang] = { complete: missing.length === 0, missing };
  }
  return out;
}

/** Languages in which a row misses some required text. */
export const missingLanguages = (c: Completeness): Language[] => LANGUAGES.filter((l) => !c[l].complete);

/** SQL: the row lacks one of these required texts in this language (HTML fields: blank after tags are stripped is close enough here). */
export function untranslatedIn(required: PgColumn[], lang: Language): SQL {
  return or(...required.map((col) => sql`coalesce(btrim(${col}->>${lang}), '') = ''`))!;
}

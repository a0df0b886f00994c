import { LANGUAGES, type Language } from '@acsc/shared';
import type { L } from '../../db/schema/index.js';

/*
 * Search tokens of articles, made in JavaScript so PGlite and PostgreSQL index exactly the same
 * lexemes (the database's text-search parser and pg_trgm classify Khmer and Chinese characters by
 * its locale, which differs between the two; and pg_trgm cannot index a two-character query).
 *
 * - Text is NFKC-normalized and lower-cased, so full-width letters and any case match.
 * - Han runs (Chinese has no spaces) give every character bigram of the run plus the single-character
 *   words Intl.Segmenter finds, so any two-or-more-character substring such as 学生 inside 留学生 is
 *   found, whatever the segmenter thinks the words are.
 * - Everything else (Khmer, Latin, digits) gives the words of Intl.Segmenter (ICU's dictionary
 *   segments Khmer, which has no spaces either).
 * Each lexeme is qualified by its language ("zh:学生"); a title's words are there once more as
 * "zh^学生". So every ranking tier is a plain lexeme query the GIN index answers exactly (see
 * search-repo.ts), and no row's large vector is read to rank it.
 */

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });
const HAN_RUN = /\p{Script=Han}+/gu;
/** A lexeme longer than this is cut (a GIN key has a size limit; nobody types such a word). */
const TOKEN_MAX = 48;
export const LANG_PREFIX: Record<Language, string> = { zh_CN: 'zh', km_KH: 'km', en_US: 'en' };

export const normalizeSearchText = (s: string) => s.normalize('NFKC').toLowerCase();

function addWords(text: string, into: Set<string>) {
  for (const s of segmenter.segment(text)) {
    if (!s.isWordLike) continue;
    into.add([...s.segment].slice(0, TOKEN_MAX).join(''));
    // "acsc's", "u.s": the parts are words a reader searches for too.
    if (/['’.]/.test(s.segment))
      for (const part of s.segment.split(/['’.]+/)) if (part) into.add([...part].slice(0, TOKEN_MAX).join(''));
  }
}

function addHan(run: string, into: Set<string>) {
  const chars = [...run];
  if (chars.length === 1) into.add(run);
  for (let i = 0; i + 1 < chars.length; i++) into.add(chars[i] + chars[i + 1]);
  for (const s of segmenter.segment(run)) if (s.isWordLike && [...s.segment].length === 1) into.add(s.segment);
}

/** The distinct tokens of a text (used for stored texts and for queries alike). */
export function searchTokens(text: string, into = new Set<string>()): Set<string> {
  const t = normalizeSearchText(text);
  let last = 0;
  for (const m of t.matchAll(HAN_RUN)) {
    if (m.index > last) addWords(t.slice(last, m.index), into);
    addHan(m[0], into);
    last = m.index + m[0].length;
  }
  if (last < t.length) addWords(t.slice(last), into);
  return into;
}

/** tsvector/tsquery literal of one lexeme: quoted, with quotes and backslashes escaped. */
const quote = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (c) => c + c)}'`;

/**
 * The search column of an article: every write of title, summary or body text calls this
 * (seeders, staff edits); a row written without it is indexed by the search itself (see search-repo).
 */
export function articleSearchFields(a: { title: L; summary?: L | null; bodyText?: L | null }): {
  searchVector: string;
} {
  const parts: string[] = [];
  for (const lang of LANGUAGES) {
    const title = searchTokens(a.title[lang] ?? '');
    const rest = searchTokens(a.summary?.[lang] ?? '');
    searchTokens(a.bodyText?.[lang] ?? '', rest);
    const p = LANG_PREFIX[lang];
    for (const t of title) parts.push(quote(`${p}^${t}`), quote(`${p}:${t}`));
    for (const t of rest) if (!title.has(t)) parts.push(quote(`${p}:${t}`));
  }
  return { searchVector: parts.join(' ') };
}

/** The tokens a keywords string asks for (every one must match); empty when it has no word at all. */
export function queryTokens(terms: string[]): string[] {
  const all = new Set<string>();
  for (const term of terms) searchTokens(term, all);
  return [...all];
}

/** tsquery: every token occurs in one of `langs` (in a title when titleOnly). */
export function tsquery(tokens: string[], langs: readonly Language[], titleOnly = false): string {
  const sep = titleOnly ? '^' : ':';
  return tokens.map((t) => '(' + langs.map((l) => quote(`${LANG_PREFIX[l]}${sep}${t}`)).join(' | ') + ')').join(' & ');
}

/**
 * The four ranking tiers of a search as disjoint tsqueries, best first: every token in a title in the
 * request language; in the request language at all; in a title in any language; anywhere.
 */
export function tierQueries(tokens: string[], lang: Language): string[] {
  const titleInLang = tsquery(tokens, [lang], true);
  const inLang = tsquery(tokens, [lang]);
  const titleAny = tsquery(tokens, LANGUAGES, true);
  const any = tsquery(tokens, LANGUAGES);
  return [
    `(${titleInLang})`,
    `(${inLang}) & !(${titleInLang})`,
    `(${titleAny}) & !(${inLang})`,
    `(${any}) & !(${titleAny}) & !(${inLang})`,
  ];
}

import { z } from 'zod';
import { LIMITS } from '../limits.js';

/**
 * The one rule for text a client sends. PostgreSQL cannot store NUL, control characters make text
 * that looks the same compare differently, and a lone surrogate is not Unicode at all (it cannot be
 * encoded as UTF-8); so every string field refuses them at the contract, with TEXT_INVALID naming the
 * field. Refused: C0 controls (U+0000-U+001F) except tab, newline and carriage return in multi-line
 * fields, DEL (U+007F), the C1 controls (U+0080-U+009F, what mis-decoded text leaves behind) and lone
 * surrogates. Everything else is kept exactly as sent: Khmer subscripts (U+17D2), the zero-width space
 * Khmer writes between words (U+200B), zero-width joiners and non-joiners (U+200C, U+200D), Chinese.
 */
const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
const MULTI_LINE = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

/** The `params.rule` of the zod issue the server's error handler turns into TEXT_INVALID. */
export const TEXT_RULE = 'text';

export const isCleanText = (s: string, multiLine = false) => (multiLine ? MULTI_LINE : SINGLE_LINE).test(s);

const textCheck = (multiLine: boolean) => (s: string) => isCleanText(s, multiLine);
const textIssue = (multiLine: boolean) => ({
  message: multiLine
    ? 'must not contain control characters or broken Unicode'
    : 'must be one line without control characters or broken Unicode',
  params: { rule: TEXT_RULE },
});

/** A one-line text field (names, titles, codes, keywords, addresses, links). Chain .trim().min().max() as usual. */
export const singleLine = () => z.string().refine(textCheck(false), textIssue(false));
/** A text field that may hold tabs and line breaks (summaries, postal addresses, HTML). */
export const multiLine = () => z.string().refine(textCheck(true), textIssue(true));

// ---------------------------------------------------------------- email

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/**
 * The one email rule, what a mail server accepts (RFC 5321 limits, dot-atom local part, DNS host name):
 * at most 254 characters, one @, a local part of at most 64 characters without leading, trailing or
 * doubled dots, and a domain of at least two labels, each 1-63 letters, digits or inner hyphens, ending
 * in an alphabetic (or punycode) top-level domain. No quoted local parts, IP literals or comments: a
 * member typing one has made a mistake far more often than not.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > LIMITS.addressMax) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.indexOf('@') !== at) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => DOMAIN_LABEL.test(l))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1]);
}

/** An email field: trimmed, then the one email rule. */
export const emailAddress = () =>
  singleLine()
    .trim()
    .max(LIMITS.addressMax)
    .refine(isEmailAddress, 'must be an email address a mail server accepts')
    .meta({ format: 'email', example: 'member@example.com' });

// ---------------------------------------------------------------- dates

/** The dates the site deals in: publishing times, deadlines, audit ranges. */
export const DATE_RANGE = { min: '2000-01-01T00:00:00Z', max: '2100-12-31T23:59:59.999Z' } as const;

/**
 * An ISO 8601 date-time with an offset, inside [min, max]. Without a range a year 0020 or 275760
 * reaches the database and comes back as another year (or not at all).
 */
export const dateTime = (range: { min: string; max: string } = DATE_RANGE) =>
  z
    .string()
    .datetime({ offset: true })
    .refine(
      (s) => {
        const t = Date.parse(s);
        return t >= Date.parse(range.min) && t <= Date.parse(range.max);
      },
      `must be between ${range.min.slice(0, 10)} and ${range.max.slice(0, 10)}`,
    )
    .meta({
      description: `ISO 8601 date-time with offset, from ${range.min.slice(0, 10)} to ${range.max.slice(0, 10)}`,
      example: '2030-06-30T16:00:00Z',
    });

/** A calendar day YYYY-MM-DD that exists, inside the site's date range. */
export const calendarDay = (range: { min: string; max: string } = DATE_RANGE) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine(
      (s) => {
        const t = Date.parse(`${s}T00:00:00Z`);
        return (
          !Number.isNaN(t) &&
          new Date(t).toISOString().slice(0, 10) === s &&
          t >= Date.parse(range.min) &&
          t <= Date.parse(range.max)
        );
      },
      `must be a date between ${range.min.slice(0, 10)} and ${range.max.slice(0, 10)}`,
    )
    .meta({ example: '2025-12-31' });

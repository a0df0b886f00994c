import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import type { z } from 'zod';
import { linkValue } from '@acsc/shared';

/**
 * Form rules read from the shared zod schemas (packages/shared), so the console checks what the server
 * checks and a limit changed there changes here: required, maximum length, and one rule for the rest
 * of the schema (patterns such as the link rule, the one email rule, the text rule), each with the
 * console's own message. The server still checks everything; these only answer sooner.
 */

// zod 4 keeps a schema's parts in `_zod.def`; only the few wrapper and check kinds below are read.
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp } } }[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

/** The schema under optional(), nullable(), default() and the input side of a pipe. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (;;) {
    const def = defOf(s);
    if (WRAPPERS.has(def.type) && def.innerType) s = def.innerType;
    else if (def.type === 'pipe' && def.in) s = def.in;
    else return s;
  }
}

/** The string schemas a field may be: itself, or the string options of a union (a link or ''). */
function strings(schema: z.ZodType): z.ZodType[] {
  const s = unwrap(schema);
  const def = defOf(s);
  if (def.type === 'string') return [s];
  if (def.type === 'union') return (def.options ?? []).flatMap(strings);
  return [];
}

/** The longest text the schema accepts (the largest of a union's strings), or undefined when unbounded. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const lengths = strings(schema).map((s) => (s as z.ZodString).maxLength);
  return lengths.length && lengths.every((n) => typeof n === 'number') ? Math.max(...(lengths as number[])) : undefined;
}

/** The bounds of a number field (InputNumber's min and max), from .min() and .max(). */
export function rangeOf(schema: z.ZodType): { min?: number; max?: number } {
  const s = unwrap(schema) as z.ZodNumber;
  if (defOf(s).type !== 'number') return {};
  return {
    ...(Number.isFinite(s.minValue) ? { min: s.minValue! } : {}),
    ...(Number.isFinite(s.maxValue) ? { max: s.maxValue! } : {}),
  };
}

/** The regular expressions a text must match (the link rule, a code's letters), from .regex(). */
export function patternsOf(schema: z.ZodType): RegExp[] {
  return strings(schema).flatMap((s) =>
    (defOf(s).checks ?? [])
      .map((c) => c._zod.def)
      .filter((d) => d.check === 'string_format' && d.format === 'regex' && d.pattern)
      .map((d) => d.pattern!),
  );
}

/** The longest text of each language of a translatable field (localizedInput: {zh_CN, km_KH, en_US}). */
export function localizedMaxOf(schema: z.ZodType): number | undefined {
  const shape = defOf(unwrap(schema)).shape;
  return shape ? maxLengthOf(Object.values(shape)[0]) : undefined;
}

/** Whether a value must be given: the schema refuses a missing one (no optional(), no default()). */
export const isRequired = (schema: z.ZodType) => !schema.safeParse(undefined).success;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The console's messages for a field's rules; a rule without its message is left out. */
export interface RuleTexts {
  required?: string;
  max?: (max: number) => string;
  /** Shown when the value breaks any other part of the schema (pattern, email rule, text rule). */
  invalid?: string;
}

/** One rule checking a value against the schema as a whole (an empty value is left to `required`). */
export function schemaRule(schema: z.ZodType, message: string): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value)) return;
      // The max rule names the length; this one does not repeat it.
      const max = maxLengthOf(schema);
      if (typeof value === 'string' && max !== undefined && value.length > max) return;
      if (!schema.safeParse(value).success) throw new Error(message);
    },
  };
}

/** The antd rules of one field from its shared schema. */
export function rulesOf(schema: z.ZodType, texts: RuleTexts): FormRule[] {
  const rules: FormRule[] = [];
  if (texts.required && isRequired(schema)) rules.push({ required: true, message: texts.required });
  const max = maxLengthOf(schema);
  if (texts.max && max !== undefined) rules.push({ max, message: texts.max(max) });
  if (texts.invalid) rules.push(schemaRule(schema, texts.invalid));
  return rules;
}

/** The rules of a list field (a select of tags) whose every element must pass the element's schema. */
export function eachRule(element: z.ZodType, message: string): RuleObject {
  return { type: 'array', defaultField: schemaRule(element, message) };
}

/**
 * A link inside rich text: the shared link rule (a site path or an http(s) address; the scheme in any
 * case), or a mailto: address, which the server's HTML allow-list also keeps.
 */
export const isRichTextLink = (url: string) =>
  /^mailto:/i.test(url) || linkValue.safeParse(url.replace(/^[a-z]+:/i, (scheme) => scheme.toLowerCase())).success;

import { fc } from '@fast-check/vitest';
import { z } from 'zod';
import { DATE_RANGE } from '@acsc/shared';
import { HOSTILE_VALUES } from './hostile.js';

/**
 * Values for a route's zod schema, through its JSON schema (`z.toJSONSchema`, input side): valid ones
 * (types, bounds, enums, patterns, formats), and invalid ones made from a valid one by one mutation or
 * one hostile value at one place. Whether a value is acceptable is decided by the route's own zod schema
 * at check time, so a refinement the JSON schema cannot say never makes the sweep wrong, only less dense.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON schema from the OpenAPI document, walked by keyword
export type JsonSchema = Record<string, any>;

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
}

// Text as members type it: Latin, Khmer (with its subscript sign and the zero-width space, non-joiner
// and joiner), Chinese, digits, punctuation, an emoji (a surrogate pair).
const TEXT_UNITS = [
  'a',
  'Z',
  '0',
  '7',
  ' ',
  '-',
  '.',
  ',',
  '@',
  '/',
  'ក',
  'ខ',
  '្',
  'ស',
  'ា',
  '\u200b',
  '\u200c',
  '\u200d',
  '柬',
  '华',
  '学',
  '🎓',
  "'",
  '"',
  '<',
  '&',
];
const text = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...TEXT_UNITS), minLength: min, maxLength: max });

const SAFE = Number.MAX_SAFE_INTEGER;
const dateArb = fc
  .integer({ min: Date.parse(DATE_RANGE.min), max: Date.parse(DATE_RANGE.max) })
  .map((t) => new Date(t).toISOString());

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 60, Math.max(min, 60));
  if (s.format === 'date-time') return dateArb;
  if (s.format === 'date') return dateArb.map((d) => d.slice(0, 10));
  if (s.format === 'email')
    return fc
      .tuple(
        fc.stringMatching(/^[a-z0-9]{1,12}$/),
        fc.stringMatching(/^[a-z0-9]{1,12}$/),
        fc.constantFrom('com', 'org', 'kh'),
      )
      .map(([l, d, t]) => `${l}@${d}.${t}`);
  if (s.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot generate from (lookahead): the schema's example, else plain text.
      if (typeof s.example === 'string') return fc.constant(s.example);
    }
  }
  const arbs = [text(min, max)];
  // Now and then a text exactly as long as allowed: bounds are where code breaks.
  if (s.maxLength !== undefined && s.maxLength <= 5000) arbs.push(fc.constant('ស'.repeat(s.maxLength)));
  return fc.oneof({ arbitrary: arbs[0], weight: 9 }, ...arbs.slice(1).map((arbitrary) => ({ arbitrary, weight: 1 })));
}

function numberArb(s: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const exclusiveMax = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined;
  if (s.type === 'integer') {
    const min = Math.max(-SAFE, s.minimum ?? (exclusiveMin !== undefined ? Math.floor(exclusiveMin) + 1 : -SAFE));
    const max = Math.min(SAFE, s.maximum ?? (exclusiveMax !== undefined ? Math.ceil(exclusiveMax) - 1 : SAFE));
    return fc.integer({ min, max });
  }
  const min = s.minimum ?? exclusiveMin ?? -1e12;
  const max = s.maximum ?? exclusiveMax ?? 1e12;
  return fc.double({
    min,
    max,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: exclusiveMin !== undefined,
    maxExcluded: exclusiveMax !== undefined,
  });
}

interface Ctx {
  root: JsonSchema;
  depth: number;
}

function resolve(s: JsonSchema, ctx: Ctx): JsonSchema {
  if (!s.$ref) return s;
  if (s.$ref === '#') return ctx.root;
  const name = String(s.$ref).split('/').pop()!;
  return ctx.root.$defs?.[name] ?? {};
}

/** A value the JSON schema allows. Deep recursive shapes stop at their required fields. */
export function valueArb(schema: JsonSchema, ctx: Ctx = { root: schema, depth: 0 }): fc.Arbitrary<unknown> {
  const s = resolve(schema, ctx);
  const inner = { ...ctx, depth: ctx.depth + 1 };
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (Array.isArray(branches)) return fc.oneof(...branches.map((b: JsonSchema) => valueArb(b, inner)));
  switch (s.type) {
    case 'string':
      return stringArb(s);
    case 'integer':
    case 'number':
      return numberArb(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? 3, ctx.depth > 3 ? minLength : Math.max(minLength, 3));
      return fc.array(valueArb(s.items ?? {}, inner), { minLength, maxLength });
    }
    case 'object': {
      const props: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = s.required ?? [];
      for (const [name, prop] of Object.entries<JsonSchema>(s.properties ?? {})) {
        if (ctx.depth > 4 && !required.includes(name)) continue;
        props[name] = valueArb(prop, inner);
      }
      return fc.record(props, { requiredKeys: required.filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---------------------------------------------------------------- invalid and hostile values

/** A place in a value: the path to it and the schema there. */
interface Place {
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

/** Every place a JSON schema names (properties, array items), to aim a mutation at. */
export function placesOf(
  schema: JsonSchema,
  root = schema,
  path: string[] = [],
  depth = 0,
  required = true,
  whole = true,
): Place[] {
  const s = resolve(schema, { root, depth });
  const out: Place[] = whole || path.length ? [{ path, schema: s, required }] : [];
  if (depth > 4) return out;
  const branch = (s.anyOf ?? s.oneOf)?.find((b: JsonSchema) => resolve(b, { root, depth }).type === 'object');
  const obj = branch ? resolve(branch, { root, depth }) : s;
  for (const [name, prop] of Object.entries<JsonSchema>(obj.properties ?? {})) {
    out.push(...placesOf(prop, root, [...path, name], depth + 1, (obj.required ?? []).includes(name)));
  }
  if (s.type === 'array' && s.items) out.push(...placesOf(s.items, root, [...path, '0'], depth + 1, false));
  return out;
}

const clone = (v: unknown) => (v === undefined ? undefined : Array.isArray(v) ? [...v] : { ...(v as object) });

/** Sets (or with `undefined`, removes) the value at a path, creating objects and arrays on the way. */
export function setAt(value: unknown, path: string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const base = value && typeof value === 'object' ? clone(value) : /^\d+$/.test(path[0]) ? [] : {};
  const [head, ...rest] = path;
  const container = base as Record<string, unknown>;
  const child = setAt(container[head], rest, next);
  if (child === undefined && rest.length === 0) delete container[head];
  else container[head] = child;
  return base;
}

/** A value of another type than the schema says. */
function wrongType(s: JsonSchema): fc.Arbitrary<unknown> {
  const all: [string, unknown][] = [
    ['string', 'not a number'],
    ['number', 12.5],
    ['integer', 7],
    ['boolean', true],
    ['null', null],
    ['array', ['x']],
    ['object', { x: 1 }],
  ];
  return fc.constantFrom(
    ...all.filter(([t]) => t !== s.type && !(t === 'integer' && s.type === 'number')).map(([, v]) => v),
  );
}

/** Out of the schema's bounds: past a maximum, below a minimum, a fraction where an integer goes, one character too many. */
function outOfRange(s: JsonSchema): unknown[] {
  const out: unknown[] = [];
  if (typeof s.maximum === 'number') out.push(s.maximum + 1, s.maximum * 10 + 1);
  if (typeof s.minimum === 'number') out.push(s.minimum - 1);
  if (typeof s.exclusiveMinimum === 'number') out.push(s.exclusiveMinimum);
  if (s.type === 'integer') out.push(1.5);
  if (typeof s.maxLength === 'number' && s.maxLength < 300_000) out.push('x'.repeat(s.maxLength + 1));
  if (typeof s.minLength === 'number' && s.minLength > 0) out.push('');
  if (typeof s.maxItems === 'number' && s.maxItems < 1000 && s.items)
    out.push(Array.from({ length: s.maxItems + 1 }, () => 'x'));
  if (Array.isArray(s.enum)) out.push(`${String(s.enum[0])}-not-one-of-them`);
  return out;
}

export interface Mutation {
  /** What was done, for the failure report. */
  label: string;
  value: unknown;
}

/** One mutation of a valid value: a wrong type, a missing or unknown field, a bound crossed. */
export function invalidArb(schema: JsonSchema, valid: fc.Arbitrary<unknown>, whole = true): fc.Arbitrary<Mutation> {
  const places = placesOf(schema, schema, [], 0, true, whole);
  return fc.tuple(valid, fc.constantFrom(...places)).chain(([value, place]) => {
    const at = place.path.join('.') || '(whole)';
    const options: fc.Arbitrary<Mutation>[] = [
      wrongType(place.schema).map((v) => ({ label: `wrong type at ${at}`, value: setAt(value, place.path, v) })),
    ];
    const bounds = outOfRange(place.schema);
    if (bounds.length)
      options.push(
        fc.constantFrom(...bounds).map((v) => ({ label: `out of range at ${at}`, value: setAt(value, place.path, v) })),
      );
    if (place.path.length && place.required)
      options.push(fc.constant({ label: `missing ${at}`, value: setAt(value, place.path, undefined) }));
    if (place.schema.type === 'object' || place.path.length === 0)
      options.push(
        fc.constant({ label: `unknown field at ${at}`, value: setAt(value, [...place.path, 'unexpectedField'], 'x') }),
      );
    return fc.oneof(...options);
  });
}

/** One hostile value from the dictionary put at one place of a valid value (or as the whole value). */
export function hostileArb(schema: JsonSchema, valid: fc.Arbitrary<unknown>, whole = true): fc.Arbitrary<Mutation> {
  const places = placesOf(schema, schema, [], 0, true, whole);
  return fc
    .tuple(valid, fc.constantFrom(...places), fc.constantFrom(...HOSTILE_VALUES))
    .map(([value, place, hostile]) => ({
      label: `${hostile.name} at ${place.path.join('.') || '(whole)'}`,
      value: setAt(value, place.path, hostile.value()),
    }));
}

import { z } from 'zod';

/**
 * The shape of a contract without its input rules: the same objects, fields, enums, nullability and
 * integers, but no lengths, patterns, ranges or refinements, and no defaults (an answer carries every
 * field). A response is checked against this, not against the input schema it may share fields with:
 * a row stored before a rule was tightened (a deadline in year 49, an address refused since) still
 * reads back, while a field the contract does not name is still dropped.
 */
export function wireShape<T extends z.ZodType>(schema: T): T {
  return shapeOf(schema) as T;
}

const shapes = new WeakMap<z.ZodType, z.ZodType>();

function shapeOf(schema: z.ZodType): z.ZodType {
  // A schema registered under an id (a recursive one: OrgNode) is documented once as a component: kept as it is.
  if (z.globalRegistry.get(schema)?.id) return schema;
  const known = shapes.get(schema);
  if (known) return known;
  const out = withMeta(schema, build(schema));
  shapes.set(schema, out);
  return out;
}

function withMeta(schema: z.ZodType, out: z.ZodType): z.ZodType {
  const meta = z.globalRegistry.get(schema);
  return meta && out !== schema ? out.meta({ ...meta }) : out;
}

function build(schema: z.ZodType): z.ZodType {
  // zod's own definitions, read to rebuild each node without its checks.
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const inner = (key: string) => shapeOf(def[key] as z.ZodType);
  switch (def.type) {
    case 'string':
      return z.string();
    case 'number':
      return (schema as z.ZodNumber).isInt ? z.number().int() : z.number();
    case 'boolean':
    case 'null':
    case 'unknown':
    case 'any':
    case 'enum':
    case 'literal':
      return schema;
    case 'object':
      return z.object(
        Object.fromEntries(Object.entries((schema as z.ZodObject).shape).map(([k, v]) => [k, shapeOf(v as z.ZodType)])),
      );
    case 'array':
      return z.array(inner('element'));
    case 'optional':
      return inner('innerType').optional();
    case 'nullable':
      return inner('innerType').nullable();
    case 'default':
    case 'prefault':
      return inner('innerType');
    case 'union':
      return z.union((def.options as z.ZodType[]).map(shapeOf) as [z.ZodType, z.ZodType, ...z.ZodType[]]);
    case 'record':
      return z.record(def.keyType as z.ZodString, inner('valueType'));
    case 'lazy':
      return z.lazy(() => shapeOf((def.getter as () => z.ZodType)()));
    default:
      // A transform or pipe has no one shape on the wire: a response contract names plain values.
      throw new Error(`wireShape: a response contract cannot hold a zod ${def.type}`);
  }
}

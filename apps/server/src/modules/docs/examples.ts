/** A JSON schema as it appears in the OpenAPI document (3.0 dialect: `nullable`, `$ref` to components). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON schema, walked and extended by keyword
export type JsonSchema = Record<string, any>;

// Localized texts show one example per language, so a reader sees the shape of a trilingual field.
const BY_LANGUAGE: Record<string, string> = { zh_CN: '示例', km_KH: 'ឧទាហរណ៍', en_US: 'Example' };

/**
 * An example value for a schema: its own `example`, else one built from its type and bounds. Fields
 * with a pattern or a rule a JSON schema cannot say carry an example in their zod schema
 * (`.meta({ example })`); the docs test checks every body example passes the route's schema.
 */
export function exampleOf(
  schema: JsonSchema,
  components: Record<string, JsonSchema> = {},
  key = '',
  depth = 0,
): unknown {
  if (depth > 8) return undefined;
  if (schema.$ref)
    return exampleOf(components[String(schema.$ref).split('/').pop()!] ?? {}, components, key, depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length)
    return schema.enum.find((v: unknown) => v !== null) ?? schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(branches))
    return exampleOf(
      branches.find((b: JsonSchema) => !(b.enum?.length === 1 && b.enum[0] === null)) ?? branches[0],
      components,
      key,
      depth + 1,
    );
  if (Array.isArray(schema.allOf))
    return Object.assign({}, ...schema.allOf.map((s: JsonSchema) => exampleOf(s, components, key, depth + 1)));
  switch (schema.type) {
    case 'string':
      return stringExample(schema, key);
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    case 'array': {
      const item = exampleOf(schema.items ?? {}, components, key, depth + 1);
      return schema.maxItems === 0 || item === undefined ? [] : [item];
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries<JsonSchema>(schema.properties ?? {})) {
        const value = exampleOf(prop, components, name, depth + 1);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    default:
      return schema.default;
  }
}

function stringExample(schema: JsonSchema, key: string): string {
  if (schema.format === 'date-time') return '2030-06-30T16:00:00Z';
  if (schema.format === 'date') return '2030-06-30';
  if (schema.format === 'email') return 'member@example.com';
  if (schema.format === 'uri') return 'https://example.com/';
  let text = BY_LANGUAGE[key] ?? 'example';
  while (text.length < (schema.minLength ?? 0)) text += text;
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, schema.minLength ?? 0)) : text;
}

function numberExample(schema: JsonSchema): number {
  const min = schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined);
  let value =
    min !== undefined
      ? min + (schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number' ? 1 : 0)
      : 1;
  if (schema.default !== undefined && typeof schema.default === 'number') value = schema.default;
  if (schema.maximum !== undefined) value = Math.min(value, schema.maximum);
  return schema.type === 'integer' ? Math.ceil(value) : value;
}

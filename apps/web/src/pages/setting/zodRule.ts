import type { Rule } from 'antd/es/form/index.js';
import type { z } from 'zod';

/** An antd form rule from the shared contract's field schema: the form refuses what the server refuses. */
export function zodRule(schema: z.ZodType, message: string): Rule {
  return {
    validator: (_rule, value) =>
      schema.safeParse(value === '' ? undefined : value).success
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

import { ERRORS, type ErrorName } from '@acsc/shared';

/** The one error type of the server: a named code from packages/shared plus message parameters. */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly params: Record<string, string | number>;
  constructor(name: ErrorName, params: Record<string, string | number> = {}) {
    super(name);
    this.errorName = name;
    this.params = params;
  }
  get code(): number {
    return ERRORS[this.errorName].code;
  }
  get status(): number {
    return ERRORS[this.errorName].status;
  }
}

/**
 * Throws the named error: the one way code answers an error. A declared function (not an arrow), so
 * TypeScript narrows after `if (!row) fail('NOT_FOUND')`.
 */
export function fail(name: ErrorName, params?: Record<string, string | number>): never {
  throw new AppError(name, params);
}

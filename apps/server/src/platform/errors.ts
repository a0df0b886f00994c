import { ERRORS, type ErrorName } from '@acsc/shared';

/** The one error type of the server: a named code from packages/shared plus message parameters. */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly params: Record<string, string | number>;
  /** Sent as Retry-After (seconds) with the answer: when a refused call may be tried again. */
  readonly retryAfterSeconds?: number;
  constructor(name: ErrorName, params: Record<string, string | number> = {}, options: FailOptions = {}) {
    super(name);
    this.errorName = name;
    this.params = params;
    this.retryAfterSeconds = options.retryAfterSeconds;
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
export function fail(name: ErrorName, params?: Record<string, string | number>, options?: FailOptions): never {
  throw new AppError(name, params, options);
}

export interface FailOptions {
  retryAfterSeconds?: number;
}

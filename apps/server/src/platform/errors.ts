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

export const fail = (name: ErrorName, params?: Record<string, string | number>): never => {
  throw new AppError(name, params);
};

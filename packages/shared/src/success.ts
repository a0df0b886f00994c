/**
 * The spec counts 0, 200 and 'success' as success codes (section 8). A module of its own (not in
 * errors.ts) so that the web client's HTTP module, part of every first load, does not pull all error
 * messages of three languages into it (issue 8).
 */
export function isSuccessCode(code: unknown): boolean {
  return code === 0 || code === 200 || code === 'success';
}

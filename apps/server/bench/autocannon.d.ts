// autocannon ships no types; the bench uses this much of it.
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  }
  export default function autocannon(opts: Record<string, unknown>): Instance;
}

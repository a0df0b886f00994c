import { LIMITS } from '@acsc/shared';
import { fail } from '../../platform/errors.js';
import type { Counters } from '../../platform/counters.js';
import { windowKey } from './verification.js';

/**
 * The throttles of login/pwd (issue 28; OWASP's authentication guidance: throttle, do not lock out):
 *
 * - one (account, IP) pair: LIMITS.loginFailuresPerAccount failures per window, then refused until the
 *   window ends, so one attacker's network stops after a few guesses;
 * - one IP: LIMITS.loginFailuresPerIp failures per window across accounts, then refused;
 * - one account from anywhere: never refused for the window. Past LIMITS.loginFreeFailuresPerAccount
 *   (more than one network can reach alone) each try waits its turn: 2 s, 4 s, 8 s... at most 5 minutes
 *   after the one before. The real member on another network is at most slowed, and a code to the
 *   address (password/reset) clears it at once.
 *
 * Each try is taken from the counters before the password is hashed (atomic increments, Redis or
 * in-process), so N tries racing in parallel count N. A refused try is given back, so hammering a
 * closed door does not keep it closed longer; a success gives the IP's try back and clears the pair and
 * the account. Refusals answer 429 with Retry-After.
 */

interface Deps {
  counters: Counters;
  now: () => Date;
}

const W = () => LIMITS.loginFailureWindowSeconds;

function keysOf(email: string, ip: string, now: Date) {
  const w = W();
  return {
    pair: windowKey(`login:pair:${ip}:${email}`, w, now),
    ip: windowKey(`login:ip:${ip}`, w, now),
    account: windowKey(`login:acct:${email}`, w, now),
    /** The account's turnstile: not windowed, the next turn carries across a window's end. */
    turn: `login:turn:${email}`,
  };
}

/** The wait after the n-th try of an account in a window (n past the free ones): doubling, capped. */
export function slowdownSeconds(n: number): number {
  const over = n - LIMITS.loginFreeFailuresPerAccount;
  if (over <= 0) return 0;
  return Math.min(LIMITS.loginSlowdownMaxSeconds, LIMITS.loginSlowdownBaseSeconds * 2 ** Math.min(over - 1, 30));
}

export interface LoginTry {
  /** The password was right: the pair and the account start afresh, the IP's try is given back. */
  succeeded(): Promise<void>;
}

/** Takes one try of the email from this IP, or refuses it (LOGIN_THROTTLED, LOGIN_SLOWED) before any hashing. */
export async function takeLoginTry(deps: Deps, email: string, ip: string): Promise<LoginTry> {
  const now = deps.now();
  const keys = keysOf(email, ip, now);
  const { counters } = deps;
  const [pair, byIp] = await Promise.all([counters.hit(keys.pair.key, W()), counters.hit(keys.ip.key, W())]);
  const pairOver = pair > LIMITS.loginFailuresPerAccount;
  if (pairOver || byIp > LIMITS.loginFailuresPerIp) {
    await Promise.all([counters.release(keys.pair.key), counters.release(keys.ip.key)]);
    const secondsLeft = (pairOver ? keys.pair : keys.ip).secondsLeft;
    fail('LOGIN_THROTTLED', { minutes: Math.ceil(secondsLeft / 60) }, { retryAfterSeconds: secondsLeft });
  }

  const n = await counters.hit(keys.account.key, W());
  const wait = slowdownSeconds(n);
  if (wait > 0) {
    const leftMs = await counters.pass(keys.turn, now.getTime(), wait * 1000, W());
    if (leftMs > 0) {
      await Promise.all([
        counters.release(keys.pair.key),
        counters.release(keys.ip.key),
        counters.release(keys.account.key),
      ]);
      const seconds = Math.ceil(leftMs / 1000);
      fail('LOGIN_SLOWED', { seconds }, { retryAfterSeconds: seconds });
    }
  }

  return {
    async succeeded() {
      await Promise.all([counters.reset(keys.pair.key), counters.release(keys.ip.key), clearAccount(deps, email)]);
    },
  };
}

/** The member proved the address (a code) or the password: the account's slowdown ends at once. */
export async function clearAccount(deps: Deps, email: string): Promise<void> {
  const keys = keysOf(email, '', deps.now());
  await Promise.all([deps.counters.reset(keys.account.key), deps.counters.reset(keys.turn)]);
}

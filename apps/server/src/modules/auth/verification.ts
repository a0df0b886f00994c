import { CODE_TYPES, LIMITS, type CheckCodeBody, type ErrorName, type SendCodeBody } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { findCountryCode } from '../site/service.js';
import { parseAddress, type Address } from './address.js';
import { generateCode, hashCode, verifyCode } from './codes.js';
import { codeMessage } from './messages.js';
import { newSecret, sha256Hex } from '../../platform/tokens.js';
import * as repo from './repo.js';

export type { ClientMeta } from '../../platform/client-meta.js';
import type { ClientMeta } from '../../platform/client-meta.js';

export type Deps = Pick<AppContext, 'database' | 'counters' | 'delivery' | 'log' | 'now'>;

export const purposeOf = (type: number): repo.CodePurpose =>
  type === CODE_TYPES.bind ? 'bind' : type === CODE_TYPES.resetPassword ? 'reset' : 'login';

/** Parses an address and, for a phone, checks the site offers its country code and the number fits it. */
export async function resolveAddress(db: Executor, raw: string): Promise<Address> {
  const address = parseAddress(raw);
  if (address.kind === 'phone') {
    if (!(await findCountryCode(db, address.countryCode))) fail('COUNTRY_CODE_UNSUPPORTED');
    if (!address.plausible) fail('PHONE_INVALID');
  }
  return address;
}

/**
 * Fixed windows named by their index, so every process (and Redis) agrees on the window and a test clock
 * moves into the next one. Returns the counter key and the seconds until the window ends.
 */
export function windowKey(name: string, windowSeconds: number, now: Date): { key: string; secondsLeft: number } {
  const t = now.getTime() / 1000;
  const index = Math.floor(t / windowSeconds);
  return { key: `${name}:${index}`, secondsLeft: Math.max(1, Math.ceil((index + 1) * windowSeconds - t)) };
}

export const smsHourKey = (now: Date) => windowKey('code:sms-hour', 3600, now).key;

interface Cap {
  key: string;
  limit: number;
  error: ErrorName;
  windowSeconds: number;
  /** Until the cap lifts (Retry-After). */
  secondsLeft?: number;
}

/** A daily cap's counter and when it lifts. */
const dayCap = (name: string, limit: number, error: ErrorName, now: Date): Cap => {
  const w = windowKey(name, 86_400, now);
  return { key: w.key, secondsLeft: w.secondsLeft, limit, error, windowSeconds: 86_400 };
};

/**
 * The caps a send takes, the sender's own first (IP, device, this IP to this address), then the
 * address's: a stranger runs out before a member's address does (issue 28). A device the address's
 * member has signed in on is theirs: its sends skip the address's caps, so strangers who used those up
 * cannot keep the member from a code; the IP and device caps still hold.
 */
function capsFor(address: Address, meta: ClientMeta, now: Date, ownersDevice: boolean): Cap[] {
  const caps: Cap[] = [dayCap(`code:ip:${meta.ip}`, LIMITS.codeDailyPerIp, 'CODE_DAILY_IP', now)];
  if (meta.deviceId)
    caps.push(dayCap(`code:dev:${meta.deviceId}`, LIMITS.codeDailyPerDevice, 'CODE_DAILY_DEVICE', now));
  if (!ownersDevice) {
    caps.push(
      dayCap(
        `code:addr-ip:${meta.ip}:${address.address}`,
        LIMITS.codeDailyPerAddressPerIp,
        'CODE_DAILY_ADDRESS_IP',
        now,
      ),
      dayCap(`code:addr:${address.address}`, LIMITS.codeDailyPerAddress, 'CODE_DAILY_ADDRESS', now),
    );
  }
  if (address.kind === 'phone')
    caps.push({ key: smsHourKey(now), limit: LIMITS.smsHourlyCeiling, error: 'SMS_CEILING', windowSeconds: 3600 });
  return caps;
}

/** Takes one unit of every cap atomically; on the first cap that is full, gives back what it took. */
async function reserveCaps(deps: Deps, caps: Cap[]): Promise<() => Promise<void>> {
  const taken: string[] = [];
  const release = async () => {
    await Promise.all(taken.map((k) => deps.counters.release(k)));
  };
  for (const cap of caps) {
    const count = await deps.counters.hit(cap.key, cap.windowSeconds);
    taken.push(cap.key);
    if (count > cap.limit) {
      await release();
      fail(cap.error, {}, { retryAfterSeconds: cap.secondsLeft });
    }
  }
  return release;
}

function resendWait(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const elapsed = (now.getTime() - lastSentAt.getTime()) / 1000;
  return elapsed < LIMITS.codeResendSeconds ? Math.max(1, Math.ceil(LIMITS.codeResendSeconds - elapsed)) : 0;
}

/**
 * captcha/v1/send. Answers the same whether or not the address belongs to a member. The code row is
 * written and committed before delivery (no network call inside a transaction); a failed delivery
 * deletes the row and gives back the caps, so nothing usable or counted is left behind.
 */
export async function sendVerificationCode(deps: Deps, meta: ClientMeta, body: SendCodeBody): Promise<void> {
  const db = deps.database.db;
  const address = await resolveAddress(db, body.address);
  const purpose = purposeOf(body.type);
  const now = deps.now();

  const wait = resendWait(await repo.lastCodeSentAt(db, address.address), now);
  if (wait) fail('CODE_RESEND_TOO_SOON', { seconds: wait }, { retryAfterSeconds: wait });

  const ownersDevice = meta.deviceId ? await repo.addressOwnerUsedDevice(db, address.address, meta.deviceId) : false;
  const release = await reserveCaps(deps, capsFor(address, meta, now, ownersDevice));
  const code = generateCode();
  let codeId: number;
  try {
    codeId = await db.transaction(async (tx) => {
      await repo.lockAddress(tx, address.address);
      // Checked again under the lock: two sends racing past the first check must not both go out.
      const again = resendWait(await repo.lastCodeSentAt(tx, address.address), now);
      if (again) fail('CODE_RESEND_TOO_SOON', { seconds: again }, { retryAfterSeconds: again });
      await repo.retireCodes(tx, address.address, purpose, now);
      return repo.insertCode(tx, {
        address: address.address,
        channel: address.kind === 'email' ? 'email' : 'sms',
        purpose,
        codeHash: hashCode(code, address.address),
        ip: meta.ip,
        deviceId: meta.deviceId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + LIMITS.codeTtlSeconds * 1000),
      });
    });
  } catch (err) {
    await release();
    throw err;
  }

  const { subject, text } = codeMessage(meta.lang, code, purpose);
  const channel = address.kind === 'email' ? 'email' : 'sms';
  try {
    await deps.delivery[channel].send({ address: address.address, channel, purpose, code, subject, text });
  } catch (err) {
    deps.log.warn({ err, channel }, 'verification code delivery failed');
    await repo.deleteCode(db, codeId);
    await release();
    fail('DELIVERY_FAILED');
  }
}

/** Who is checking a code: the device (else the IP) that asked for it, or a stranger. */
export type Checker = Pick<ClientMeta, 'ip' | 'deviceId'>;

/** The code's own requester: its device when it was asked for with a Device-Id, else its IP. */
function isRequester(row: repo.CodeRow, who: Checker): boolean {
  return row.deviceId ? row.deviceId === who.deviceId : row.ip === who.ip;
}

/**
 * A stranger's guess is taken from the stranger first: their IP's and device's wrong guesses in the
 * hour, then the guesses all strangers may make on this code. The code's own tries (the requester's)
 * are never touched, so a stranger cannot spend a member's code; the code still takes at most
 * codeMaxWrongTries + codeStrangerTriesPerCode wrong guesses in all.
 */
async function takeStrangerGuess(deps: Deps, who: Checker, row: repo.CodeRow): Promise<() => Promise<void>> {
  const now = deps.now();
  const w = LIMITS.codeGuessWindowSeconds;
  const own: { key: { key: string; secondsLeft: number }; limit: number }[] = [
    { key: windowKey(`code:guess-ip:${who.ip}`, w, now), limit: LIMITS.codeWrongGuessesPerIp },
  ];
  if (who.deviceId)
    own.push({ key: windowKey(`code:guess-dev:${who.deviceId}`, w, now), limit: LIMITS.codeWrongGuessesPerDevice });
  const perCode = { key: `code:strangers:${row.id}`, limit: LIMITS.codeStrangerTriesPerCode };
  const counts = await Promise.all(own.map((c) => deps.counters.hit(c.key.key, w)));
  const release = (keys: string[]) => Promise.all(keys.map((k) => deps.counters.release(k))).then(() => undefined);
  const over = own.find((c, i) => counts[i] > c.limit);
  if (over) {
    await release(own.map((c) => c.key.key));
    const secondsLeft = over.key.secondsLeft;
    fail('CODE_GUESSES_LIMITED', { minutes: Math.ceil(secondsLeft / 60) }, { retryAfterSeconds: secondsLeft });
  }
  if ((await deps.counters.hit(perCode.key, LIMITS.codeTtlSeconds)) > perCode.limit) {
    await release([...own.map((c) => c.key.key), perCode.key]);
    fail('CODE_TOO_MANY_TRIES');
  }
  return () => release([...own.map((c) => c.key.key), perCode.key]);
}

/**
 * Checks a code without spending it; wrong tries are counted here, outside any transaction, so a later
 * rollback cannot undo them. The requester's wrong tries count on the code (codeMaxWrongTries kill it);
 * a stranger's count against the stranger (takeStrangerGuess). Returns the row to spend with spendCode
 * inside the caller's transaction.
 */
export async function verifyCodeOrFail(
  deps: Deps,
  who: Checker,
  address: string,
  purpose: repo.CodePurpose,
  captcha: string,
): Promise<number> {
  const input = captcha.trim();
  if (!input) fail('CODE_REQUIRED');
  const db = deps.database.db;
  const row = await repo.latestCode(db, address, purpose);
  if (!row) return fail('CODE_WRONG');
  if (row.wrongTries >= LIMITS.codeMaxWrongTries) fail('CODE_TOO_MANY_TRIES');
  if (row.consumedAt || row.expiresAt.getTime() <= deps.now().getTime()) fail('CODE_EXPIRED');
  if (!isRequester(row, who)) {
    const giveBack = await takeStrangerGuess(deps, who, row);
    if (!verifyCode(input, address, row.codeHash)) fail('CODE_WRONG');
    await giveBack();
    return row.id;
  }
  if (!verifyCode(input, address, row.codeHash)) {
    const tries = await repo.addWrongTry(db, row.id, LIMITS.codeMaxWrongTries);
    fail(tries === null ? 'CODE_TOO_MANY_TRIES' : 'CODE_WRONG');
  }
  return row.id;
}

/** Spends a verified code; loses to a concurrent request that spent it first. */
export async function spendCode(tx: Executor, codeId: number, now: Date): Promise<void> {
  if (!(await repo.consumeCode(tx, codeId, LIMITS.codeMaxWrongTries, now))) fail('CODE_EXPIRED');
}

/** captcha/v1/check: spends the code and returns a one-time uniqueMark proving the address. */
export async function checkVerificationCode(
  deps: Deps,
  who: Checker,
  body: CheckCodeBody,
): Promise<{ uniqueMark: string }> {
  const db = deps.database.db;
  const address = await resolveAddress(db, body.address);
  const codeId = await verifyCodeOrFail(deps, who, address.address, purposeOf(body.type), body.captcha);
  const uniqueMark = newSecret();
  const now = deps.now();
  await db.transaction(async (tx) => {
    await spendCode(tx, codeId, now);
    await repo.insertProof(tx, {
      address: address.address,
      markHash: sha256Hex(uniqueMark),
      createdAt: now,
      expiresAt: new Date(now.getTime() + LIMITS.uniqueMarkTtlSeconds * 1000),
    });
  });
  return { uniqueMark };
}

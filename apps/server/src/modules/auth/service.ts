import { randomInt } from 'node:crypto';
import {
  DEGREES,
  GENDERS,
  LIMITS,
  ROLES,
  isLanguage,
  privacyFromColumns,
  type BindBody,
  type LoginCaptchaBody,
  type LoginPwdBody,
  type LoginResult,
  type RegisterCaptchaBody,
  type Role,
  type UserInfo,
} from '@acsc/shared';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { maskPhone, normalizeEmail } from './address.js';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from './password.js';
import { newSecret, sha256Hex } from '../../platform/tokens.js';
import { insertSession, revokeSession } from '../../platform/sessions.js';
import { isUniqueViolation } from '../../platform/sql.js';
import { resolveAddress, spendCode, verifyCodeOrFail, type ClientMeta, type Deps } from './verification.js';
import { takeLoginTry } from './login-throttle.js';
import * as repo from './repo.js';
import { notifyIfNewDevice, type SignInDeps } from './sign-in-notice.js';

/** Staff accounts (modules/admin) take passwords by the members' rules. */
export { hashPassword, isCommonPassword, verifyPassword } from './password.js';
// The account notices other features send (settings: a changed password).
export { PASSWORD_CHANGED, ADDRESS_CHANGED, DELETION_SCHEDULED } from './notifications.js';
// Settings: changing the bound phone or email (check the current one, then the new one with its code).
export { changeBoundAddress } from './change-address.js';
// The code flow other features reuse to re-confirm a grave step with a code to a bound address (account deletion).
export { sendVerificationCode, spendCode, verifyCodeOrFail } from './verification.js';

/** A nickname until the member picks one: neutral in every language, unlikely to collide. */
function generatedNickname(): string {
  return `ACSC${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export async function createSession(db: Executor, memberId: number, meta: ClientMeta, now: Date): Promise<string> {
  const token = newSecret();
  await insertSession(db, {
    memberId,
    tokenHash: sha256Hex(token),
    deviceId: meta.deviceId,
    osName: meta.osName,
    osVersion: meta.osVersion,
    platform: meta.platform,
    ip: meta.ip,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + LIMITS.tokenTtlSeconds * 1000),
  });
  return token;
}

function assertActive(member: repo.MemberRow) {
  if (member.status !== 'active') fail('ACCOUNT_DISABLED');
}

/** login/captcha: a phone code signs in, creating the member on first sign-in. */
export async function loginByPhoneCode(
  deps: SignInDeps,
  meta: ClientMeta,
  body: LoginCaptchaBody,
): Promise<LoginResult> {
  const db = deps.database.db;
  const address = await resolveAddress(db, body.address);
  if (address.kind !== 'phone') fail('PHONE_INVALID');
  const codeId = await verifyCodeOrFail(deps, meta, address.address, 'login', body.captcha);
  const now = deps.now();
  const member = await db.transaction(async (tx) => {
    await spendCode(tx, codeId, now);
    const existing = await repo.findMemberByPhone(tx, address.address);
    if (existing) {
      assertActive(existing);
      return existing;
    }
    return repo.insertMember(tx, {
      phone: address.address,
      countryCode: address.countryCode,
      nickname: generatedNickname(),
      language: meta.lang,
      createdAt: now,
      updatedAt: now,
    });
  });
  const token = await notifyIfNewDevice(deps, member.id, meta, () => createSession(db, member.id, meta, now));
  return { token, needShowBindEmail: member.email ? 0 : 1, needShowBindPhone: 0 };
}

function parseEmailOrFail(raw: string): string {
  if (!raw.trim()) fail('ADDRESS_REQUIRED');
  const email = normalizeEmail(raw);
  if (!email) fail('EMAIL_INVALID');
  return email;
}

/**
 * login/pwd. Unknown email, phone-only member and wrong password get the same answer after the same
 * scrypt work. The try is taken from the throttles (login-throttle.ts) before any hashing.
 */
export async function loginByPassword(deps: SignInDeps, meta: ClientMeta, body: LoginPwdBody): Promise<LoginResult> {
  const db = deps.database.db;
  const email = parseEmailOrFail(body.address);
  const now = deps.now();
  const attempt = await takeLoginTry(deps, email, meta.ip);

  const member = await repo.findMemberByEmail(db, email);
  let valid = false;
  if (member?.passwordHash) valid = await verifyPassword(body.password, member.passwordHash);
  else await burnPasswordCheck(body.password);
  if (!member || !valid) fail('LOGIN_FAILED');
  assertActive(member);
  await attempt.succeeded();
  const token = await notifyIfNewDevice(deps, member.id, meta, () => createSession(db, member.id, meta, now));
  return { token, needShowBindEmail: 0, needShowBindPhone: member.phone ? 0 : 1 };
}

/**
 * register/captcha. The code is checked before anything is written, and the code, the member and
 * nothing else are written in one transaction: a taken email leaves the code unspent.
 */
export async function registerByEmailCode(
  deps: Deps,
  meta: ClientMeta,
  body: RegisterCaptchaBody,
): Promise<LoginResult> {
  const db = deps.database.db;
  const email = parseEmailOrFail(body.address);
  if (body.newPassword !== body.confirmPassword) fail('PASSWORDS_DIFFER');
  if (isCommonPassword(body.newPassword)) fail('PASSWORD_TOO_COMMON');
  const codeId = await verifyCodeOrFail(deps, meta, email, 'login', body.captcha);
  // Only someone holding the mailbox's code learns the email is registered.
  if (await repo.findMemberByEmail(db, email)) fail('EMAIL_TAKEN');
  const passwordHash = await hashPassword(body.newPassword);
  const now = deps.now();
  let member: repo.MemberRow;
  try {
    member = await db.transaction(async (tx) => {
      await spendCode(tx, codeId, now);
      if (await repo.findMemberByEmail(tx, email)) fail('EMAIL_TAKEN');
      return repo.insertMember(tx, {
        email,
        passwordHash,
        nickname: generatedNickname(),
        language: meta.lang,
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) fail('EMAIL_TAKEN');
    throw err;
  }
  const token = await createSession(db, member.id, meta, now);
  return { token, needShowBindEmail: 0, needShowBindPhone: 1 };
}

/**
 * setting/v1/phoneEmail/bind: spends a uniqueMark issued for exactly this address and gives the address
 * to the member. Binding the address the member already has is a harmless success.
 */
export async function bindAddress(deps: Deps, memberId: number, body: BindBody): Promise<void> {
  const db = deps.database.db;
  const address = await resolveAddress(db, body.address);
  const now = deps.now();
  try {
    await db.transaction(async (tx) => {
      if (!(await repo.consumeProof(tx, sha256Hex(body.uniqueMark), address.address, now))) fail('UNIQUE_MARK_INVALID');
      const holder =
        address.kind === 'phone'
          ? await repo.findMemberByPhone(tx, address.address)
          : await repo.findMemberByEmail(tx, address.address);
      if (holder && holder.id !== memberId) fail('ADDRESS_TAKEN');
      if (holder) return;
      const me = await repo.findMemberById(tx, memberId);
      if (!me) fail('SESSION_INVALID');
      if (address.kind === 'phone') {
        if (me.phone) fail('ALREADY_BOUND');
        await repo.setMemberPhone(tx, memberId, address.address, address.countryCode, now);
      } else {
        if (me.email) fail('ALREADY_BOUND');
        await repo.setMemberEmail(tx, memberId, address.address, now);
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) fail('ADDRESS_TAKEN');
    throw err;
  }
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  (list as readonly (string | null)[]).includes(value) ? (value as T) : null;

export async function memberInfo(deps: Deps, memberId: number): Promise<UserInfo> {
  const m = await repo.findMemberById(deps.database.db, memberId);
  if (!m) fail('SESSION_INVALID');
  return {
    userId: String(m.id),
    nickname: m.nickname,
    avatar: m.avatar,
    phone: maskPhone(m.phone, m.countryCode),
    email: m.email,
    countryCode: m.countryCode,
    language: isLanguage(m.language) ? m.language : 'zh_CN',
    roles: m.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r)),
    createdAt: m.createdAt.toISOString(),
    gender: oneOf(GENDERS, m.gender),
    school: m.school,
    major: m.major,
    degree: oneOf(DEGREES, m.degree),
    city: m.city,
    province: m.province,
    bio: m.bio,
    hasPassword: m.passwordHash !== null,
    privacy: privacyFromColumns(m),
    deleteAt: m.deleteAt ? m.deleteAt.toISOString() : null,
  };
}

export async function logout(deps: Deps, sessionId: number): Promise<void> {
  await revokeSession(deps.database.db, sessionId, deps.now());
}

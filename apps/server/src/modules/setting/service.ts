import type {
  PasswordUpdateBody,
  PrivacySettings,
  PrivacyUpdateBody,
  ProfileUpdateBody,
  SessionItem,
  SessionRevokeBody,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/errors.js';
import { hashPassword, isCommonPassword, PASSWORD_CHANGED, verifyPassword } from '../auth/service.js';
import { notify } from '../notifications/service.js';
import * as repo from './repo.js';

// What other features ask before showing a profile or accepting a message (policy.ts).
export { canMessage, canSeeProfile, type Viewer } from './policy.js';

export type SettingDeps = Pick<AppContext, 'database' | 'jobs' | 'live' | 'log' | 'now' | 'notificationTypes'>;

/** An empty optional field clears it. */
const orNull = (v: string | null | undefined) => (v ? v : null);

/** setting/v1/profile/update: the whole profile at once (the form sends every field). */
export async function updateProfile(deps: SettingDeps, memberId: number, body: ProfileUpdateBody): Promise<void> {
  await repo.updateProfile(
    deps.database.db,
    memberId,
    {
      nickname: body.nickname,
      gender: body.gender ?? null,
      school: orNull(body.school),
      major: orNull(body.major),
      degree: body.degree ?? null,
      city: orNull(body.city),
      province: orNull(body.province),
      bio: orNull(body.bio),
      language: body.language,
    },
    deps.now(),
  );
}

/**
 * setting/v1/password/update: the old password proves it is the member at the keyboard; the new one
 * follows the registration rules. With signOutOthers (the form's default, issue 28) every other session
 * ends in the same transaction and its open pages are closed at once. The member is told (in-app and by
 * email) that it changed.
 */
export async function updatePassword(
  deps: SettingDeps,
  memberId: number,
  currentSessionId: number,
  body: PasswordUpdateBody,
): Promise<void> {
  const db = deps.database.db;
  const stored = await repo.passwordHashOf(db, memberId);
  if (!stored) fail('PASSWORD_NOT_SET');
  if (!(await verifyPassword(body.oldPassword, stored))) fail('PASSWORD_WRONG');
  if (body.newPassword !== body.confirmPassword) fail('PASSWORDS_DIFFER');
  if (isCommonPassword(body.newPassword)) fail('PASSWORD_TOO_COMMON');
  const passwordHash = await hashPassword(body.newPassword);
  const now = deps.now();
  const ended = await db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, memberId, passwordHash, now);
    return body.signOutOthers ? repo.revokeOthers(tx, memberId, currentSessionId, now) : [];
  });
  for (const id of ended) await deps.live.endSession(id);
  try {
    await notify(deps, { memberId, type: PASSWORD_CHANGED, params: {} });
  } catch (err) {
    // The password is changed; a notice that could not be made must not report the change as failed.
    deps.log.error({ err, memberId }, 'password changed notification failed');
  }
}

export async function listSessions(
  deps: SettingDeps,
  memberId: number,
  currentSessionId: number,
): Promise<SessionItem[]> {
  const rows = await repo.liveSessions(deps.database.db, memberId, deps.now());
  return rows.map((r) => ({
    id: String(r.id),
    osName: r.osName,
    osVersion: r.osVersion,
    platform: r.platform,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    current: r.id === currentSessionId,
  }));
}

/**
 * setting/v1/session/revoke: one of the member's sessions (another member's id is NOT_FOUND, as is one
 * already ended), or all but the current one. Ended sessions answer code 90 from then on and their open
 * pages are closed at once, in every process.
 */
export async function revokeSessions(
  deps: SettingDeps,
  memberId: number,
  currentSessionId: number,
  body: SessionRevokeBody,
): Promise<number> {
  const now = deps.now();
  const db = deps.database.db;
  const ended =
    'id' in body
      ? await repo.revokeOne(db, memberId, Number(body.id), now)
      : await repo.revokeOthers(db, memberId, currentSessionId, now);
  if ('id' in body && ended.length === 0) fail('NOT_FOUND');
  for (const id of ended) await deps.live.endSession(id);
  return ended.length;
}

/** setting/v1/privacy/update. */
export async function updatePrivacy(
  deps: Pick<AppContext, 'database' | 'now'>,
  memberId: number,
  body: PrivacyUpdateBody,
): Promise<PrivacySettings> {
  await repo.setPrivacy(deps.database.db, memberId, body.messages, body.profile, deps.now());
  return { messages: body.messages, profile: body.profile };
}

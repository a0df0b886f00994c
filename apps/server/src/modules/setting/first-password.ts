import type { PasswordSetBody } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/errors.js';
import { hashPassword, isCommonPassword, memberInfo, PASSWORD_CHANGED } from '../auth/service.js';
import { notify } from '../notifications/service.js';
import type { SettingDeps } from './service.js';
import * as repo from './repo.js';

/**
 * setting/v1/password/set: the first password of a member who signed up by phone. There is no old
 * password to prove; the session is the proof, as for every other settings change. The password signs in
 * with the email, so one must be bound first. Same rules as registration; the member is told.
 */
export async function setFirstPassword(
  deps: SettingDeps & Pick<AppContext, 'counters' | 'delivery'>,
  memberId: number,
  body: PasswordSetBody,
): Promise<void> {
  const me = await memberInfo(deps, memberId);
  if (me.hasPassword) fail('PASSWORD_ALREADY_SET');
  if (!me.email) fail('EMAIL_NOT_BOUND');
  if (body.newPassword !== body.confirmPassword) fail('PASSWORDS_DIFFER');
  if (isCommonPassword(body.newPassword)) fail('PASSWORD_TOO_COMMON');
  // Set only while none is: a second request racing this one cannot overwrite it.
  if (!(await repo.setFirstPasswordHash(deps.database.db, memberId, await hashPassword(body.newPassword), deps.now())))
    fail('PASSWORD_ALREADY_SET');
  try {
    await notify(deps, { memberId, type: PASSWORD_CHANGED, params: {} });
  } catch (err) {
    deps.log.error({ err, memberId }, 'password set notification failed');
  }
}

import type { LoginResult, PasswordResetBody } from '@acsc/shared';
import { fail } from '../../platform/errors.js';
import { sha256Hex } from '../../platform/tokens.js';
import { notify } from '../notifications/service.js';
import { clearAccount } from './login-throttle.js';
import { PASSWORD_CHANGED } from './notifications.js';
import { hashPassword, isCommonPassword } from './password.js';
import { createSession } from './service.js';
import type { SignInDeps } from './sign-in-notice.js';
import { resolveAddress, type ClientMeta } from './verification.js';
import * as repo from './repo.js';

/**
 * member/v1/password/reset (issue 28): a member who forgot the password proves the email, or the phone
 * bound to the account, with a code (captcha/v1/send and captcha/v1/check, type 3), then sets a new
 * password and is signed in. In one transaction: the uniqueMark is spent, the password replaced, every
 * session ended (their open pages are closed at once) and the "password changed" notice stored (in-app,
 * and by email unless the member turned it off). The account's sign-in slowdown ends too.
 *
 * Only someone holding a live mark for the address learns whether an account uses it: without one the
 * answer is UNIQUE_MARK_INVALID for every address, and the code was sent whether or not it is registered.
 */
export async function resetPassword(deps: SignInDeps, meta: ClientMeta, body: PasswordResetBody): Promise<LoginResult> {
  const db = deps.database.db;
  const address = await resolveAddress(db, body.address);
  const markHash = sha256Hex(body.uniqueMark);
  // Checked before the slow hash, so made-up marks cost the server nothing; spent below in the transaction.
  if (!(await repo.proofIsLive(db, markHash, address.address, deps.now()))) fail('UNIQUE_MARK_INVALID');
  if (body.newPassword !== body.confirmPassword) fail('PASSWORDS_DIFFER');
  if (isCommonPassword(body.newPassword)) fail('PASSWORD_TOO_COMMON');
  const passwordHash = await hashPassword(body.newPassword);
  const now = deps.now();

  const { member, email, ended } = await db.transaction(async (tx) => {
    if (!(await repo.consumeProof(tx, markHash, address.address, now))) fail('UNIQUE_MARK_INVALID');
    const member =
      address.kind === 'phone'
        ? await repo.findMemberByPhone(tx, address.address)
        : await repo.findMemberByEmail(tx, address.address);
    // A refusal rolls the transaction back: the mark stays usable (to register, or after the member binds an email).
    if (!member) fail('ACCOUNT_NOT_FOUND');
    if (member.status !== 'active') fail('ACCOUNT_DISABLED');
    // A password signs in with the email (login/pwd); a phone-only member signs in with phone codes.
    if (!member.email) fail('EMAIL_NOT_BOUND');
    await repo.setPasswordHash(tx, member.id, passwordHash, now);
    const ended = await repo.revokeAllSessions(tx, member.id, now);
    await notify(deps, { memberId: member.id, type: PASSWORD_CHANGED, params: {} }, { tx });
    return { member, email: member.email, ended };
  });

  for (const id of ended) await deps.live.endSession(id);
  await clearAccount(deps, email);
  const token = await createSession(db, member.id, meta, now);
  return { token, needShowBindEmail: 0, needShowBindPhone: member.phone ? 0 : 1 };
}

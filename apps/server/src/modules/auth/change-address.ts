import type { AddressChangeBody } from '@acsc/shared';
import { fail } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/sql.js';
import { sha256Hex } from '../../platform/tokens.js';
import { notify } from '../notifications/service.js';
import { maskPhone } from './address.js';
import { ADDRESS_CHANGED } from './notifications.js';
import { OLD_ADDRESS_NOTICE, type OldAddressNotice } from './old-address-notice.js';
import type { SignInDeps } from './sign-in-notice.js';
import { resolveAddress, spendCode, verifyCodeOrFail, type Checker } from './verification.js';
import * as repo from './repo.js';

/**
 * setting/v1/phoneEmail/change, the spec's bind flow for a member who already has the address: the
 * member proves an address bound now (captcha/v1/check, type 0, gives the uniqueMark), then the new
 * address with the code sent to it (type 0). Either bound address proves the account, so a member who
 * lost the old phone changes it through the email. The proof, the new code and the new address are
 * written in one transaction: a refusal spends neither. The member is told (in-app and by email), and
 * the address it replaces is told too (OLD_ADDRESS_NOTICE, queued in the same transaction): whoever lost
 * the account to a thief learns it at the address the thief just removed.
 */
export async function changeBoundAddress(
  deps: SignInDeps,
  who: Checker,
  memberId: number,
  body: AddressChangeBody,
): Promise<void> {
  const db = deps.database.db;
  const address = await resolveAddress(db, body.address);
  const me = await repo.findMemberById(db, memberId);
  if (!me) return fail('SESSION_INVALID');
  const bound = [me.phone, me.email].filter((a): a is string => Boolean(a));
  const markHash = sha256Hex(body.uniqueMark);
  const codeId = await verifyCodeOrFail(deps, who, address.address, 'bind', body.captcha);
  const now = deps.now();
  const replaced = address.kind === 'phone' ? me.phone : me.email;
  let changed = false;
  try {
    await db.transaction(async (tx) => {
      let proven = false;
      for (const current of bound) if (!proven) proven = await repo.consumeProof(tx, markHash, current, now);
      if (!proven) fail('CURRENT_ADDRESS_UNVERIFIED');
      await spendCode(tx, codeId, now);
      const holder =
        address.kind === 'phone'
          ? await repo.findMemberByPhone(tx, address.address)
          : await repo.findMemberByEmail(tx, address.address);
      if (holder && holder.id !== memberId) fail('ADDRESS_TAKEN');
      // Already this member's: nothing changes and there is nothing to tell.
      if (holder) return;
      if (address.kind === 'phone') await repo.setMemberPhone(tx, memberId, address.address, address.countryCode, now);
      else await repo.setMemberEmail(tx, memberId, address.address, now);
      if (replaced) {
        const notice: OldAddressNotice = {
          channel: address.kind === 'phone' ? 'sms' : 'email',
          address: replaced,
          memberId,
          kind: address.kind,
          shown: shownAddress(address),
        };
        await deps.jobs.send(OLD_ADDRESS_NOTICE, notice, { tx });
      }
      changed = true;
    });
  } catch (err) {
    if (isUniqueViolation(err)) fail('ADDRESS_TAKEN');
    throw err;
  }
  if (!changed) return;
  try {
    await notify(deps, {
      memberId,
      type: ADDRESS_CHANGED,
      params: { kind: address.kind, address: shownAddress(address) },
    });
  } catch (err) {
    // The address is changed; a notice that could not be made must not report the change as failed.
    deps.log.error({ err, memberId }, 'address changed notification failed');
  }
}

/** The new address as the member info shows it: a phone masked, an email whole. */
function shownAddress(address: { kind: 'phone' | 'email'; address: string; countryCode?: string | null }): string {
  return address.kind === 'phone' ? maskPhone(address.address, address.countryCode ?? null)! : address.address;
}

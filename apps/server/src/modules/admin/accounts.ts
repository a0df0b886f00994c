import { createHash, randomInt } from 'node:crypto';
import { PASSWORD_PATTERN, ROLES, type Role } from '@acsc/shared';
import type { Db } from '../../platform/db.js';
import { hashPassword, isCommonPassword } from '../auth/service.js';
import { writeAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/staff.js';
import * as repo from './repo.js';

/** The actor of changes made from the command line (`npm run admin`) or by the demo seed. */
export const CLI_ACTOR: Actor = { id: null, name: 'command line', ip: null };

/** What the web client sends for a typed password (spec section 9: MD5 on the client). */
export const md5Hex = (password: string) => createHash('md5').update(password, 'utf8').digest('hex');

export class AccountError extends Error {}

/** The sign-in password rule of the site, plus no password from the common-passwords list. */
export function checkNewPassword(password: string) {
  if (!PASSWORD_PATTERN.test(password)) throw new AccountError('The password must be 6 to 30 letters or digits.');
  if (isCommonPassword(md5Hex(password))) throw new AccountError('This password is too common. Choose another.');
}

/** Creates a member that signs in with email and password and holds the admin role (and `extra` roles, e.g. the demo admin's editor). */
export async function createAdmin(
  db: Db,
  email: string,
  password: string,
  now: Date,
  actor = CLI_ACTOR,
  options: { extraRoles?: Role[]; nickname?: string } = {},
) {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new AccountError(`Not an email address: ${email}`);
  checkNewPassword(password);
  const passwordHash = await hashPassword(md5Hex(password));
  return db.transaction(async (tx) => {
    if ((await repo.memberIdByEmail(tx, address)) !== null)
      throw new AccountError(
        `${address} already has an account; use: npm run admin -- grant --email ${address} --role admin`,
      );
    const roles = ROLES.filter((r) => r === 'admin' || options.extraRoles?.includes(r));
    const row = await repo.insertMember(tx, {
      email: address,
      passwordHash,
      nickname: options.nickname ?? address.split('@')[0].slice(0, 40),
      roles,
      createdAt: now,
      updatedAt: now,
    });
    await writeAudit(tx, actor, {
      action: 'create',
      entityType: 'member_roles',
      entityId: row.id,
      before: null,
      after: { email: address, roles: row.roles },
      at: now,
    });
    return row;
  });
}

/** Grants or revokes a role of the member with this email; returns the roles after. */
export async function changeRoleByEmail(
  db: Db,
  email: string,
  role: Role,
  grant: boolean,
  now: Date,
  actor = CLI_ACTOR,
) {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const row = await repo.memberForUpdate(tx, { email: address });
    if (!row) throw new AccountError(`No member has the email ${address}.`);
    const next = grant ? ROLES.filter((r) => r === role || row.roles.includes(r)) : row.roles.filter((r) => r !== role);
    if (next.length !== row.roles.length) {
      await repo.setRoles(tx, row.id, next, now);
      await writeAudit(tx, actor, {
        action: grant ? 'grant' : 'revoke',
        entityType: 'member_roles',
        entityId: row.id,
        before: { roles: row.roles },
        after: { roles: next },
        at: now,
      });
    }
    return next;
  });
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** A random password of letters and digits (passes the site's rule), ~95 bits for 16 characters. */
export const randomPassword = (length = 16) =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Whether an account has this email (the demo admin is created once). */
export const hasAccount = async (db: Db, email: string) =>
  (await repo.memberIdByEmail(db, email.trim().toLowerCase())) !== null;

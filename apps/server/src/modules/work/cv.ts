import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { vitaeSnapshot, type VitaeDeps } from '../vitae/service.js';

/**
 * The CV an application keeps (issue 32): a copy taken when the member applies, so later edits do not change
 * what the employer saw. The member's online CV (modules/vitae: the whole CV, its photo inlined), or, for a
 * member who has not written one, their account card.
 */
export async function cvSnapshotOf(deps: VitaeDeps, userId: number): Promise<Record<string, unknown> | null> {
  const vitae = await vitaeSnapshot(deps, userId);
  if (vitae) return vitae;
  return accountCard(deps.database.db, userId);
}

async function accountCard(db: Executor, userId: number): Promise<Record<string, unknown> | null> {
  const [m] = await db
    .select({
      nickname: members.nickname,
      avatar: members.avatar,
      email: members.email,
      phone: members.phone,
      gender: members.gender,
      school: members.school,
      major: members.major,
      degree: members.degree,
      city: members.city,
    })
    .from(members)
    .where(eq(members.id, userId));
  if (!m) return null;
  return {
    name: m.nickname,
    photo: m.avatar,
    email: m.email,
    phone: m.phone,
    gender: m.gender,
    city: m.city,
    education: m.school ? [{ school: m.school, major: m.major, degree: m.degree }] : [],
  };
}

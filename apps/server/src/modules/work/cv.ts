import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';

/**
 * The CV an application keeps (issue 32): a copy taken when the member applies, so later edits do not change
 * what the employer saw. Until the CV module (modules/vitae) lands this is the member's account card; at
 * merge it reads modules/vitae/service.ts.
 */
export async function cvSnapshotOf(db: Executor, userId: number): Promise<Record<string, unknown> | null> {
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

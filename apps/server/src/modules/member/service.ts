import type { MemberPublicProfile } from '@acsc/shared';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { memberCard } from './presenter.js';
import * as repo from './repo.js';

/** A member as anyone sees them on their page: the card, school and bio. A closed or unknown account is 404. */
export async function publicProfile(db: Executor, id: number): Promise<MemberPublicProfile> {
  const row = await repo.publicMember(db, id);
  if (!row) fail('NOT_FOUND');
  return { ...memberCard(row), school: row.school || null, bio: row.bio || null };
}

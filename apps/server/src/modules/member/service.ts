import type { MemberPublicProfile } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { canSeeProfile, type Viewer } from '../setting/service.js';
import { memberCard } from './presenter.js';
import * as repo from './repo.js';

/**
 * A member as others see them on their page: the card, school and bio. A closed or unknown account is
 * 404; a viewer outside the audience the member chose for their profile (setting/privacy) gets
 * PROFILE_PRIVATE, and nothing of the profile.
 */
export async function publicProfile(
  deps: Pick<AppContext, 'database'>,
  viewer: Viewer | null,
  id: number,
): Promise<MemberPublicProfile> {
  const row = await repo.publicMember(deps.database.db, id);
  if (!row) fail('NOT_FOUND');
  if (!(await canSeeProfile(deps, viewer, row))) fail('PROFILE_PRIVATE');
  return { ...memberCard(row), school: row.school || null, bio: row.bio || null };
}

// ---------------------------------------------------------------- the seed (apps/server/src/seed)

/** Demo and benchmark members: an email address, a nickname, a language, when they joined. */
export const seedMembers = (db: Executor, rows: repo.NewMember[]) => repo.insertMembers(db, rows);
/** A seeded member's avatar: an image they uploaded (modules/file or media's member upload). */
export const seedAvatar = (db: Executor, memberId: number, url: string) => repo.setAvatar(db, memberId, url);

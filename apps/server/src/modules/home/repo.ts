import { asc } from 'drizzle-orm';
import { homeBanners } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { visibleAt } from '../content/publishing.js';

export async function visibleBanners(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(homeBanners)
    .where(visibleAt(homeBanners, now))
    .orderBy(asc(homeBanners.sortOrder), asc(homeBanners.id))
    .limit(limit);
}

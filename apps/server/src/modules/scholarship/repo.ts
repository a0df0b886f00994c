import { and, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { SCHOLARSHIP_CLOSING_SOON_DAYS, type ScholarshipLevel, type ScholarshipStatus } from '@acsc/shared';
import { scholarshipNotices, scholarships } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { newestFirst, visibleAt } from '../content/publishing.js';
import { allLanguagesText as allLangs, likePattern } from '../../platform/sql.js';
import { paginate } from '../../platform/paging.js';

export const scholarshipListColumns = {
  id: scholarships.id,
  title: scholarships.title,
  provider: scholarships.provider,
  level: scholarships.level,
  amount: scholarships.amount,
  deadline: scholarships.deadline,
  summary: scholarships.summary,
  cover: scholarships.cover,
  publishAt: scholarships.publishAt,
};
export type ScholarshipListRow = { [K in keyof typeof scholarshipListColumns]: (typeof scholarships.$inferSelect)[K] };

/** The deadline condition of each status; the same rule as scholarshipStatus() in packages/shared. */
function statusWhere(status: ScholarshipStatus, now: Date): SQL {
  const soon = new Date(now.getTime() + SCHOLARSHIP_CLOSING_SOON_DAYS * 86_400_000);
  if (status === 'closed') return lt(scholarships.deadline, now);
  if (status === 'closing_soon') return and(gte(scholarships.deadline, now), lte(scholarships.deadline, soon))!;
  return gt(scholarships.deadline, soon);
}

/** Still-open ones first, soonest deadline first; closed ones after, most recently closed first. */
const byDeadline = (now: Date) => [
  sql`case when ${scholarships.deadline} < ${now.toISOString()}::timestamptz then 1 else 0 end`,
  sql`case when ${scholarships.deadline} >= ${now.toISOString()}::timestamptz then ${scholarships.deadline} end asc nulls last`,
  sql`${scholarships.deadline} desc`,
  sql`${scholarships.id} desc`,
];

export async function pageScholarships(
  db: Executor,
  q: {
    status?: ScholarshipStatus;
    level?: ScholarshipLevel;
    keywords?: string;
    now: Date;
    pageNum: number;
    pageSize: number;
  },
) {
  const keyword = q.keywords?.normalize('NFC').trim();
  const where = and(
    visibleAt(scholarships, q.now),
    q.status ? statusWhere(q.status, q.now) : undefined,
    q.level ? eq(scholarships.level, q.level) : undefined,
    keyword
      ? sql`concat_ws(' ', ${allLangs(scholarships.title)}, ${allLangs(scholarships.provider)}, ${allLangs(scholarships.summary)}) ilike ${likePattern(keyword)}`
      : undefined,
  );
  const query = db
    .select(scholarshipListColumns)
    .from(scholarships)
    .where(where)
    .orderBy(...byDeadline(q.now));
  const { list: rows, total } = await paginate(db, { rows: query, from: scholarships, where }, q);
  return { rows, total };
}

/** Scholarships still accepting applications, soonest deadline first (home page). */
export async function openScholarships(db: Executor, now: Date, limit: number) {
  return db
    .select(scholarshipListColumns)
    .from(scholarships)
    .where(and(visibleAt(scholarships, now), gte(scholarships.deadline, now)))
    .orderBy(sql`${scholarships.deadline} asc`, sql`${scholarships.id} desc`)
    .limit(limit);
}

export async function findVisibleScholarship(db: Executor, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(scholarships)
    .where(and(eq(scholarships.id, id), visibleAt(scholarships, now)))
    .limit(1);
  return row ?? null;
}

export async function visibleNoticesOf(db: Executor, scholarshipId: number, now: Date) {
  return db
    .select({ id: scholarshipNotices.id, title: scholarshipNotices.title, publishAt: scholarshipNotices.publishAt })
    .from(scholarshipNotices)
    .where(and(eq(scholarshipNotices.scholarshipId, scholarshipId), visibleAt(scholarshipNotices, now)))
    .orderBy(...newestFirst(scholarshipNotices));
}

/** A notice is visible when it and its scholarship both are. */
export async function findVisibleNotice(db: Executor, id: number, now: Date) {
  const [row] = await db
    .select({ notice: scholarshipNotices, scholarshipTitle: scholarships.title })
    .from(scholarshipNotices)
    .innerJoin(scholarships, eq(scholarships.id, scholarshipNotices.scholarshipId))
    .where(and(eq(scholarshipNotices.id, id), visibleAt(scholarshipNotices, now), visibleAt(scholarships, now)))
    .limit(1);
  return row ?? null;
}

/** Visible scholarships and notices for the sitemap. */
export async function sitemapEntries(db: Executor, now: Date, limit: number) {
  const [s, n] = await Promise.all([
    db
      .select({ id: scholarships.id, updatedAt: scholarships.updatedAt })
      .from(scholarships)
      .where(visibleAt(scholarships, now))
      .orderBy(...newestFirst(scholarships))
      .limit(limit),
    db
      .select({ id: scholarshipNotices.id, updatedAt: scholarshipNotices.updatedAt })
      .from(scholarshipNotices)
      .innerJoin(scholarships, eq(scholarships.id, scholarshipNotices.scholarshipId))
      .where(and(visibleAt(scholarshipNotices, now), visibleAt(scholarships, now)))
      .limit(limit),
  ]);
  return { scholarships: s, notices: n };
}

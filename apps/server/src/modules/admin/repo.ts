import { and, arrayContains, asc, count, desc, eq, gte, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery, StaffListQuery } from '@acsc/shared';
import { articles, articleViews, auditLog, countryCodes, media, members, siteSettings } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { descNullsLast, paginate } from '../../platform/paging.js';
import { likePattern } from '../../platform/sql.js';
import type { PublishableDef, PublishableRow } from '../content/publishable/service.js';
import { untranslatedIn } from '../content/publishable/state.js';

/** SQL of the console's own parts: the dashboard, staff accounts and roles, site settings, country codes, the audit log. */

export type MemberRow = typeof members.$inferSelect;

// ---------------------------------------------------------------- the dashboard

/** New members and article views per day since `from`, the most read articles, and the totals. */
export async function dashboardCounts(db: Executor, from: Date, fromDay: string, top: number) {
  const memberDay = sql<string>`to_char(${members.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [joined, viewed, topArticles, [{ m }], [{ a }], [{ f }]] = await Promise.all([
    db.select({ day: memberDay, count: count() }).from(members).where(gte(members.createdAt, from)).groupBy(memberDay),
    db
      .select({ day: sql<string>`${articleViews.day}::text`, count: count() })
      .from(articleViews)
      .where(gte(articleViews.day, fromDay))
      .groupBy(articleViews.day),
    db
      .select({ id: articles.id, title: articles.title, views: articles.views, periodViews: count() })
      .from(articleViews)
      .innerJoin(articles, eq(articles.id, articleViews.articleId))
      .where(gte(articleViews.day, fromDay))
      .groupBy(articles.id)
      .orderBy(desc(count()), desc(articles.views))
      .limit(top),
    db.select({ m: count() }).from(members),
    db.select({ a: count() }).from(articles),
    db.select({ f: count() }).from(media),
  ]);
  return { joined, viewed, topArticles, totals: { members: m, articles: a, media: f } };
}

/** Items of a publishable kind, not drafts, missing a required field in some language: the most recently updated first. */
export async function untranslated(db: Executor, def: PublishableDef, limit: number): Promise<PublishableRow[]> {
  const t = def.table;
  const required = Object.values(def.required);
  return (await db
    .select()
    .from(t)
    .where(
      sql`${ne(t.status, 'draft')} and (${untranslatedIn(required, 'zh_CN')} or ${untranslatedIn(required, 'km_KH')} or ${untranslatedIn(required, 'en_US')})`,
    )
    .orderBy(desc(t.updatedAt))
    .limit(limit)) as unknown as PublishableRow[];
}

// ---------------------------------------------------------------- staff accounts and roles

/** A page of members for the staff list: staff first, then the oldest accounts. */
export async function staffPage(db: Executor, q: StaffListQuery) {
  const conds: (SQL | undefined)[] = [];
  if (q.keywords) {
    const p = likePattern(q.keywords);
    conds.push(
      or(
        ilike(members.email, p),
        ilike(members.phone, p),
        ilike(members.nickname, p),
        /^\d{1,15}$/.test(q.keywords) ? eq(members.id, Number(q.keywords)) : undefined,
      ),
    );
  }
  if (q.role) conds.push(arrayContains(members.roles, [q.role]));
  if (q.staffOnly === 'true') conds.push(sql`cardinality(${members.roles}) > 0`);
  const where = and(...conds);
  const query = db
    .select()
    .from(members)
    .where(where)
    .orderBy(sql`cardinality(${members.roles}) = 0`, asc(members.id));
  return paginate(db, { rows: query, from: members, where }, q);
}

/** Serializes revoking the admin role (two admins revoking each other at once cannot leave none). */
export async function lockAdmins(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff:admins'))`);
}

/** A member by id (or by email), locked for the transaction. */
export async function memberForUpdate(tx: Executor, by: { id: number } | { email: string }): Promise<MemberRow | null> {
  const where = 'id' in by ? eq(members.id, by.id) : eq(members.email, by.email);
  const [row] = await tx.select().from(members).where(where).for('update').limit(1);
  return row ?? null;
}

export async function countAdmins(db: Executor): Promise<number> {
  const [{ admins }] = await db
    .select({ admins: count() })
    .from(members)
    .where(arrayContains(members.roles, ['admin']));
  return admins;
}

export async function setRoles(
  tx: Executor,
  memberId: number,
  roles: MemberRow['roles'],
  now: Date,
): Promise<MemberRow> {
  const [updated] = await tx.update(members).set({ roles, updatedAt: now }).where(eq(members.id, memberId)).returning();
  return updated;
}

export async function memberIdByEmail(db: Executor, email: string): Promise<number | null> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.email, email)).limit(1);
  return row?.id ?? null;
}

export async function insertMember(tx: Executor, values: typeof members.$inferInsert): Promise<MemberRow> {
  const [row] = await tx.insert(members).values(values).returning();
  return row;
}

// ---------------------------------------------------------------- site settings and country codes

/** Writes one setting (inserted or replaced). */
export async function upsertSetting(tx: Executor, key: string, value: unknown, now: Date): Promise<void> {
  await tx
    .insert(siteSettings)
    .values({ key, value: value as object, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: value as object, updatedAt: now } });
}

export function countryCodesAll(db: Executor) {
  return db.select().from(countryCodes).orderBy(asc(countryCodes.sortOrder), asc(countryCodes.countryCode));
}

export async function countryCode(db: Executor, code: string) {
  const [row] = await db.select().from(countryCodes).where(eq(countryCodes.countryCode, code)).limit(1);
  return row ?? null;
}

export async function upsertCountryCode(
  tx: Executor,
  code: string,
  values: Omit<typeof countryCodes.$inferInsert, 'countryCode'>,
): Promise<void> {
  await tx
    .insert(countryCodes)
    .values({ countryCode: code, ...values })
    .onConflictDoUpdate({ target: countryCodes.countryCode, set: values });
}

export async function setCountryCodeEnabled(tx: Executor, code: string, enabled: boolean): Promise<void> {
  await tx
    .update(countryCodes)
    .set({ enabled: enabled ? 1 : 0 })
    .where(eq(countryCodes.countryCode, code));
}

// ---------------------------------------------------------------- the audit log

/** A page of the audit log, newest first, filtered as the console asks. */
export function auditPage(db: Executor, q: AuditQuery) {
  const conds: SQL[] = [];
  if (q.actorId) conds.push(eq(auditLog.actorId, q.actorId));
  if (q.entityType) conds.push(eq(auditLog.entityType, q.entityType));
  if (q.entityId) conds.push(eq(auditLog.entityId, q.entityId));
  if (q.action) conds.push(eq(auditLog.action, q.action));
  if (q.from) conds.push(gte(auditLog.at, new Date(q.from)));
  if (q.to) conds.push(lte(auditLog.at, new Date(q.to)));
  const where = conds.length ? and(...conds) : undefined;
  const query = db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(...descNullsLast(auditLog.at, auditLog.id));
  return paginate(db, { rows: query, from: auditLog, where }, q);
}

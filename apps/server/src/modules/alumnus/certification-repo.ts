import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { SubmissionStatus } from '@acsc/shared';
import { alumniRejectReasons, alumniSubmissions as S, certifiedAlumni, members } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { paginate } from '../../platform/paging.js';

/** SQL of alumni certification (issue 33): submissions, the directory entry of a certified member, reasons. */

export type SubmissionRow = typeof S.$inferSelect;
type L = { zh_CN?: string; km_KH?: string; en_US?: string };

export const cardColumns = {
  id: members.id,
  nickname: members.nickname,
  avatar: members.avatar,
  roles: members.roles,
  certifiedAlumnus: members.certifiedAlumnus,
  erasedAt: members.erasedAt,
};

export async function insertSubmission(tx: Executor, values: typeof S.$inferInsert): Promise<SubmissionRow> {
  const [row] = await tx.insert(S).values(values).returning();
  return row;
}

export async function submissionById(db: Executor, id: number): Promise<SubmissionRow | null> {
  const [row] = await db.select().from(S).where(eq(S.id, id)).limit(1);
  return row ?? null;
}

export async function lockSubmission(tx: Executor, id: number): Promise<SubmissionRow | null> {
  const [row] = await tx.select().from(S).where(eq(S.id, id)).for('update').limit(1);
  return row ?? null;
}

/** The member's submissions, newest first. */
export function submissionsOf(db: Executor, memberId: number): Promise<SubmissionRow[]> {
  return db.select().from(S).where(eq(S.memberId, memberId)).orderBy(desc(S.createdAt), desc(S.id));
}

export async function approvedOf(db: Executor, memberId: number): Promise<SubmissionRow | null> {
  const [row] = await db
    .select()
    .from(S)
    .where(and(eq(S.memberId, memberId), eq(S.status, 'Approved')))
    .orderBy(desc(S.decidedAt))
    .limit(1);
  return row ?? null;
}

export async function updateSubmission(tx: Executor, id: number, set: Partial<typeof S.$inferInsert>) {
  const [row] = await tx.update(S).set(set).where(eq(S.id, id)).returning();
  return row;
}

/** Staff's queue: by status (all when not given), the oldest first, with the members' cards. */
export function queuePage(
  db: Executor,
  status: SubmissionStatus | undefined,
  page: { pageNum: number; pageSize: number },
) {
  const where = status ? eq(S.status, status) : undefined;
  return paginate(
    db,
    {
      rows: db
        .select({ sub: S, member: cardColumns })
        .from(S)
        .innerJoin(members, eq(members.id, S.memberId))
        .where(where)
        .orderBy(asc(S.createdAt), asc(S.id))
        .$dynamic(),
      from: S,
      where,
    },
    page,
  );
}

/** Approved submissions of other members with the same school and student number. */
export function duplicatesOf(db: Executor, sub: SubmissionRow) {
  return db
    .select({ id: S.id, member: cardColumns })
    .from(S)
    .innerJoin(members, eq(members.id, S.memberId))
    .where(
      and(
        eq(S.status, 'Approved'),
        eq(S.schoolId, sub.schoolId),
        eq(S.studentNumber, sub.studentNumber),
        ne(S.memberId, sub.memberId),
      ),
    )
    .orderBy(asc(S.id));
}

export async function memberCardSource(db: Executor, memberId: number) {
  const [row] = await db.select(cardColumns).from(members).where(eq(members.id, memberId));
  return row;
}

export async function isCertified(db: Executor, memberId: number): Promise<boolean> {
  const [row] = await db.select({ c: members.certifiedAlumnus }).from(members).where(eq(members.id, memberId));
  return Boolean(row?.c);
}

export async function setCertified(tx: Executor, memberId: number, certified: boolean) {
  await tx.update(members).set({ certifiedAlumnus: certified }).where(eq(members.id, memberId));
}

/** The member's directory entry replaced (or removed when `entry` is null). */
export async function replaceDirectoryEntry(
  tx: Executor,
  memberId: number,
  entry: Omit<typeof certifiedAlumni.$inferInsert, 'memberId'> | null,
) {
  await tx.delete(certifiedAlumni).where(eq(certifiedAlumni.memberId, memberId));
  if (entry) await tx.insert(certifiedAlumni).values({ ...entry, memberId });
}

/** Erasure: the member's submissions and directory entry go, the badge with them. */
export async function eraseOf(tx: Executor, memberId: number) {
  await tx.delete(S).where(eq(S.memberId, memberId));
  await tx.delete(certifiedAlumni).where(eq(certifiedAlumni.memberId, memberId));
  await setCertified(tx, memberId, false);
}

// ---------------------------------------------------------------- reason templates

export const reasons = (db: Executor) => db.select().from(alumniRejectReasons).orderBy(asc(alumniRejectReasons.id));

export async function insertReason(tx: Executor, text: L) {
  const [row] = await tx.insert(alumniRejectReasons).values({ text }).returning();
  return row;
}

export async function updateReason(tx: Executor, id: number, text: L) {
  const [row] = await tx.update(alumniRejectReasons).set({ text }).where(eq(alumniRejectReasons.id, id)).returning();
  return row ?? null;
}

export async function deleteReason(tx: Executor, id: number) {
  const rows = await tx.delete(alumniRejectReasons).where(eq(alumniRejectReasons.id, id)).returning();
  return rows[0] ?? null;
}

import {
  CONTENT_ROLES,
  OTHER_SCHOOL,
  type CurrentSubmission,
  type DirectoryShow,
  type Language,
  type SubmissionItem,
  type SubmitBody,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/sql.js';
import { claimPrivateFiles, privateFilesByIds } from '../file/service.js';
import * as repo from './certification-repo.js';
import { isKnownSchool, schoolName, schoolTexts } from './schools.js';

/**
 * The member's side of alumni certification (issue 33): a submission with proof files, one open at a
 * time; where the member stands and the history; the directory entry of a certified member, made of only
 * what they agreed to show. Reviewers are CONTENT_ROLES (editors and admins, docs/spec-deviations.md).
 */

export const REVIEW_ROLES = CONTENT_ROLES;
export const PROOF_PURPOSE = 'alumnus.proof';
const PROOF_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

type Deps = Pick<AppContext, 'database' | 'now'>;
type Proof = { id: number; mime: string; originalName: string };

/** The reason in the reader's language, else the first there is. */
export const reasonIn = (r: SubmissionRowReason, lang: Language) =>
  r ? r[lang] || r.km_KH || r.en_US || r.zh_CN || '' : null;
type SubmissionRowReason = repo.SubmissionRow['reason'];

export function presentSubmission(row: repo.SubmissionRow, proofs: Proof[], lang: Language): SubmissionItem {
  return {
    id: row.id,
    status: row.status as SubmissionItem['status'],
    nameKm: row.nameKm,
    nameLatin: row.nameLatin,
    nameZh: row.nameZh,
    schoolId: row.schoolId,
    schoolOther: row.schoolOther,
    schoolName: schoolName(row.schoolId, row.schoolOther, lang),
    degree: row.degree as SubmissionItem['degree'],
    major: row.major,
    entryYear: row.entryYear,
    graduationYear: row.graduationYear,
    studentNumber: row.studentNumber,
    city: row.city,
    employer: row.employer,
    proofs: row.proofIds.flatMap((id) => {
      const p = proofs.find((f) => f.id === id);
      return p ? [{ id: String(p.id), mime: p.mime, originalName: p.originalName }] : [];
    }),
    show: row.show,
    reason: reasonIn(row.reason, lang),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

/** Submissions presented with their proofs (one query for all of them). */
export async function presentAll(db: Executor, rows: repo.SubmissionRow[], lang: Language) {
  const files = await privateFilesByIds(db, [...new Set(rows.flatMap((r) => r.proofIds))]);
  return rows.map((r) => presentSubmission(r, files, lang));
}

export async function submit(ctx: Deps, memberId: number, body: SubmitBody, lang: Language): Promise<SubmissionItem> {
  if (body.graduationYear < body.entryYear) fail('ALUMNI_YEARS');
  if (body.schoolId === OTHER_SCHOOL ? !body.schoolOther : !isKnownSchool(body.schoolId)) fail('ALUMNI_SCHOOL_UNKNOWN');
  const db = ctx.database.db;
  if (await repo.isCertified(db, memberId)) fail('ALUMNI_ALREADY_CERTIFIED');
  return db.transaction(async (tx) => {
    const mine = await repo.submissionsOf(tx, memberId);
    if (mine.some((s) => s.status === 'Pending')) fail('ALUMNI_SUBMISSION_OPEN');
    const proofs = await claimPrivateFiles(tx, {
      ownerId: memberId,
      ids: body.proofIds,
      purpose: PROOF_PURPOSE,
      readRoles: REVIEW_ROLES,
      mimes: PROOF_TYPES,
    });
    if (!proofs) fail('ALUMNI_PROOF_INVALID');
    const row = await repo
      .insertSubmission(tx, {
        memberId,
        status: 'Pending',
        nameKm: body.nameKm,
        nameLatin: body.nameLatin,
        nameZh: body.nameZh,
        schoolId: body.schoolId,
        schoolOther: body.schoolId === OTHER_SCHOOL ? body.schoolOther : '',
        degree: body.degree,
        major: body.major,
        entryYear: body.entryYear,
        graduationYear: body.graduationYear,
        studentNumber: body.studentNumber,
        city: body.city,
        employer: body.employer,
        proofIds: proofs.map((p) => p.id),
        show: body.show,
        createdAt: ctx.now(),
      })
      .catch((e: unknown) => {
        // Two submissions at once: the partial unique index keeps one open.
        if (isUniqueViolation(e)) fail('ALUMNI_SUBMISSION_OPEN');
        throw e;
      });
    return presentSubmission(row, proofs, lang);
  });
}

export async function current(ctx: Deps, memberId: number, lang: Language): Promise<CurrentSubmission> {
  const db = ctx.database.db;
  const [rows, certified] = await Promise.all([repo.submissionsOf(db, memberId), repo.isCertified(db, memberId)]);
  const approved = certified ? rows.find((r) => r.status === 'Approved') : undefined;
  const [latest] = rows.length ? await presentAll(db, rows.slice(0, 1), lang) : [];
  return { certified, submission: latest ?? null, directory: approved?.show ?? null };
}

export async function history(ctx: Deps, memberId: number, lang: Language): Promise<SubmissionItem[]> {
  const db = ctx.database.db;
  return presentAll(db, await repo.submissionsOf(db, memberId), lang);
}

/** The directory entry of an approved submission: only the fields the member agreed to, none without the name. */
export async function syncDirectory(tx: Executor, sub: repo.SubmissionRow, certifiedAt: Date) {
  const show = sub.show;
  if (!show.name) return repo.replaceDirectoryEntry(tx, sub.memberId, null);
  const same = (t: string) => (t ? { zh_CN: t, km_KH: t, en_US: t } : {});
  await repo.replaceDirectoryEntry(tx, sub.memberId, {
    name: { zh_CN: sub.nameZh || sub.nameLatin, km_KH: sub.nameKm, en_US: sub.nameLatin },
    school: show.school ? schoolTexts(sub.schoolId, sub.schoolOther) : {},
    major: show.major ? same(sub.major) : {},
    graduationYear: show.year ? sub.graduationYear : null,
    city: show.city ? same(sub.city) : {},
    position: show.employer ? same(sub.employer) : {},
    avatar: null,
    certifiedAt,
    status: 'published',
    publishAt: certifiedAt,
  });
}

/** A certified member's choices for the directory (settings); `show.name: false` leaves it. */
export async function updateDirectory(ctx: Deps, memberId: number, show: DirectoryShow): Promise<DirectoryShow> {
  return ctx.database.db.transaction(async (tx) => {
    const approved = (await repo.isCertified(tx, memberId)) ? await repo.approvedOf(tx, memberId) : null;
    if (!approved) fail('ALUMNI_NOT_CERTIFIED');
    const row = await repo.updateSubmission(tx, approved.id, { show });
    await syncDirectory(tx, row, approved.decidedAt ?? ctx.now());
    return row.show;
  });
}

/** The data export: every submission as stored (proof files are listed by the file module). */
export async function exportSubmissions(ctx: Deps, memberId: number) {
  const rows = await repo.submissionsOf(ctx.database.db, memberId);
  return {
    certified: await repo.isCertified(ctx.database.db, memberId),
    submissions: rows.map(({ decidedBy: _by, ...r }) => r),
  };
}

/** Erasure: submissions and the directory entry; the proof files go with all private files (modules/file). */
export const eraseSubmissions = (tx: Executor, memberId: number) => repo.eraseOf(tx, memberId);

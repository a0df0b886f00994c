import crypto from 'node:crypto';
import sharp from 'sharp';
import {
  VITAE_LIMITS,
  vitaeInfo,
  type VitaeExperience,
  type VitaeExperienceInput,
  type VitaeInfo,
  type VitaeInfoInput,
  type VitaePart,
  type VitaeReply,
  type VitaeSnapshot,
  vitaeExperienceInput,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/errors.js';
import type { Executor } from '../../platform/db.js';
import { checkImage } from '../media/service.js';
import * as repo from './repo.js';
import { completeness } from './presenter.js';

/**
 * The member's CV (issue 32): the info part, the photo (a private file) and the ordered experience
 * entries. Every write checks what a schema cannot (dates in order, each language once, the salary range)
 * before anything is written.
 */

export type VitaeDeps = Pick<AppContext, 'database' | 'privateFiles' | 'now' | 'log'>;

const EMPTY: VitaeInfo = vitaeInfo.parse({});

const entryOf = (r: repo.ExperienceRow): VitaeExperience => ({
  id: r.id,
  kind: r.kind,
  organization: r.organization,
  role: r.role,
  start: r.start,
  end: r.end,
  description: r.description,
});

/** The info part, or an empty one prefilled with the account's phone and email. */
async function infoOf(db: Executor, memberId: number, row: repo.VitaeRow | null): Promise<VitaeInfo> {
  if (row) return vitaeInfo.parse(row.info);
  const contact = await repo.accountContact(db, memberId);
  return { ...EMPTY, phone: contact?.phone ?? '', email: contact?.email ?? '' };
}

/** vitae/get: my CV with what it still lacks. */
export async function getVitae(deps: VitaeDeps, memberId: number): Promise<VitaeReply> {
  const db = deps.database.db;
  const row = await repo.findVitae(db, memberId);
  const info = await infoOf(db, memberId, row);
  const experience = (await repo.experienceOf(db, memberId)).map(entryOf);
  const photo = row?.photoKey ? dataUrl(await readKey(deps, row.photoKey)) : null;
  return {
    info,
    photo,
    experience,
    completeness: completeness(info, !!row?.photoKey, experience.length),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

const before = (end: string | null, start: string) => end !== null && end < start;

/** What the schema cannot say about the info part: dates in order, each language once, HSK for Chinese, salary. */
export function checkInfo(info: VitaeInfo) {
  info.education.forEach((e, i) => {
    if (before(e.end, e.start)) fail('VITAE_DATES', { field: `education.${i}` });
  });
  const seen = new Set<string>();
  for (const l of info.languages) {
    if (seen.has(l.language) || (l.hsk !== null && l.language !== 'zh')) fail('VITAE_LANGUAGE_INVALID');
    seen.add(l.language);
  }
  const { salaryMin, salaryMax } = info.wish;
  if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax) fail('VITAE_SALARY_RANGE');
}

/** vitae/info/update: replaces the info part. */
export async function updateInfo(deps: VitaeDeps, memberId: number, input: VitaeInfoInput): Promise<VitaeReply> {
  const info = vitaeInfo.parse(input);
  checkInfo(info);
  await repo.saveInfo(deps.database.db, memberId, info, deps.now());
  return getVitae(deps, memberId);
}

/** vitae/experience/save: a new entry at the end, or an edit of one of mine. */
export async function saveExperience(
  deps: VitaeDeps,
  memberId: number,
  input: VitaeExperienceInput,
): Promise<VitaeReply> {
  const { id, ...entry } = vitaeExperienceInput.parse(input);
  if (before(entry.end, entry.start)) fail('VITAE_DATES', { field: entry.organization });
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    await repo.lockMember(tx, memberId);
    if (id === undefined) {
      const count = (await repo.experienceOf(tx, memberId)).length;
      if (count >= VITAE_LIMITS.experienceMax) fail('VITAE_EXPERIENCE_FULL', { max: VITAE_LIMITS.experienceMax });
      await repo.insertExperience(tx, memberId, entry, now);
    } else if (!(await repo.updateExperience(tx, memberId, id, entry, now))) {
      fail('NOT_FOUND');
    }
    await ensureRow(tx, memberId, now);
  });
  return getVitae(deps, memberId);
}

async function ensureRow(tx: Executor, memberId: number, now: Date) {
  if (await repo.findVitae(tx, memberId)) return repo.touch(tx, memberId, now);
  await repo.saveInfo(tx, memberId, await infoOf(tx, memberId, null), now);
}

export async function deleteExperience(deps: VitaeDeps, memberId: number, id: number): Promise<VitaeReply> {
  await deps.database.db.transaction(async (tx) => {
    await repo.lockMember(tx, memberId);
    if (!(await repo.deleteExperience(tx, memberId, id))) fail('NOT_FOUND');
    await repo.touch(tx, memberId, deps.now());
  });
  return getVitae(deps, memberId);
}

/** vitae/experience/reorder: every one of my entries, each once, in the new order. */
export async function reorderExperience(deps: VitaeDeps, memberId: number, ids: number[]): Promise<VitaeReply> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    await repo.lockMember(tx, memberId);
    const mine = (await repo.experienceOf(tx, memberId)).map((r) => r.id);
    const same = ids.length === mine.length && new Set(ids).size === ids.length && ids.every((i) => mine.includes(i));
    if (!same) fail('VITAE_ORDER');
    for (const [position, id] of ids.entries()) await repo.setPosition(tx, memberId, id, position, now);
    await repo.touch(tx, memberId, now);
  });
  return getVitae(deps, memberId);
}

/** vitae/photo/upload: the cropped square, checked by its bytes, re-encoded (metadata gone) and kept private. */
export async function uploadPhoto(deps: VitaeDeps, memberId: number, data: Buffer): Promise<string> {
  await checkImage(data, 'member', { largest: VITAE_LIMITS.photoPx, fit: 'square' });
  const webp = await sharp(data)
    .rotate()
    .resize(VITAE_LIMITS.photoPx, VITAE_LIMITS.photoPx, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
  const key = `private/vitae/${memberId}/${crypto.randomBytes(16).toString('hex')}.webp`;
  await deps.privateFiles.put(key, webp, 'image/webp');
  let previous: string | null;
  try {
    previous = await deps.database.db.transaction(async (tx) => {
      const info = await infoOf(tx, memberId, await repo.findVitae(tx, memberId));
      return repo.setPhoto(tx, memberId, key, info, deps.now());
    });
  } catch (err) {
    await deps.privateFiles.remove(key);
    throw err;
  }
  await removeQuietly(deps, previous);
  return (await getVitae(deps, memberId)).photo!;
}

export async function deletePhoto(deps: VitaeDeps, memberId: number): Promise<void> {
  const previous = await deps.database.db.transaction(async (tx) => {
    const row = await repo.findVitae(tx, memberId);
    if (!row?.photoKey) return null;
    return repo.setPhoto(tx, memberId, null, vitaeInfo.parse(row.info), deps.now());
  });
  await removeQuietly(deps, previous);
}

async function removeQuietly(deps: VitaeDeps, key: string | null) {
  if (!key) return;
  try {
    await deps.privateFiles.remove(key);
  } catch (err) {
    deps.log.warn({ err, key }, 'old CV photo not removed');
  }
}

const dataUrl = (webp: Buffer | null) => (webp ? `data:image/webp;base64,${webp.toString('base64')}` : null);

/** A private file's bytes, or null when it is gone. */
async function readKey(deps: VitaeDeps, key: string): Promise<Buffer | null> {
  const stream = await deps.privateFiles.open(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

/**
 * A self-contained copy of the member's CV (the photo inlined as a data: URL), what the jobs feature keeps
 * with an application so later edits do not change what the employer saw. Null when the member has no CV.
 */
export async function vitaeSnapshot(deps: VitaeDeps, userId: number): Promise<VitaeSnapshot | null> {
  const row = await repo.findVitae(deps.database.db, userId);
  if (!row) return null;
  return {
    memberId: userId,
    info: vitaeInfo.parse(row.info),
    photo: row.photoKey ? dataUrl(await readKey(deps, row.photoKey)) : null,
    experience: (await repo.experienceOf(deps.database.db, userId)).map(entryOf),
    takenAt: deps.now().toISOString(),
  };
}

/**
 * Who may read a member's CV (its PDF). Today only the member; the jobs feature adds staff and the
 * employers of jobs the member applied to here (they read the application's snapshot).
 */
export function mayReadVitae(readerId: number, ownerId: number): boolean {
  return readerId === ownerId;
}

/** The member's data export: the CV as they wrote it (the photo as a flag; it is in the CV page). */
export async function exportVitae(deps: VitaeDeps, memberId: number) {
  const row = await repo.findVitae(deps.database.db, memberId);
  if (!row) return null;
  return {
    info: row.info,
    hasPhoto: !!row.photoKey,
    experience: (await repo.experienceOf(deps.database.db, memberId)).map(entryOf),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Erasure: the CV rows go in the erasure's transaction, the photo file after the commit. */
export async function eraseVitae(deps: VitaeDeps, memberId: number, tx: Executor) {
  const key = await repo.eraseVitae(tx, memberId);
  return async () => removeQuietly(deps, key);
}

export type { VitaePart };

/** "My statistics": how complete the CV is (percent), for a member who has started one. */
export async function vitaeSummary(deps: VitaeDeps, memberId: number) {
  const db = deps.database.db;
  const row = await repo.findVitae(db, memberId);
  if (!row) return {};
  const info = await infoOf(db, memberId, row);
  const entries = (await repo.experienceOf(db, memberId)).length;
  return { cvCompleteness: completeness(info, !!row.photoKey, entries).percent };
}

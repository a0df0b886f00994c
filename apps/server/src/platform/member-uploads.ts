import { eq, sql } from 'drizzle-orm';
import { MEMBER_UPLOAD_LIMITS } from '@acsc/shared';
import { media, members, privateFiles } from '../db/schema/index.js';
import type { Executor } from './db.js';
import { fail } from './errors.js';

/**
 * The quota of member uploads (issue 10 §6): what a member stored, public images and private files
 * together, and how many files a UTC day. Bursts are limited by the write limiter's `upload` class
 * (config.writeLimit). Run inside the transaction that records the upload: the member row is locked
 * so two uploads at once cannot both slip under the limit.
 */
export async function checkMemberUploadQuota(tx: Executor, memberId: number, incomingBytes: number, now: Date): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [pub] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${media.bytes}), 0)`, today: sql<string>`count(*) filter (where ${media.createdAt} >= ${day})` })
    .from(media)
    .where(eq(media.ownerId, memberId));
  const [priv] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${privateFiles.bytes}), 0)`, today: sql<string>`count(*) filter (where ${privateFiles.createdAt} >= ${day})` })
    .from(privateFiles)
    .where(eq(privateFiles.ownerId, memberId));
  const used = Number(pub.bytes) + Number(priv.bytes);
  if (used + incomingBytes > MEMBER_UPLOAD_LIMITS.totalBytes) fail('UPLOAD_QUOTA_EXCEEDED', { limit: `${Math.round(MEMBER_UPLOAD_LIMITS.totalBytes / 1024 / 1024)} MB` });
  if (Number(pub.today) + Number(priv.today) >= MEMBER_UPLOAD_LIMITS.filesPerDay) fail('UPLOAD_DAILY_LIMIT', { limit: MEMBER_UPLOAD_LIMITS.filesPerDay });
}

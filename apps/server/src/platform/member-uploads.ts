import { eq, sql } from 'drizzle-orm';
import { MEMBER_UPLOAD_LIMITS } from '@acsc/shared';
import { media, members, privateFiles } from '../db/schema/index.js';
import type { Executor } from './db.js';
import { fail } from './errors.js';

/**
 * The quota of member uploads (issue 10 §6): what a member stored, public images and private files
 * together, and how many files a UTC day; videos count against their own allowance (`videoTotalBytes`,
 * the spec's largest video) and in the daily count. Bursts are limited by the write limiter's `upload`
 * class (config.writeLimit). Run inside the transaction that records the upload: the member row is
 * locked so two uploads at once cannot both slip under the limit.
 */
export async function checkMemberUploadQuota(tx: Executor, memberId: number, incomingBytes: number, now: Date, kind: 'file' | 'video' = 'file'): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [pub] = await tx
    .select({
      bytes: sql<string>`coalesce(sum(${media.bytes}) filter (where ${media.kind} <> 'video'), 0)`,
      videoBytes: sql<string>`coalesce(sum(${media.bytes}) filter (where ${media.kind} = 'video'), 0)`,
      today: sql<string>`count(*) filter (where ${media.createdAt} >= ${day})`,
    })
    .from(media)
    .where(eq(media.ownerId, memberId));
  const [priv] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${privateFiles.bytes}), 0)`, today: sql<string>`count(*) filter (where ${privateFiles.createdAt} >= ${day})` })
    .from(privateFiles)
    .where(eq(privateFiles.ownerId, memberId));
  const [used, limit] = kind === 'video' ? [Number(pub.videoBytes), MEMBER_UPLOAD_LIMITS.videoTotalBytes] : [Number(pub.bytes) + Number(priv.bytes), MEMBER_UPLOAD_LIMITS.totalBytes];
  if (used + incomingBytes > limit) fail('UPLOAD_QUOTA_EXCEEDED', { limit: limit >= 1024 ** 3 ? `${Math.round(limit / 1024 ** 3)} GB` : `${Math.round(limit / 1024 / 1024)} MB` });
  if (Number(pub.today) + Number(priv.today) >= MEMBER_UPLOAD_LIMITS.filesPerDay) fail('UPLOAD_DAILY_LIMIT', { limit: MEMBER_UPLOAD_LIMITS.filesPerDay });
}

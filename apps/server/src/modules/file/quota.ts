import { MEMBER_UPLOAD_LIMITS } from '@acsc/shared';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import * as repo from './repo.js';

/**
 * The quota of member uploads (issue 10 §6): what a member stored, public images and private files
 * together, and how many files a UTC day; videos count against their own allowance (`videoTotalBytes`,
 * the spec's largest video) and in the daily count. Bursts are limited by the write limiter's `upload`
 * class (config.writeLimit). Run inside the transaction that records the upload: the member row is
 * locked so two uploads at once cannot both slip under the limit.
 */
export async function checkMemberUploadQuota(
  tx: Executor,
  memberId: number,
  incomingBytes: number,
  now: Date,
  kind: 'file' | 'video' = 'file',
): Promise<void> {
  await repo.lockMember(tx, memberId);
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const stored = await repo.storedBy(tx, memberId, day);
  const [used, limit] =
    kind === 'video'
      ? [stored.videoBytes, MEMBER_UPLOAD_LIMITS.videoTotalBytes]
      : [stored.publicBytes + stored.privateBytes, MEMBER_UPLOAD_LIMITS.totalBytes];
  if (used + incomingBytes > limit)
    fail('UPLOAD_QUOTA_EXCEEDED', {
      limit: limit >= 1024 ** 3 ? `${Math.round(limit / 1024 ** 3)} GB` : `${Math.round(limit / 1024 / 1024)} MB`,
    });
  if (stored.filesToday >= MEMBER_UPLOAD_LIMITS.filesPerDay)
    fail('UPLOAD_DAILY_LIMIT', { limit: MEMBER_UPLOAD_LIMITS.filesPerDay });
}

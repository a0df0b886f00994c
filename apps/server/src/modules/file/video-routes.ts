import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, API_BASE, memberVideo, memberVideoParams, replyOf, type ErrorName, type MemberVideo } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { fail } from '../../platform/errors.js';
import { requireMember } from '../../platform/auth.js';
import { memberVideoByUpload, registerTusRoutes, type MediaRow } from '../media/service.js';
import { checkMemberUploadQuota } from './quota.js';

const presentVideo = (r: MediaRow): MemberVideo => ({
  id: String(r.id),
  url: r.url,
  posterUrl: r.poster,
  seconds: r.durationSeconds,
  width: r.width,
  height: r.height,
});

/** What a member's video upload may answer in the envelope (the rest is the tus protocol's own). */
const VIDEO_ERRORS: ErrorName[] = ['VIDEO_TOO_LONG', 'VIDEO_UNREADABLE', 'UPLOAD_QUOTA_EXCEEDED', 'UPLOAD_DAILY_LIMIT'];

/**
 * A member's video (issue 11, exchange posts): the staff console's tus pipeline (media/video.ts) with the
 * member's rules: signed in, one upload counted by the write limiter's `upload` class when it is created,
 * the length announced up front and held against the member's quota, and the row owned by the member.
 * Only its uploader may resume, read or delete an upload, and find the video it became.
 */
export async function registerMemberVideoRoutes(scope: FastifyInstance, ctx: AppContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  registerTusRoutes(scope, ctx, {
    url: API.memberVideoTus,
    options: {
      path: API_BASE + API.memberVideoTus,
      quota: (db, memberId, bytes) => checkMemberUploadQuota(db, memberId, bytes, ctx.now(), 'video'),
      present: presentVideo,
    },
    shared: { onRequest: requireMember, config: { errors: VIDEO_ERRORS } },
    create: { config: { writeLimit: 'upload', errors: ['BAD_REQUEST'] } },
    uploader: (request) => ({ kind: 'member', memberId: request.member!.id }),
  });

  api.get(
    API.memberVideoByUpload,
    {
      schema: { params: memberVideoParams, response: replyOf(memberVideo) },
      onRequest: requireMember,
      config: { errors: ['UPLOAD_NOT_FOUND'] },
    },
    async (request) => {
      const row = await memberVideoByUpload(ctx.database.db, request.params.uploadId, request.member!.id);
      if (!row) fail('UPLOAD_NOT_FOUND');
      return ok(request, presentVideo(row));
    },
  );
}

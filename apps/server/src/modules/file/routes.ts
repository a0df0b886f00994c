import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import {
  API,
  LIMITS,
  MEMBER_UPLOAD_LIMITS,
  memberImage,
  privateFileItem,
  privateFileParams,
  replyOf,
  type ErrorName,
  type MemberImage,
  type PrivateFileItem,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { fail } from '../../platform/errors.js';
import { requireMember } from '../../platform/auth.js';
import {
  deletePrivateFilesOf,
  openPrivateFile,
  privateFilesOf,
  storePrivateFile,
  type PrivateFileRow,
} from './private-files.js';
import { checkMemberUploadQuota } from './quota.js';
import { checkImage, reencodeImage, storeImage } from '../media/service.js';
import { receiveFile, sanitizeFileName } from '../../platform/upload.js';
import type { AppModule } from '../types.js';
import { registerMemberVideoRoutes } from './video-routes.js';

/**
 * Members' files (issue 10 §6): images and videos into the public media pipeline (modules/media) with the
 * owner recorded, and private files that only their owner and staff read (private-files.ts, policy.ts).
 * All count against the member's quota (quota.ts) and the write limiter's `upload` class. Features store
 * their own private files through service.ts (their purpose and staff roles); this module serves them all.
 */

/** What a private file may be, by its bytes: JPEG, PNG and WebP images and PDF (proofs, CV attachments, chat images). */
const INLINE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);
const PRIVATE_TYPES: ReadonlySet<string> = new Set([...INLINE_TYPES, 'application/pdf']);
const PRIVATE_IMAGE_SIDE = MEMBER_UPLOAD_LIMITS.privateImageSideMax;

const presentPrivate = (r: PrivateFileRow): PrivateFileItem => ({
  id: String(r.id),
  mime: r.mime,
  bytes: r.bytes,
  originalName: r.originalName,
  createdAt: r.createdAt.toISOString(),
});

const QUOTA_ERRORS: ErrorName[] = ['UPLOAD_QUOTA_EXCEEDED', 'UPLOAD_DAILY_LIMIT', 'FILE_REQUIRED'];

/** In its own scope: the multipart parser serves these calls only. */
async function registerFileRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register((scope) => fileRoutes(scope, ctx));
  await app.register((scope) => registerMemberVideoRoutes(scope, ctx));
}

async function fileRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const maxBytes = Math.max(LIMITS.imageBytesMax, MEMBER_UPLOAD_LIMITS.privateFileBytesMax);
  await app.register(multipart, {
    limits: { fileSize: maxBytes + 1, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });

  const quota = (memberId: number) => (tx: Parameters<typeof checkMemberUploadQuota>[0], bytes: number) =>
    checkMemberUploadQuota(tx, memberId, bytes, ctx.now());

  api.post(
    API.memberImageUpload,
    {
      schema: { response: replyOf(memberImage) },
      onRequest: requireMember,
      config: {
        writeLimit: 'upload',
        upload: 'multipart',
        errors: [
          ...QUOTA_ERRORS,
          'MEDIA_TOO_LARGE',
          'MEDIA_TYPE_UNSUPPORTED',
          'IMAGE_TOO_MANY_PIXELS',
          'IMAGE_UNREADABLE',
        ],
      },
    },
    async (request) => {
      const memberId = request.member!.id;
      const { data, filename } = await receiveFile(request, LIMITS.imageBytesMax, 'MEDIA_TOO_LARGE');
      // Refused before the re-encoding work; checked again, exactly, when the row is written.
      await checkMemberUploadQuota(db, memberId, 0, ctx.now());
      const item = await storeImage(ctx, data, filename, { ownerId: memberId, check: quota(memberId) });
      const image: MemberImage = {
        id: String(item.id),
        url: item.url,
        srcset: item.srcset,
        width: item.width,
        height: item.height,
      };
      return ok(request, image);
    },
  );

  api.post(
    API.privateFileUpload,
    {
      schema: { response: replyOf(privateFileItem) },
      onRequest: requireMember,
      config: {
        writeLimit: 'upload',
        upload: 'multipart',
        errors: [
          ...QUOTA_ERRORS,
          'DOCUMENT_TOO_LARGE',
          'PRIVATE_FILE_TYPE_UNSUPPORTED',
          'IMAGE_TOO_MANY_PIXELS',
          'IMAGE_UNREADABLE',
        ],
      },
    },
    async (request) => {
      const memberId = request.member!.id;
      const { data, filename } = await receiveFile(
        request,
        MEMBER_UPLOAD_LIMITS.privateFileBytesMax,
        'DOCUMENT_TOO_LARGE',
      );
      const type = await fileTypeFromBuffer(data);
      if (!type || !PRIVATE_TYPES.has(type.mime))
        fail('PRIVATE_FILE_TYPE_UNSUPPORTED', { detail: type?.mime ?? 'unknown' });
      // An image gets the checks of public images (issue 28): its header read, its pixels within the members'
      // limit, so no recipient's phone is handed a 900-megapixel picture; then it is stored re-encoded, upright
      // and without its metadata (a phone photo's EXIF carries where it was taken). A PDF is stored as sent.
      let stored = data;
      if (INLINE_TYPES.has(type.mime)) {
        const checked = await checkImage(data, 'member', {
          types: INLINE_TYPES,
          largest: PRIVATE_IMAGE_SIDE,
          fit: 'inside',
        });
        stored = await reencodeImage(data, checked, PRIVATE_IMAGE_SIDE);
      }
      const row = await storePrivateFile(ctx, {
        ownerId: memberId,
        purpose: 'member.attachment',
        data: stored,
        mime: type.mime,
        originalName: sanitizeFileName(filename, type.ext),
        check: quota(memberId),
      });
      return ok(request, presentPrivate(row));
    },
  );

  api.get(
    API.privateFile,
    {
      schema: {
        params: privateFileParams,
        description: 'Success answers the file itself (its own Content-Type, private, no-store), not the envelope.',
      },
      onRequest: requireMember,
    },
    async (request, reply) => {
      const { file, body } = await openPrivateFile(ctx, request.member, Number(request.params.id));
      const disposition = INLINE_TYPES.has(file.mime) ? 'inline' : 'attachment';
      reply.header('content-type', file.mime);
      reply.header('content-length', file.bytes);
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      reply.header(
        'content-disposition',
        `${disposition}; filename="file-${file.id}"; filename*=UTF-8''${encodeURIComponent(file.originalName || `file-${file.id}`)}`,
      );
      return reply.send(body);
    },
  );
}

export const fileModule: AppModule = {
  name: 'file',
  register: registerFileRoutes,
  async exportMemberData(ctx, memberId) {
    return { privateFiles: (await privateFilesOf(ctx.database.db, memberId)).map(presentPrivate) };
  },
  eraseMemberData: (ctx, memberId, tx) => deletePrivateFilesOf(ctx, memberId, tx),
};

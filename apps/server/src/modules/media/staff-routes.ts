import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  ADMIN_API,
  API_BASE,
  LIMITS,
  deletedId,
  idParam,
  mediaItem,
  mediaListQuery,
  pageOf,
  replyOf,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { receiveFile } from '../../platform/upload.js';
import { actorOf, CONTENT_ROLES, roles } from '../../platform/staff.js';
import { storeDocument } from './document.js';
import { storeImage } from './image.js';
import { deleteMedia, listMedia, mediaByUpload, mediaDetail } from './library.js';
import { presentMedia } from './presenter.js';
import { registerTusRoutes } from './video.js';

/** Staff media calls: image and document uploads (multipart), video upload (tus), the media library. Editors and admins. */
export async function registerMediaStaff(scope: FastifyInstance, ctx: AppContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const guard = roles(CONTENT_ROLES);
  const p = ADMIN_API.media;
  const item = replyOf(mediaItem);

  // One file per request; busboy stops reading past the limit and readLimited turns that into MEDIA_TOO_LARGE.
  const multipartMax = Math.max(LIMITS.imageBytesMax, LIMITS.documentBytesMax);
  await scope.register(multipart, {
    limits: { fileSize: multipartMax + 1, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });
  const imageErrors = [
    'FILE_REQUIRED',
    'MEDIA_TOO_LARGE',
    'MEDIA_TYPE_UNSUPPORTED',
    'IMAGE_TOO_MANY_PIXELS',
    'IMAGE_UNREADABLE',
  ] as const;
  api.post(
    p.image,
    { config: { ...guard.config, upload: 'multipart', errors: [...imageErrors] }, schema: { response: item } },
    async (request) => {
      const { data, filename } = await receiveFile(request, LIMITS.imageBytesMax, 'MEDIA_TOO_LARGE');
      return ok(request, await storeImage(ctx, data, filename, actorOf(request)));
    },
  );
  const documentErrors = ['FILE_REQUIRED', 'DOCUMENT_TOO_LARGE', 'DOCUMENT_TYPE_UNSUPPORTED'] as const;
  api.post(
    p.document,
    { config: { ...guard.config, upload: 'multipart', errors: [...documentErrors] }, schema: { response: item } },
    async (request) => {
      const { data, filename } = await receiveFile(request, LIMITS.documentBytesMax, 'DOCUMENT_TOO_LARGE');
      return ok(request, await storeDocument(ctx, data, filename, actorOf(request)));
    },
  );

  registerTusRoutes(scope, ctx, {
    url: p.tus,
    options: { path: API_BASE + p.tus, present: (row) => presentMedia(row, []) },
    shared: { config: { ...guard.config, errors: ['VIDEO_TOO_LONG', 'VIDEO_UNREADABLE'] } },
    uploader: (request) => ({ kind: 'staff', actor: actorOf(request) }),
  });

  api.get(
    p.byUpload,
    {
      ...guard,
      schema: { params: z.object({ uploadId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) }), response: item },
    },
    async (request) => ok(request, await mediaByUpload(db, request.params.uploadId, request.lang)),
  );
  api.get(
    p.list,
    { ...guard, schema: { querystring: mediaListQuery, response: replyOf(pageOf(mediaItem)) } },
    async (request) => ok(request, await listMedia(db, request.query, request.lang)),
  );
  api.get(p.detail, { ...guard, schema: { params: idParam, response: item } }, async (request) =>
    ok(request, await mediaDetail(db, request.params.id, request.lang)),
  );
  api.post(
    p.remove,
    {
      config: { ...guard.config, errors: ['MEDIA_IN_USE'] },
      schema: { params: idParam, response: replyOf(deletedId) },
    },
    async (request) => ok(request, await deleteMedia(ctx, request.params.id, actorOf(request), request.lang)),
  );
}

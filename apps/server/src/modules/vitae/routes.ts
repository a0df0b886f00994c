import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  VITAE_API,
  VITAE_INFO_FIELD_ERRORS,
  VITAE_LIMITS,
  noData,
  replyOf,
  vitaeExperienceInput,
  vitaeIdBody,
  vitaeInfo,
  vitaePdfQuery,
  vitaePhotoReply,
  vitaeReorderBody,
  vitaeReply,
  type ErrorName,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { readerLanguage, requireMember } from '../../platform/auth.js';
import { receiveFile } from '../../platform/upload.js';
import type { AppModule } from '../types.js';
import { cvHtml } from './cv-html.js';
import { closePdfBrowser, printPdf } from './pdf.js';
import {
  deleteExperience,
  deletePhoto,
  eraseVitae,
  exportVitae,
  vitaeSummary,
  getVitae,
  reorderExperience,
  saveExperience,
  updateInfo,
  uploadPhoto,
} from './service.js';

/**
 * The member's CV (issue 32): /work/vitae, /work/vitae/info, /work/vitae/experience. Only the member reads
 * and writes it; the PDF is printed by Chromium (pdf.ts).
 */
export const vitaeModule: AppModule = {
  name: 'vitae',
  register: registerVitaeRoutes,
  exportMemberData: (ctx, memberId) => exportVitae(ctx, memberId),
  memberSummary: (ctx, memberId) => vitaeSummary(ctx, memberId),
  eraseMemberData: (ctx, memberId, tx) => eraseVitae(ctx, memberId, tx),
};

const PHOTO_ERRORS: ErrorName[] = [
  'FILE_REQUIRED',
  'MEDIA_TOO_LARGE',
  'MEDIA_TYPE_UNSUPPORTED',
  'IMAGE_TOO_MANY_PIXELS',
  'IMAGE_UNREADABLE',
];

export async function registerVitaeRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const P = VITAE_API;
  app.addHook('onClose', closePdfBrowser);

  api.get(P.get, { onRequest: requireMember, schema: { response: replyOf(vitaeReply) } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(request, await getVitae(ctx, request.member!.id));
  });

  api.post(
    P.infoUpdate,
    {
      onRequest: requireMember,
      schema: { body: vitaeInfo, response: replyOf(vitaeReply) },
      config: {
        writeLimit: 'write',
        errors: ['VITAE_DATES', 'VITAE_LANGUAGE_INVALID', 'VITAE_SALARY_RANGE', 'EMAIL_INVALID'],
        fieldErrors: VITAE_INFO_FIELD_ERRORS,
      },
    },
    async (request) => ok(request, await updateInfo(ctx, request.member!.id, request.body)),
  );

  api.post(
    P.experienceSave,
    {
      onRequest: requireMember,
      schema: { body: vitaeExperienceInput, response: replyOf(vitaeReply) },
      config: { writeLimit: 'write', errors: ['NOT_FOUND', 'VITAE_DATES', 'VITAE_EXPERIENCE_FULL'] },
    },
    async (request) => ok(request, await saveExperience(ctx, request.member!.id, request.body)),
  );

  api.post(
    P.experienceDelete,
    {
      onRequest: requireMember,
      schema: { body: vitaeIdBody, response: replyOf(vitaeReply) },
      config: { writeLimit: 'write', errors: ['NOT_FOUND'] },
    },
    async (request) => ok(request, await deleteExperience(ctx, request.member!.id, request.body.id)),
  );

  api.post(
    P.experienceReorder,
    {
      onRequest: requireMember,
      schema: { body: vitaeReorderBody, response: replyOf(vitaeReply) },
      config: { writeLimit: 'write', errors: ['VITAE_ORDER'] },
    },
    async (request) => ok(request, await reorderExperience(ctx, request.member!.id, request.body.ids)),
  );

  api.post(
    P.photoDelete,
    {
      onRequest: requireMember,
      schema: { response: replyOf(noData) },
      config: { writeLimit: 'write' },
    },
    async (request) => {
      await deletePhoto(ctx, request.member!.id);
      return ok(request, null);
    },
  );

  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: VITAE_LIMITS.photoBytesMax + 1, files: 1, fields: 2, parts: 3 },
      throwFileSizeLimit: false,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      P.photoUpload,
      {
        schema: { response: replyOf(vitaePhotoReply) },
        onRequest: requireMember,
        config: { writeLimit: 'write', upload: 'multipart', errors: PHOTO_ERRORS },
      },
      async (request) => {
        const { data } = await receiveFile(request, VITAE_LIMITS.photoBytesMax, 'MEDIA_TOO_LARGE');
        return ok(request, { photo: await uploadPhoto(ctx, request.member!.id, data) });
      },
    );
  });

  api.get(
    P.pdf,
    {
      onRequest: requireMember,
      schema: {
        querystring: vitaePdfQuery,
        description:
          'Success answers the CV as a PDF (application/pdf, private, no-store), not the envelope; `lang` picks ' +
          "the labels' language (the reader's language by default).",
      },
      config: { errors: ['VITAE_PDF_UNAVAILABLE'] },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? readerLanguage(request);
      // A CV not yet written prints as it is (the account's phone or email), like vitae/get shows it.
      const pdf = await printPdf(cvHtml(await getVitae(ctx, request.member!.id), lang));
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="cv-${lang}.pdf"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(pdf);
    },
  );
}

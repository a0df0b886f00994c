import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  ADDRESS_CHANGE_FIELD_ERRORS,
  API,
  AVATAR_LIMITS,
  PASSWORD_SET_FIELD_ERRORS,
  addressChangeBody,
  avatarUploadReply,
  noData,
  passwordSetBody,
  replyOf,
  type ErrorName,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { requireMember } from '../../platform/auth.js';
import { receiveFile } from '../../platform/upload.js';
import { changeBoundAddress } from '../auth/service.js';
import { clientMeta } from '../../platform/client-meta.js';
import { uploadAvatar } from './avatar.js';
import { setFirstPassword } from './first-password.js';

const ADDRESS_ERRORS: ErrorName[] = ['ADDRESS_REQUIRED', 'PHONE_INVALID', 'EMAIL_INVALID', 'COUNTRY_CODE_UNSUPPORTED'];
const CODE_ERRORS: ErrorName[] = [
  'CODE_REQUIRED',
  'CODE_WRONG',
  'CODE_EXPIRED',
  'CODE_TOO_MANY_TRIES',
  'CODE_GUESSES_LIMITED',
];

/** The account calls of the settings pages beyond profile and devices: avatar, first password, bound address. */
export async function registerAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Multipart is parsed in this scope only; one small file, busboy stops reading past the limit.
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: AVATAR_LIMITS.bytesMax + 1, files: 1, fields: 2, parts: 3 },
      throwFileSizeLimit: false,
    });
    const avatarErrors: ErrorName[] = [
      'FILE_REQUIRED',
      'MEDIA_TOO_LARGE',
      'MEDIA_TYPE_UNSUPPORTED',
      'IMAGE_TOO_MANY_PIXELS',
      'IMAGE_UNREADABLE',
    ];
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        API.avatarUpload,
        {
          schema: { response: replyOf(avatarUploadReply) },
          onRequest: requireMember,
          config: { writeLimit: 'write', upload: 'multipart', errors: avatarErrors },
        },
        async (request) => {
          const { data } = await receiveFile(request, AVATAR_LIMITS.bytesMax, 'MEDIA_TOO_LARGE');
          return ok(request, { avatar: await uploadAvatar(ctx, request.member!.id, data) });
        },
      );
  });

  api.post(
    API.passwordSet,
    {
      schema: { body: passwordSetBody, response: replyOf(noData) },
      onRequest: requireMember,
      config: {
        writeLimit: 'write',
        errors: ['PASSWORD_ALREADY_SET', 'EMAIL_NOT_BOUND', 'PASSWORDS_DIFFER', 'PASSWORD_TOO_COMMON'],
        fieldErrors: PASSWORD_SET_FIELD_ERRORS,
      },
    },
    async (request) => {
      await setFirstPassword(ctx, request.member!.id, request.body);
      return ok(request, null);
    },
  );

  api.post(
    API.addressChange,
    {
      schema: { body: addressChangeBody, response: replyOf(noData) },
      onRequest: requireMember,
      config: {
        writeLimit: 'write',
        errors: [...ADDRESS_ERRORS, ...CODE_ERRORS, 'CURRENT_ADDRESS_UNVERIFIED', 'ADDRESS_TAKEN'],
        fieldErrors: ADDRESS_CHANGE_FIELD_ERRORS,
      },
    },
    async (request) => {
      await changeBoundAddress(ctx, clientMeta(request), request.member!.id, request.body);
      return ok(request, null);
    },
  );
}

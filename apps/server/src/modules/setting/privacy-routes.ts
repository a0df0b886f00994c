import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  DELETION_FIELD_ERRORS,
  accountDeleteBody,
  deletionCodeBody,
  deletionState,
  noData,
  privacySettings,
  privacyUpdateBody,
  replyOf,
  type ErrorName,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { requireMember } from '../../platform/auth.js';
import { clientMeta } from '../../platform/client-meta.js';
import { updatePrivacy } from './service.js';
import { cancelDeletion, requestDeletion, sendDeletionCode } from './deletion.js';

const SEND_ERRORS: ErrorName[] = [
  'ADDRESS_NOT_BOUND',
  'DELETION_ALREADY_SCHEDULED',
  'CODE_RESEND_TOO_SOON',
  'CODE_DAILY_ADDRESS',
  'CODE_DAILY_ADDRESS_IP',
  'CODE_DAILY_IP',
  'CODE_DAILY_DEVICE',
  'SMS_CEILING',
  'DELIVERY_FAILED',
];
const DELETE_ERRORS: ErrorName[] = [
  'ADDRESS_NOT_BOUND',
  'DELETION_ALREADY_SCHEDULED',
  'CODE_REQUIRED',
  'CODE_WRONG',
  'CODE_EXPIRED',
  'CODE_TOO_MANY_TRIES',
  'CODE_GUESSES_LIMITED',
];

/** Privacy and data (issue 10 §1): the privacy choices and deleting the account. */
export function registerPrivacyRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    API.privacyUpdate,
    {
      schema: { body: privacyUpdateBody, response: replyOf(privacySettings) },
      onRequest: requireMember,
      config: { writeLimit: 'write' },
    },
    async (request) => ok(request, await updatePrivacy(ctx, request.member!.id, request.body)),
  );

  api.post(
    API.accountDeleteCode,
    {
      schema: { body: deletionCodeBody, response: replyOf(noData) },
      onRequest: requireMember,
      config: { writeLimit: 'write', errors: SEND_ERRORS },
    },
    async (request) => {
      await sendDeletionCode(ctx, clientMeta(request), request.member!.id, request.body);
      return ok(request, null);
    },
  );

  api.post(
    API.accountDelete,
    {
      schema: { body: accountDeleteBody, response: replyOf(deletionState) },
      onRequest: requireMember,
      config: { writeLimit: 'write', errors: DELETE_ERRORS, fieldErrors: DELETION_FIELD_ERRORS },
    },
    async (request) => ok(request, await requestDeletion(ctx, clientMeta(request), request.member!.id, request.body)),
  );

  api.post(
    API.accountCancelDelete,
    {
      schema: { response: replyOf(deletionState) },
      onRequest: requireMember,
      config: { writeLimit: 'write', errors: ['DELETION_NOT_SCHEDULED'] },
    },
    async (request) => ok(request, await cancelDeletion(ctx, request.member!.id)),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ALUMNI_CERT_API as S,
  ALUMNI_CERT_API as P,
  adminSubmissionDetail,
  adminSubmissionItem,
  adminSubmissionQuery,
  currentSubmission,
  decideBody,
  directoryBody,
  directoryShow,
  idParams,
  pageOf,
  reasonTemplate,
  reasonTemplateInput,
  rejectSubmissionBody,
  replyOf,
  schoolItem,
  schoolQuery,
  submissionItem,
  submitBody,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { readerLanguage, requireMember } from '../../platform/auth.js';
import { actorOf, roles } from '../../platform/staff.js';
import { current, history, REVIEW_ROLES, submit, updateDirectory } from './certification-service.js';
import { approve, deleteReason, detail, listReasons, queue, reject, saveReason } from './certification-staff.js';
import { searchSchools } from './schools.js';

/** Alumni certification's calls (issue 33): the member's under /client/alumnus/v1, staff's under /admin/alumnus/certification. */

export function registerCertificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    P.schools,
    { schema: { querystring: schoolQuery, response: replyOf(z.array(schoolItem)) } },
    async (request) => ok(request, searchSchools(request.query.keywords, request.lang)),
  );
  api.post(
    P.submit,
    {
      onRequest: requireMember,
      schema: { body: submitBody, response: replyOf(submissionItem) },
      config: {
        writeLimit: 'write',
        errors: [
          'ALUMNI_YEARS',
          'ALUMNI_SCHOOL_UNKNOWN',
          'ALUMNI_ALREADY_CERTIFIED',
          'ALUMNI_SUBMISSION_OPEN',
          'ALUMNI_PROOF_INVALID',
        ],
      },
    },
    async (request) => ok(request, await submit(ctx, request.member!.id, request.body, readerLanguage(request))),
  );
  api.get(P.current, { onRequest: requireMember, schema: { response: replyOf(currentSubmission) } }, async (request) =>
    ok(request, await current(ctx, request.member!.id, readerLanguage(request))),
  );
  api.get(
    P.history,
    { onRequest: requireMember, schema: { response: replyOf(z.array(submissionItem)) } },
    async (request) => ok(request, await history(ctx, request.member!.id, readerLanguage(request))),
  );
  api.post(
    P.directory,
    {
      onRequest: requireMember,
      schema: { body: directoryBody, response: replyOf(directoryShow) },
      config: { writeLimit: 'write', errors: ['ALUMNI_NOT_CERTIFIED'] },
    },
    async (request) => ok(request, await updateDirectory(ctx, request.member!.id, request.body.show)),
  );
}

export function registerCertificationStaff(scope: FastifyInstance, ctx: AppContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const R = [...REVIEW_ROLES];
  api.get(
    S.list,
    {
      ...roles(R),
      schema: { querystring: adminSubmissionQuery, response: replyOf(pageOf(adminSubmissionItem)) },
      config: { roles: R },
    },
    async (request) => ok(request, await queue(ctx, request.query, request.lang)),
  );
  api.get(
    S.detail,
    {
      ...roles(R),
      schema: { params: idParams, response: replyOf(adminSubmissionDetail) },
      config: { roles: R, errors: ['NOT_FOUND'] },
    },
    async (request) => ok(request, await detail(ctx, request.params.id, request.lang)),
  );
  api.post(
    S.approve,
    {
      ...roles(R),
      schema: { body: decideBody, response: replyOf(adminSubmissionItem) },
      config: { roles: R, errors: ['NOT_FOUND', 'ALUMNI_SUBMISSION_STATE'] },
    },
    async (request) => ok(request, await approve(ctx, actorOf(request), request.body.id, request.lang)),
  );
  api.post(
    S.reject,
    {
      ...roles(R),
      schema: { body: rejectSubmissionBody, response: replyOf(adminSubmissionItem) },
      config: { roles: R, errors: ['NOT_FOUND', 'ALUMNI_SUBMISSION_STATE'] },
    },
    async (request) =>
      ok(request, await reject(ctx, actorOf(request), request.body.id, request.body.reason, request.lang)),
  );
  api.get(
    S.reasons,
    { ...roles(R), schema: { response: replyOf(z.array(reasonTemplate)) }, config: { roles: R } },
    async (request) => ok(request, await listReasons(ctx)),
  );
  api.post(
    S.reasonCreate,
    {
      ...roles(R),
      schema: { body: reasonTemplateInput, response: replyOf(reasonTemplate) },
      config: { roles: R },
    },
    async (request) => ok(request, await saveReason(ctx, actorOf(request), null, request.body.text)),
  );
  api.post(
    S.reasonUpdate,
    {
      ...roles(R),
      schema: { params: idParams, body: reasonTemplateInput, response: replyOf(reasonTemplate) },
      config: { roles: R, errors: ['NOT_FOUND'] },
    },
    async (request) => ok(request, await saveReason(ctx, actorOf(request), request.params.id, request.body.text)),
  );
  api.post(
    S.reasonDelete,
    {
      ...roles(R),
      schema: { params: idParams, response: replyOf(z.object({ id: z.number().int() })) },
      config: { roles: R, errors: ['NOT_FOUND'] },
    },
    async (request) => ok(request, await deleteReason(ctx, actorOf(request), request.params.id)),
  );
}

import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  PASSWORD_FIELD_ERRORS,
  memberDataExport,
  memberSummary,
  MEMBER_SUMMARY_KEYS,
  type MemberSummaryKey,
  noData,
  passwordUpdateBody,
  profileUpdateBody,
  replyOf,
  sessionList,
  sessionRevokeBody,
  sessionRevokeResult,
} from '@acsc/shared';
import type { AppModule } from '../types.js';
import { ok } from '../../platform/envelope.js';
import { requireMember } from '../../platform/auth.js';
import { listSessions, revokeSessions, updatePassword, updateProfile } from './service.js';
import { exportMemberData } from './export.js';
import { registerAccountRoutes } from './account-routes.js';
import { registerPrivacyRoutes } from './privacy-routes.js';
import { registerDeletionJobs } from './deletion.js';

/**
 * Personal settings (issue 10 §1, `/setting`): profile, password, signed-in devices. The profile is read
 * through member/v1/info (modules/auth). Every change is a member write (platform/write-limits).
 */
export const settingModule: AppModule = {
  name: 'setting',
  registerJobs: registerDeletionJobs,
  async register(app, ctx, registry) {
    registerPrivacyRoutes(app, ctx);
    const api = app.withTypeProvider<ZodTypeProvider>();
    await registerAccountRoutes(app, ctx);

    api.post(
      API.profileUpdate,
      {
        schema: { body: profileUpdateBody, response: replyOf(noData) },
        onRequest: requireMember,
        config: { writeLimit: 'write' },
      },
      async (request) => {
        await updateProfile(ctx, request.member!.id, request.body);
        return ok(request, null);
      },
    );

    api.post(
      API.passwordUpdate,
      {
        schema: { body: passwordUpdateBody, response: replyOf(noData) },
        onRequest: requireMember,
        config: {
          writeLimit: 'write',
          errors: ['PASSWORD_NOT_SET', 'PASSWORD_WRONG', 'PASSWORDS_DIFFER', 'PASSWORD_TOO_COMMON'],
          fieldErrors: PASSWORD_FIELD_ERRORS,
        },
      },
      async (request) => {
        await updatePassword(ctx, request.member!.id, request.member!.sessionId, request.body);
        return ok(request, null);
      },
    );

    api.get(
      API.sessionList,
      { onRequest: requireMember, schema: { response: replyOf(sessionList) } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return ok(request, { list: await listSessions(ctx, request.member!.id, request.member!.sessionId) });
      },
    );

    api.post(
      API.sessionRevoke,
      {
        schema: { body: sessionRevokeBody, response: replyOf(sessionRevokeResult) },
        onRequest: requireMember,
        config: { writeLimit: 'write', errors: ['NOT_FOUND'] },
      },
      async (request) =>
        ok(request, {
          revoked: await revokeSessions(ctx, request.member!.id, request.member!.sessionId, request.body),
        }),
    );

    api.get(
      API.memberSummary,
      { onRequest: requireMember, schema: { response: replyOf(memberSummary) } },
      async (request, reply) => {
        const totals: Partial<Record<MemberSummaryKey, number>> = {};
        for (const summary of registry.memberSummaries) Object.assign(totals, await summary(ctx, request.member!.id));
        reply.header('cache-control', 'private, no-store');
        return ok(request, {
          items: MEMBER_SUMMARY_KEYS.filter((key) => totals[key] !== undefined).map((key) => ({
            key,
            value: totals[key]!,
          })),
        });
      },
    );

    api.get(
      API.dataExport,
      { onRequest: requireMember, schema: { response: replyOf(memberDataExport) } },
      async (request, reply) => {
        const data = await exportMemberData(ctx, request.member!.id, registry.memberData);
        const day = ctx.now().toISOString().slice(0, 10);
        reply.header('cache-control', 'private, no-store');
        reply.header('content-disposition', `attachment; filename="acsc-ccya-my-data-${day}.json"`);
        return ok(request, data);
      },
    );
  },
};

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_API,
  adminAssociationSection,
  adminAssociationSlot,
  associationSectionInput,
  associationSectionParams,
  publishInput,
  replyOf,
} from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { fail } from '../../platform/errors.js';
import { actorOf, CONTENT_ROLES, roles } from '../../platform/staff.js';
import { presentSection } from './presenter.js';
import { findSection, listSections, saveSection, setPublishing } from './staff.js';

/** The association pages' staff calls. Editors and admins. */
export function registerAssociationStaff(scope: FastifyInstance, ctx: AppContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const guard = roles(CONTENT_ROLES);
  const p = ADMIN_API.association;
  const section = replyOf(adminAssociationSection);
  api.get(p.list, { ...guard, schema: { response: replyOf(z.array(adminAssociationSlot)) } }, async (request) =>
    ok(request, await listSections(db, ctx.now())),
  );
  api.get(p.detail, { ...guard, schema: { params: associationSectionParams, response: section } }, async (request) => {
    const row = (await findSection(db, request.params)) ?? fail('NOT_FOUND');
    return ok(request, presentSection(row, ctx.now()));
  });
  api.post(
    p.update,
    { ...guard, schema: { params: associationSectionParams, body: associationSectionInput, response: section } },
    async (request) =>
      ok(request, await saveSection(db, request.params, request.body.content, actorOf(request), ctx.now())),
  );
  api.post(
    p.publish,
    { ...guard, schema: { params: associationSectionParams, body: publishInput.optional(), response: section } },
    async (request) =>
      ok(request, await setPublishing(db, request.params, actorOf(request), ctx.now(), request.body ?? {})),
  );
  api.post(
    p.unpublish,
    { ...guard, schema: { params: associationSectionParams, response: section } },
    async (request) => ok(request, await setPublishing(db, request.params, actorOf(request), ctx.now(), null)),
  );
}

import {
  ASSOCIATION_SECTION_KINDS,
  ASSOCIATIONS,
  associationContentInput,
  type AdminAssociationSlot,
  type AssociationSectionParams,
  type PublishInput,
} from '@acsc/shared';
import type { Db, Executor } from '../../platform/db.js';
import { failValidation } from '../../platform/envelope.js';
import { fail } from '../../platform/errors.js';
import { writeAudit, type Actor } from '../../platform/audit.js';
import { loc, richText } from '../content/values.js';
import { isLocalized, presentSection } from './presenter.js';
import * as repo from './repo.js';

/** The association pages as the staff console writes them: one row per (association, kind), each kind its own shape. */

/** Rich text fields of the page kinds (sanitized); every other localized leaf is plain text. */
const HTML_KEYS = new Set(['body']);

/** Stored form of page content: localized leaves trimmed (HTML sanitized), blank languages dropped. */
function normalize(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => normalize(v, key));
  if (value && typeof value === 'object') {
    if (isLocalized(value) || Object.keys(value).length === 0) return HTML_KEYS.has(key) ? richText(value) : loc(value);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalize(v, k)]));
  }
  return value;
}

const entityId = (p: AssociationSectionParams) => `${p.association}/${p.kind}`;

export const findSection = repo.findSection;

/** Every page of both associations, existing or not yet written (content null). */
export async function listSections(db: Executor, now: Date) {
  const rows = await repo.allSections(db);
  const out: AdminAssociationSlot[] = [];
  for (const association of ASSOCIATIONS) {
    for (const kind of ASSOCIATION_SECTION_KINDS) {
      const row = rows.find((r) => r.association === association && r.kind === kind);
      out.push(row ? presentSection(row, now) : { association, kind, content: null });
    }
  }
  return out;
}

/** Writes a page; a page that does not exist yet is created as a draft. */
export async function saveSection(
  db: Db,
  p: AssociationSectionParams,
  raw: Record<string, unknown>,
  actor: Actor,
  now: Date,
) {
  const parsed = associationContentInput[p.kind].safeParse(raw);
  if (!parsed.success) failValidation(parsed.error.issues, 'content');
  const content = normalize(parsed.data) as Record<string, unknown>;
  return db.transaction(async (tx) => {
    const existing = await findSection(tx, p, true);
    const before = existing ? presentSection(existing, now) : null;
    const row = existing
      ? await repo.updateSection(tx, p, { content, updatedAt: now, updatedBy: actor.id })
      : await repo.insertSection(tx, {
          ...p,
          content,
          status: 'draft',
          publishAt: now,
          createdAt: now,
          updatedAt: now,
          createdBy: actor.id,
          updatedBy: actor.id,
        });
    const after = presentSection(row, now);
    await writeAudit(tx, actor, {
      action: existing ? 'update' : 'create',
      entityType: 'association_section',
      entityId: entityId(p),
      before,
      after,
      at: now,
    });
    return after;
  });
}

export async function setPublishing(
  db: Db,
  p: AssociationSectionParams,
  actor: Actor,
  now: Date,
  input: PublishInput | null,
) {
  return db.transaction(async (tx) => {
    const existing = (await findSection(tx, p, true)) ?? fail('NOT_FOUND');
    const at = input?.publishAt ? new Date(input.publishAt) : now;
    const scheduled = input !== null && at.getTime() > now.getTime();
    const set =
      input === null
        ? { status: 'draft' as const }
        : { status: scheduled ? ('scheduled' as const) : ('published' as const), publishAt: at };
    const row = await repo.updateSection(tx, p, { ...set, updatedAt: now, updatedBy: actor.id });
    const after = presentSection(row, now);
    const action = input === null ? 'unpublish' : scheduled ? 'schedule' : 'publish';
    await writeAudit(tx, actor, {
      action,
      entityType: 'association_section',
      entityId: entityId(p),
      before: presentSection(existing, now),
      after,
      at: now,
    });
    return after;
  });
}

/**
 * A page as the seed writes it: checked against its kind's input schema and stored as the console's
 * save stores it (localized leaves trimmed, HTML sanitized), published or scheduled as given, no audit.
 */
export async function seedSection(
  tx: Executor,
  p: AssociationSectionParams,
  raw: Record<string, unknown>,
  status: 'draft' | 'scheduled' | 'published',
  publishAt: Date,
) {
  const parsed = associationContentInput[p.kind].safeParse(raw);
  if (!parsed.success) failValidation(parsed.error.issues, 'content');
  await repo.insertSection(tx, { ...p, content: normalize(parsed.data) as Record<string, unknown>, status, publishAt });
}

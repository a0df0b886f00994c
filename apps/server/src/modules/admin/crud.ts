import { and, asc, count, desc, eq, gt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  LANGUAGES,
  type AdminListQuery,
  type AuditEntityType,
  type Completeness,
  type ContentState,
  type Language,
  type Page,
  type PublishInput,
} from '@acsc/shared';
import type { L } from '../../db/schema/index.js';
import type { Db, Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { allLanguagesText, offsetOf } from '../content/publishing.js';
import { htmlToText, likePattern } from '../content/text.js';
import { writeAudit } from './audit.js';
import type { Actor } from './scope.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- one generic service over several Drizzle tables */

/**
 * One kind of publishable content as the staff API sees it. The generic service below gives every kind
 * the same list/detail/create/update/publish/schedule/unpublish/delete, each change audited in its
 * transaction.
 */
export interface ContentDef<Input = any> {
  type: AuditEntityType;
  table: any;
  /** Sort names the list accepts -> columns; the first is the default. */
  sorts: Record<string, PgColumn>;
  defaultOrder: 'asc' | 'desc';
  /** Localized columns the keywords search reads. */
  searchColumns: PgColumn[];
  /** Localized fields needed in every language for the item to count as translated, and their columns. */
  required: Record<string, PgColumn>;
  /** Fields of `required` that hold HTML (an image-only body still counts). */
  htmlFields?: string[];
  title(row: any): L;
  /** Extra list filters from the query. */
  filters?(q: any): (SQL | undefined)[];
  /** Rules that need the database (a referenced channel exists...). */
  check?(tx: Executor, input: Input): Promise<void>;
  /** Database values of an input: sanitized HTML, derived search fields, parsed dates. */
  toValues(input: Input): Record<string, unknown>;
  /** The entity's own fields of an admin item. */
  present(row: any): Record<string, unknown>;
}

const iso = (d: Date) => d.toISOString();

export function stateOf(row: { status: string; publishAt: Date }, now: Date): ContentState {
  if (row.status === 'draft') return 'draft';
  return row.publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

const hasText = (v: unknown, html: boolean) =>
  typeof v === 'string' && (html ? htmlToText(v) !== '' || /<(img|video)\b/i.test(v) : v.trim() !== '');

export function completenessOf(row: Record<string, any>, required: string[], htmlFields: string[] = []): Completeness {
  const out = {} as Completeness;
  for (const lang of LANGUAGES) {
    const missing = required.filter((f) => !hasText(row[f]?.[lang], htmlFields.includes(f)));
    out[lang] = { complete: missing.length === 0, missing };
  }
  return out;
}

/** Languages in which a row misses some required text. */
export const missingLanguages = (c: Completeness): Language[] => LANGUAGES.filter((l) => !c[l].complete);

export function presentItem(def: ContentDef, row: any, now: Date) {
  return {
    ...def.present(row),
    id: row.id,
    status: row.status,
    state: stateOf(row, now),
    publishAt: iso(row.publishAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    createdBy: row.createdBy ?? null,
    updatedBy: row.updatedBy ?? null,
    completeness: completenessOf(row, Object.keys(def.required), def.htmlFields),
  };
}

/** What the audit log keeps of an item: its content and publishing fields, not derived marks. */
const snapshot = (item: Record<string, unknown> | null) => {
  if (!item) return null;
  const { completeness: _c, state: _s, ...rest } = item;
  return rest;
};

/** SQL: the row lacks a required text in this language (HTML fields: blank after tags are stripped is close enough here). */
export function untranslatedIn(def: ContentDef, lang: Language): SQL {
  return or(...Object.values(def.required).map((col) => sql`coalesce(btrim(${col}->>${lang}), '') = ''`))!;
}

export function stateCondition(table: any, state: ContentState, now: Date): SQL {
  if (state === 'draft') return eq(table.status, 'draft');
  if (state === 'scheduled') return and(ne(table.status, 'draft'), gt(table.publishAt, now))!;
  return and(ne(table.status, 'draft'), lte(table.publishAt, now))!;
}

export async function listContent(db: Executor, def: ContentDef, q: AdminListQuery, now: Date): Promise<Page<unknown>> {
  const t = def.table;
  const conds: (SQL | undefined)[] = [...(def.filters?.(q) ?? [])];
  if (q.state) conds.push(stateCondition(t, q.state, now));
  if (q.untranslated) conds.push(untranslatedIn(def, q.untranslated));
  if (q.keywords) {
    const p = likePattern(q.keywords);
    const byId = /^\d{1,15}$/.test(q.keywords) ? eq(t.id, Number(q.keywords)) : undefined;
    conds.push(or(byId, ...def.searchColumns.map((c) => sql`${allLanguagesText(c)} ilike ${p}`)));
  }
  const where = and(...conds.filter(Boolean));
  const sortName = q.sort && q.sort in def.sorts ? q.sort : Object.keys(def.sorts)[0];
  const dir = q.sort ? q.order : def.defaultOrder;
  const by = dir === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(by(def.sorts[sortName]), by(t.id))
      .limit(q.pageSize)
      .offset(offsetOf(q.pageNum, q.pageSize)),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return { list: rows.map((r: any) => presentItem(def, r, now)), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

async function findRow(db: Executor, def: ContentDef, id: number, lock = false) {
  const query = db.select().from(def.table).where(eq(def.table.id, id)).limit(1);
  const [row] = await (lock ? (query as any).for('update') : query);
  return row ?? fail('NOT_FOUND');
}

export async function contentDetail(db: Executor, def: ContentDef, id: number, now: Date) {
  return presentItem(def, await findRow(db, def, id), now);
}

export async function createContent(db: Db, def: ContentDef, input: unknown, actor: Actor, now: Date) {
  return db.transaction(async (tx) => {
    await def.check?.(tx, input);
    const [row] = (await (tx.insert(def.table) as any)
      .values({ ...def.toValues(input), status: 'draft', publishAt: now, createdAt: now, updatedAt: now, createdBy: actor.id, updatedBy: actor.id })
      .returning()) as any[];
    const item = presentItem(def, row, now);
    await writeAudit(tx, actor, { action: 'create', entityType: def.type, entityId: row.id, before: null, after: snapshot(item), at: now });
    return item;
  });
}

/** Runs one change of an existing row in a transaction with its audit entry. */
async function change(
  db: Db,
  def: ContentDef,
  id: number,
  actor: Actor,
  now: Date,
  action: 'update' | 'publish' | 'schedule' | 'unpublish',
  values: (row: any, tx: Executor) => Promise<Record<string, unknown>> | Record<string, unknown>,
) {
  return db.transaction(async (tx) => {
    const before = presentItem(def, await findRow(tx, def, id, true), now);
    const set = await values(before, tx);
    const [row]: any[] = await tx
      .update(def.table)
      .set({ ...set, updatedAt: now, updatedBy: actor.id })
      .where(eq(def.table.id, id))
      .returning();
    const after = presentItem(def, row, now);
    await writeAudit(tx, actor, { action, entityType: def.type, entityId: id, before: snapshot(before), after: snapshot(after), at: now });
    return after;
  });
}

export function updateContent(db: Db, def: ContentDef, id: number, input: unknown, actor: Actor, now: Date) {
  return change(db, def, id, actor, now, 'update', async (_row, tx) => {
    await def.check?.(tx, input);
    return def.toValues(input);
  });
}

/** Publishes now (no time, or a past one) or schedules (a future time). */
export function publishContent(db: Db, def: ContentDef, id: number, input: PublishInput, actor: Actor, now: Date) {
  const at = input.publishAt ? new Date(input.publishAt) : now;
  const scheduled = at.getTime() > now.getTime();
  return change(db, def, id, actor, now, scheduled ? 'schedule' : 'publish', () => ({ status: scheduled ? 'scheduled' : 'published', publishAt: at }));
}

export function unpublishContent(db: Db, def: ContentDef, id: number, actor: Actor, now: Date) {
  return change(db, def, id, actor, now, 'unpublish', () => ({ status: 'draft' }));
}

export async function deleteContent(db: Db, def: ContentDef, id: number, actor: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const before = presentItem(def, await findRow(tx, def, id, true), now);
    await tx.delete(def.table).where(eq(def.table.id, id));
    await writeAudit(tx, actor, { action: 'delete', entityType: def.type, entityId: id, before: snapshot(before), after: null, at: now });
    return { id };
  });
}

import type { InferSelectModel, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminListQuery, AuditEntityType, ErrorName, Page, PublishInput } from '@acsc/shared';
import type { Config } from '../../../config.js';
import type { ContentStatus, L } from '../../../db/schema/index.js';
import { writeAudit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db.js';
import { fail } from '../../../platform/errors.js';
import * as repo from './repo.js';
import { completenessOf, stateOf } from './state.js';

/**
 * The kit for staff-written, trilingual, publishable content (articles, scholarships, banners...): one
 * definition per kind gives it the same list/detail/create/update/publish/schedule/unpublish/delete,
 * each change audited in its transaction. Member-written content (posts, registrations, applications,
 * chat) does not go through it: it has owners, moderation and limits this kit knows nothing of.
 */

/** The columns every publishable table has (db/schema/content.ts `publishing()` plus an id). */
export type PublishableTable = PgTable & { id: PgColumn; status: PgColumn; publishAt: PgColumn; updatedAt: PgColumn };

export interface PublishableRow {
  id: number;
  status: ContentStatus;
  publishAt: Date;
  createdAt: Date;
  updatedAt: Date;
  createdBy: number | null;
  updatedBy: number | null;
}

export interface PublishableDef<
  Row extends PublishableRow = PublishableRow,
  Input = unknown,
  Query extends AdminListQuery = AdminListQuery,
> {
  type: AuditEntityType;
  table: PublishableTable;
  /** Sort names the list accepts -> columns; the first is the default. */
  sorts: Record<string, PgColumn>;
  defaultOrder: 'asc' | 'desc';
  /** Localized columns the keywords search reads. */
  searchColumns: PgColumn[];
  /** Localized fields needed in every language for the item to count as translated, and their columns. */
  required: Record<string, PgColumn>;
  /** Fields of `required` that hold HTML (an image-only body still counts). */
  htmlFields?: string[];
  title(row: Row): L;
  /** Extra list filters from the query. */
  filters?(q: Query): (SQL | undefined)[];
  /** Hook: rules that need the database (a referenced channel exists...); `existing` is the stored row on update, null on create. */
  check?(tx: Executor, input: Input, existing: Row | null): Promise<void>;
  /**
   * Hook: runs in the transaction of an update, publish, schedule or unpublish with the row as written
   * (locked); a module binds it to its context where it registers its routes (reservations move their
   * waiting list when staff raise the limit).
   */
  afterChange?(tx: Executor, row: Row): Promise<void>;
  /** Hook: rules for publishing (or scheduling) a stored row with the server's configuration; fail() refuses. */
  beforePublish?(row: Row, config: Config): void;
  /** Errors `check` and beforePublish may answer besides validation (create, update and publish in OpenAPI). */
  writeErrors?: ErrorName[];
  /** Hook: runs in the delete's transaction with the locked row; fail() here refuses the delete. */
  beforeDelete?(tx: Executor, row: Row): Promise<void>;
  /** Database values of an input: sanitized HTML, derived search fields, parsed dates. */
  toValues(input: Input): Record<string, unknown>;
  /** The entity's own fields of an admin item. */
  present(row: Row): Record<string, unknown>;
}

/** Declares a kind, its rows typed from its table. */
export function definePublishable<T extends PublishableTable, Input, Query extends AdminListQuery = AdminListQuery>(
  def: PublishableDef<InferSelectModel<T> & PublishableRow, Input, Query> & { table: T },
) {
  return def;
}

const iso = (d: Date) => d.toISOString();

export function presentItem<Row extends PublishableRow>(def: PublishableDef<Row, never, never>, row: Row, now: Date) {
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
type Item = ReturnType<typeof presentItem>;

/** What the audit log keeps of an item: its content and publishing fields, not derived marks. */
const snapshot = (item: Item | null) => {
  if (!item) return null;
  const { completeness: _c, state: _s, ...rest } = item;
  return rest;
};

export async function listContent<Row extends PublishableRow, Query extends AdminListQuery>(
  db: Executor,
  def: PublishableDef<Row, never, Query>,
  q: Query,
  now: Date,
): Promise<Page<Item>> {
  const page = await repo.itemsPage(db, def as unknown as PublishableDef<PublishableRow, never, Query>, q, now);
  return { ...page, list: page.list.map((r) => presentItem(def, r as unknown as Row, now)) };
}

async function findRow<Row extends PublishableRow>(
  db: Executor,
  def: PublishableDef<Row, never, never>,
  id: number,
  lock = false,
): Promise<Row> {
  return (await repo.findRow<Row>(db, def.table, id, lock)) ?? fail('NOT_FOUND');
}

export async function contentDetail<Row extends PublishableRow>(
  db: Executor,
  def: PublishableDef<Row, never, never>,
  id: number,
  now: Date,
) {
  return presentItem(def, await findRow(db, def, id), now);
}

export async function createContent<Row extends PublishableRow, Input>(
  db: Db,
  def: PublishableDef<Row, Input, never>,
  input: Input,
  actor: Actor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await def.check?.(tx, input, null);
    const values = {
      ...def.toValues(input),
      status: 'draft',
      publishAt: now,
      createdAt: now,
      updatedAt: now,
      createdBy: actor.id,
      updatedBy: actor.id,
    };
    const row = await repo.insertRow<Row>(tx, def.table, values);
    const item = presentItem(def, row, now);
    await writeAudit(tx, actor, {
      action: 'create',
      entityType: def.type,
      entityId: row.id,
      before: null,
      after: snapshot(item),
      at: now,
    });
    return item;
  });
}

/** Runs one change of an existing row in a transaction with its audit entry. */
async function change<Row extends PublishableRow>(
  db: Db,
  def: PublishableDef<Row, never, never>,
  id: number,
  actor: Actor,
  now: Date,
  action: 'update' | 'publish' | 'schedule' | 'unpublish',
  values: (row: Row, tx: Executor) => Promise<Record<string, unknown>> | Record<string, unknown>,
) {
  return db.transaction(async (tx) => {
    const existing = await findRow(tx, def, id, true);
    const before = presentItem(def, existing, now);
    const set = await values(existing, tx);
    let row = await repo.updateRow<Row>(tx, def.table, id, { ...set, updatedAt: now, updatedBy: actor.id });
    if (def.afterChange) {
      await def.afterChange(tx, row);
      row = await findRow(tx, def, id);
    }
    const after = presentItem(def, row, now);
    await writeAudit(tx, actor, {
      action,
      entityType: def.type,
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
      at: now,
    });
    return after;
  });
}

export function updateContent<Row extends PublishableRow, Input>(
  db: Db,
  def: PublishableDef<Row, Input, never>,
  id: number,
  input: Input,
  actor: Actor,
  now: Date,
  config?: Config,
) {
  return change(db, def, id, actor, now, 'update', async (existing, tx) => {
    await def.check?.(tx, input, existing);
    const values = def.toValues(input);
    // A published (or scheduled) item keeps the publishing rules through its edits.
    if (config && existing.status !== 'draft') def.beforePublish?.({ ...existing, ...values } as Row, config);
    return values;
  });
}

/** Publishes now (no time, or a past one) or schedules (a future time). */
export function publishContent<Row extends PublishableRow>(
  db: Db,
  def: PublishableDef<Row, never, never>,
  id: number,
  input: PublishInput,
  actor: Actor,
  now: Date,
  config?: Config,
) {
  const at = input.publishAt ? new Date(input.publishAt) : now;
  const scheduled = at.getTime() > now.getTime();
  return change(db, def, id, actor, now, scheduled ? 'schedule' : 'publish', (row) => {
    if (config) def.beforePublish?.(row, config);
    return { status: scheduled ? 'scheduled' : 'published', publishAt: at };
  });
}

export function unpublishContent<Row extends PublishableRow>(
  db: Db,
  def: PublishableDef<Row, never, never>,
  id: number,
  actor: Actor,
  now: Date,
) {
  return change(db, def, id, actor, now, 'unpublish', () => ({ status: 'draft' }));
}

export async function deleteContent<Row extends PublishableRow>(
  db: Db,
  def: PublishableDef<Row, never, never>,
  id: number,
  actor: Actor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await findRow(tx, def, id, true);
    await def.beforeDelete?.(tx, row);
    await repo.deleteRow(tx, def.table, id);
    await writeAudit(tx, actor, {
      action: 'delete',
      entityType: def.type,
      entityId: id,
      before: snapshot(presentItem(def, row, now)),
      after: null,
      at: now,
    });
    return { id };
  });
}

/** A row of `table` with this id must exist, else the input's `field` is invalid (a referenced channel...). */
export async function mustExist(tx: Executor, table: PgTable & { id: PgColumn }, id: number, field: string) {
  if (!(await repo.exists(tx, table, id))) fail('VALIDATION', { detail: field });
}

/** An item as the seed (demo and large data, apps/server/src/seed) writes it. */
export interface SeedItem<Input> {
  input: Input;
  status: ContentStatus;
  publishAt: Date;
  createdAt?: Date;
  updatedAt?: Date;
  /** Columns a staff input does not carry (an article's view count). */
  extra?: Record<string, unknown>;
}

/**
 * Writes items of a kind as the seed makes them: each input goes through the kind's own toValues
 * (sanitized HTML, trimmed languages, derived search fields), as a staff write does, published or
 * scheduled as given; no audit entry (nobody on the staff wrote them). Answers the rows in order.
 */
export async function seedItems<Row extends PublishableRow, Input>(
  tx: Executor,
  def: PublishableDef<Row, Input, never>,
  items: SeedItem<Input>[],
): Promise<Row[]> {
  return repo.insertRows<Row>(
    tx,
    def.table,
    items.map((i) => ({
      ...def.toValues(i.input),
      ...i.extra,
      status: i.status,
      publishAt: i.publishAt,
      ...(i.createdAt ? { createdAt: i.createdAt } : {}),
      ...(i.updatedAt ? { updatedAt: i.updatedAt } : {}),
    })),
  );
}

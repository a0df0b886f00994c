import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminListQuery } from '@acsc/shared';
import type { Executor } from '../../../platform/db.js';
import { paginate } from '../../../platform/paging.js';
import { allLanguagesText, likePattern } from '../../../platform/sql.js';
import type { PublishableDef, PublishableRow, PublishableTable } from './service.js';
import { stateCondition, untranslatedIn } from './state.js';

/** SQL of the publishable kit: a kind's list page, one row, and its writes (the kind's own table). */

/** A page of a kind's rows: the kind's filters, the state, untranslated language and keywords asked for, in the order asked. */
export function itemsPage<Query extends AdminListQuery>(
  db: Executor,
  def: PublishableDef<PublishableRow, never, Query>,
  q: Query,
  now: Date,
) {
  const t = def.table;
  const conds: (SQL | undefined)[] = [...(def.filters?.(q) ?? [])];
  if (q.state) conds.push(stateCondition(t, q.state, now));
  if (q.untranslated) conds.push(untranslatedIn(Object.values(def.required), q.untranslated));
  if (q.keywords) {
    const p = likePattern(q.keywords);
    const byId = /^\d{1,15}$/.test(q.keywords) ? eq(t.id, Number(q.keywords)) : undefined;
    conds.push(or(byId, ...def.searchColumns.map((c) => sql`${allLanguagesText(c)} ilike ${p}`)));
  }
  const where = and(...conds.filter(Boolean));
  const sortName = q.sort && q.sort in def.sorts ? q.sort : Object.keys(def.sorts)[0];
  const by = (q.sort ? q.order : def.defaultOrder) === 'asc' ? asc : desc;
  const rows = db.select().from(t).where(where).orderBy(by(def.sorts[sortName]), by(t.id));
  return paginate(db, { rows, from: t, where }, q);
}

/** One row of the kind's table, locked for the transaction when asked; null when there is none. */
export async function findRow<Row extends PublishableRow>(
  db: Executor,
  table: PublishableTable,
  id: number,
  lock = false,
): Promise<Row | null> {
  const query = db.select().from(table).where(eq(table.id, id)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return (row as unknown as Row | undefined) ?? null;
}

export async function insertRow<Row extends PublishableRow>(
  tx: Executor,
  table: PublishableTable,
  values: Record<string, unknown>,
): Promise<Row> {
  const [row] = (await tx.insert(table).values(values).returning()) as unknown as Row[];
  return row;
}

export async function updateRow<Row extends PublishableRow>(
  tx: Executor,
  table: PublishableTable,
  id: number,
  values: Record<string, unknown>,
): Promise<Row> {
  const [row] = (await tx.update(table).set(values).where(eq(table.id, id)).returning()) as unknown as Row[];
  return row;
}

export async function deleteRow(tx: Executor, table: PublishableTable, id: number): Promise<void> {
  await tx.delete(table).where(eq(table.id, id));
}

/** Whether a row of `table` with this id exists (a referenced channel...). */
export async function exists(tx: Executor, table: PgTable & { id: PgColumn }, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return Boolean(row);
}

/** Rows written at once (the seed's bulk writes). */
export async function insertRows<Row extends PublishableRow>(
  tx: Executor,
  table: PublishableTable,
  values: Record<string, unknown>[],
): Promise<Row[]> {
  if (values.length === 0) return [];
  return (await tx.insert(table).values(values).returning()) as unknown as Row[];
}

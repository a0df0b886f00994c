import { and, eq } from 'drizzle-orm';
import { associationSections } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { visibleAt } from '../content/publishing.js';
import type { AssociationContent, AssociationKind } from './model.js';

export async function findVisibleSection<K extends AssociationKind>(
  db: Executor,
  association: string,
  kind: K,
  now: Date,
) {
  const [row] = await db
    .select({ content: associationSections.content })
    .from(associationSections)
    .where(
      and(
        eq(associationSections.association, association),
        eq(associationSections.kind, kind),
        visibleAt(associationSections, now),
      ),
    )
    .limit(1);
  return row ? (row.content as unknown as AssociationContent[K]) : null;
}

// ---------------------------------------------------------------- the pages as the staff console writes them

type SectionKey = { association: string; kind: string };
export type SectionRow = typeof associationSections.$inferSelect;
const whereKey = (p: SectionKey) =>
  and(eq(associationSections.association, p.association), eq(associationSections.kind, p.kind));

/** One page (any state), locked for the transaction when asked. */
export async function findSection(db: Executor, p: SectionKey, lock = false): Promise<SectionRow | null> {
  const q = db.select().from(associationSections).where(whereKey(p)).limit(1);
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

export function allSections(db: Executor): Promise<SectionRow[]> {
  return db.select().from(associationSections);
}

export async function insertSection(
  tx: Executor,
  values: typeof associationSections.$inferInsert,
): Promise<SectionRow> {
  const [row] = await tx.insert(associationSections).values(values).returning();
  return row;
}

export async function updateSection(
  tx: Executor,
  p: SectionKey,
  values: Partial<typeof associationSections.$inferInsert>,
): Promise<SectionRow> {
  const [row] = await tx.update(associationSections).set(values).where(whereKey(p)).returning();
  return row;
}

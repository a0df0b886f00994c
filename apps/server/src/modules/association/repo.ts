import { and, eq } from 'drizzle-orm';
import { associationSections } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';
import { visibleAt } from '../content/publishing.js';
import type { AssociationContent, AssociationKind } from './model.js';

export async function findVisibleSection<K extends AssociationKind>(db: Executor, association: string, kind: K, now: Date) {
  const [row] = await db
    .select({ content: associationSections.content })
    .from(associationSections)
    .where(and(eq(associationSections.association, association), eq(associationSections.kind, kind), visibleAt(associationSections, now)))
    .limit(1);
  return row ? (row.content as unknown as AssociationContent[K]) : null;
}

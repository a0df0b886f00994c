import { asc, eq } from 'drizzle-orm';
import { countryCodes, siteSettings } from '../../db/schema/index.js';
import type { Executor } from '../../platform/db.js';

export async function listEnabledCountryCodes(db: Executor) {
  return db
    .select()
    .from(countryCodes)
    .where(eq(countryCodes.enabled, 1))
    .orderBy(asc(countryCodes.sortOrder), asc(countryCodes.countryCode));
}

export async function findCountryCode(db: Executor, code: string) {
  const [row] = await db.select().from(countryCodes).where(eq(countryCodes.countryCode, code)).limit(1);
  return row && row.enabled === 1 ? row : null;
}

export async function readSettings(db: Executor): Promise<Record<string, unknown>> {
  const rows = await db.select().from(siteSettings);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Adds the reference rows the database lacks; keeps what staff changed. */
export async function insertReference(
  db: Executor,
  codes: (typeof countryCodes.$inferInsert)[],
  settings: Record<string, unknown>,
): Promise<void> {
  await db.insert(countryCodes).values(codes).onConflictDoNothing();
  await db
    .insert(siteSettings)
    .values(Object.entries(settings).map(([key, value]) => ({ key, value: value as object })))
    .onConflictDoNothing();
}

import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db.js';

/**
 * Deletes the rows matching `where` a batch at a time, so a purge of months of rows never holds one
 * long transaction (on PGlite that would stall every request). Returns how many went.
 */
export async function purgeInBatches(db: Executor, table: PgTable, where: SQL, batchSize = 5000): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(
      sql`delete from ${table} where ctid in (select ctid from ${table} where ${where} limit ${batchSize}) returning 1`,
    );
    total += result.rows.length;
    if (result.rows.length < batchSize) return total;
  }
}

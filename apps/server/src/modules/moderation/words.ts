import type { Actor } from '../../platform/audit.js';
import { writeAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/sql.js';
import * as repo from './repo.js';

/** Admins' watched words (issue 11 "Moderation"): a post or comment containing one is held for review. */

type Deps = Pick<AppContext, 'database' | 'now'>;

export const listWords = (db: Executor) => repo.listWords(db);

/**
 * Whether a text contains a watched word (case-insensitive, as a substring: Chinese and Khmer have no
 * spaces between words). Posts and comments that match are held for review (the exchange asks through
 * moderation's service.ts).
 */
export async function matchesWatchedWord(db: Executor, ...texts: (string | null | undefined)[]): Promise<boolean> {
  const words = await repo.listWords(db);
  if (words.length === 0) return false;
  const haystack = texts.filter(Boolean).join('\n').toLowerCase();
  return words.some((w) => haystack.includes(w.word));
}

export async function addWord(deps: Deps, actor: Actor, word: string) {
  const now = deps.now();
  const value = word.trim().toLowerCase();
  try {
    await deps.database.db.transaction(async (tx) => {
      const row = await repo.insertWord(tx, { word: value, createdBy: actor.id, createdAt: now });
      await writeAudit(tx, actor, {
        action: 'create',
        entityType: 'watched_word',
        entityId: row.id,
        before: null,
        after: { word: value },
        at: now,
      });
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e; // already on the list: nothing changes
  }
}

export async function deleteWord(deps: Deps, actor: Actor, id: number) {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const row = await repo.deleteWord(tx, id);
    if (!row) fail('NOT_FOUND');
    await writeAudit(tx, actor, {
      action: 'delete',
      entityType: 'watched_word',
      entityId: id,
      before: { word: row.word },
      after: null,
      at: now,
    });
  });
}

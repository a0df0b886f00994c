import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * Private files (modules/file, platform/private-store.ts): proofs, CV attachments, chat images. Stored under a storage
 * root that is never served publicly; read only through the authorized route by the owner or by staff
 * holding one of `readRoles`.
 */
export const privateFiles = pgTable(
  'private_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** What the file is for, set by the feature that stored it (e.g. alumnus.proof, work.cv, chat.image). */
    purpose: text('purpose').notNull(),
    /** Server-generated key under the private root; never derived from the file name. */
    key: text('key').notNull(),
    mime: text('mime').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull().default(''),
    /** Staff roles that may read it besides the owner. */
    readRoles: text('read_roles').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('private_files_owner_idx').on(t.ownerId, t.createdAt)],
);

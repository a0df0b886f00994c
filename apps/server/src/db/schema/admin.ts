import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every staff change (issue 4): who, when, what, before and after. Written in the same transaction as the
 * change itself, so a change without its audit row (or the reverse) cannot exist.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** No foreign key: the log outlives deleted members. actorName keeps who it was. */
    actorId: bigint('actor_id', { mode: 'number' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at.desc()),
  ],
);

export interface MediaVariant {
  width: number;
  url: string;
}

/** A file of the media library: an image (with its WebP variants), a video (with its poster) or a document (as uploaded). */
export const media = pgTable(
  'media',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<'image' | 'video' | 'document'>().notNull(),
    /** Public URL of the largest image variant or of the video, /media/... */
    url: text('url').notNull(),
    /** Storage keys of every file of this item (variants, poster), removed together. */
    keys: jsonb('keys').$type<string[]>().notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    poster: text('poster'),
    durationSeconds: doublePrecision('duration_seconds'),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    originalName: text('original_name').notNull().default(''),
    /** The tus upload a video came from, so the console can find it after a page reload. */
    uploadId: text('upload_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }),
    /** The member who uploaded it through a member call (quota, erasure); null for staff uploads. */
    ownerId: bigint('owner_id', { mode: 'number' }),
  },
  (t) => [
    index('media_owner_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('media_url_uq').on(t.url),
    uniqueIndex('media_upload_uq').on(t.uploadId),
    index('media_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.js';

type L = { zh_CN?: string; km_KH?: string; en_US?: string };
type Show = { name: boolean; school: boolean; major: boolean; year: boolean; city: boolean; employer: boolean };

/**
 * Alumni certification requests (issue 33, modules/alumnus/certification-*): one Pending per member at a
 * time (the partial unique index), Approved or Rejected by staff with a reason in the three languages.
 */
export const alumniSubmissions = pgTable(
  'alumni_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('Pending'),
    nameKm: text('name_km').notNull(),
    nameLatin: text('name_latin').notNull(),
    nameZh: text('name_zh').notNull().default(''),
    /** An id of the school list (modules/alumnus/schools.ts) or `other`. */
    schoolId: text('school_id').notNull(),
    schoolOther: text('school_other').notNull().default(''),
    degree: text('degree').notNull(),
    major: text('major').notNull(),
    entryYear: integer('entry_year').notNull(),
    graduationYear: integer('graduation_year').notNull(),
    studentNumber: text('student_number').notNull(),
    city: text('city').notNull().default(''),
    employer: text('employer').notNull().default(''),
    /** Private files (purpose alumnus.proof). */
    proofIds: jsonb('proof_ids').$type<number[]>().notNull().default([]),
    show: jsonb('show').$type<Show>().notNull(),
    reason: jsonb('reason').$type<L>(),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('alumni_submissions_member_idx').on(t.memberId, t.createdAt),
    index('alumni_submissions_queue_idx').on(t.status, t.createdAt),
    index('alumni_submissions_student_idx').on(t.schoolId, t.studentNumber),
    uniqueIndex('alumni_submissions_open_uq')
      .on(t.memberId)
      .where(sql`${t.status} = 'Pending'`),
  ],
);

/** Staff's rejection reasons, kept in the three languages (the console's templates). */
export const alumniRejectReasons = pgTable('alumni_reject_reasons', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  text: jsonb('text').$type<L>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

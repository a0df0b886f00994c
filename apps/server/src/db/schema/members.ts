import {
  bigserial,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A member: signs in by phone code or email and password; staff hold roles. */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** E.164, e.g. +85512345678. */
    phone: text('phone'),
    countryCode: text('country_code'),
    /** Lower-cased. */
    email: text('email'),
    /** scrypt of the client's MD5 hex; null for phone-only members. */
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    avatar: text('avatar'),
    language: text('language').notNull().default('zh_CN'),
    roles: text('roles').array().notNull().default([]),
    status: text('status').notNull().default('active'),
    /** Set when staff approve the member's alumni certification (modules/alumnus, issue 33): the card's badge. */
    certifiedAlumnus: boolean('certified_alumnus').notNull().default(false),
    /** Profile (setting/v1/profile/update); every field optional except the nickname. */
    gender: text('gender'),
    school: text('school'),
    major: text('major'),
    degree: text('degree'),
    city: text('city'),
    province: text('province'),
    bio: text('bio'),
    /** Who may message the member / see their profile: everyone, members, following (setting/privacy.ts). */
    messagePolicy: text('message_policy').notNull().default('members'),
    profilePolicy: text('profile_policy').notNull().default('everyone'),
    /** When a requested deletion erases the account (setting/deletion.ts); null when none is pending. */
    deleteAt: timestamp('delete_at', { withTimezone: true }),
    /** When the personal data was erased; the row stays so authored content shows "deleted member". */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** Until when a moderator suspended the member from writing (modules/exchange/policy.ts assertCanWrite); null: not suspended. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /**
     * The member's own exchange state version (issue 11, exchange/feed.ts): bumped in the same
     * transaction as their likes, collects, comments, follows and blocks (and by blocks of them), read
     * with the session, so a member's cached feed pages are reused only while it is unchanged, in any process.
     */
    feedVersion: bigint('feed_version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_phone_uq').on(t.phone),
    uniqueIndex('members_email_uq').on(t.email),
    index('members_created_idx').on(t.createdAt),
  ],
);

/** A signed-in device. Only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    deviceId: text('device_id'),
    osName: text('os_name'),
    osVersion: text('os_version'),
    platform: text('platform'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_member_idx').on(t.memberId)],
);

/** A verification code sent to a phone or email. Only its hash is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    address: text('address').notNull(),
    channel: text('channel').notNull(),
    /** 'login' (type 2) or 'bind' (type 0). */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    ip: text('ip'),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_address_idx').on(t.address, t.purpose, t.createdAt)],
);

/** Proof that an address was verified (captcha/v1/check), spent by phoneEmail/bind. */
export const addressProofs = pgTable(
  'address_proofs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    address: text('address').notNull(),
    markHash: text('mark_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('address_proofs_mark_uq').on(t.markHash)],
);

/** Country calling codes offered for sign-in, with names in the three languages. */
export const countryCodes = pgTable('country_codes', {
  countryCode: text('country_code').primaryKey(),
  region: text('region').notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(100),
  enabled: integer('enabled').notNull().default(1),
});

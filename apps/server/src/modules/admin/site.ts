import type { AdminCountryCode, AdminSiteSettings, SiteSettingsUpdate } from '@acsc/shared';
import type { Db, Executor } from '../../platform/db.js';
import { fail } from '../../platform/errors.js';
import { DEFAULT_SETTINGS, readSettings } from '../site/service.js';
import { writeAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/staff.js';
import { loc } from '../content/values.js';
import { presentCountryCode } from './presenter.js';
import * as repo from './repo.js';

/** The site-wide settings and the country codes sign-in offers, as admins edit them (audited). */

const LOCALIZED_SETTINGS = new Set(['address', 'copyright']);

/** Every setting as stored, defaults filling any key the database lacks. */
export async function adminSettings(db: Executor): Promise<AdminSiteSettings> {
  return { ...DEFAULT_SETTINGS, ...(await readSettings(db)) } as AdminSiteSettings;
}

/** Writes the settings sent (one row per key) and audits the whole before/after of what changed. */
export async function updateSettings(db: Db, input: SiteSettingsUpdate, actor: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const before = await adminSettings(tx);
    const changed: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(input)) {
      if (raw === undefined) continue;
      const value = LOCALIZED_SETTINGS.has(key)
        ? loc(raw as Record<string, string>)
        : typeof raw === 'string'
          ? raw.trim()
          : raw;
      changed[key] = value;
      await repo.upsertSetting(tx, key, value, now);
    }
    const after = await adminSettings(tx);
    const keys = Object.keys(changed);
    await writeAudit(tx, actor, {
      action: 'update',
      entityType: 'site_settings',
      entityId: keys.join(',') || '-',
      before: Object.fromEntries(keys.map((k) => [k, (before as Record<string, unknown>)[k]])),
      after: changed,
      at: now,
    });
    return after;
  });
}

export async function listCountryCodes(db: Executor) {
  return (await repo.countryCodesAll(db)).map(presentCountryCode);
}

async function findCode(db: Executor, code: string) {
  const row = await repo.countryCode(db, code);
  return row ? presentCountryCode(row) : null;
}

/** Adds a country code or replaces one (names, order, whether sign-in offers it). */
export async function saveCountryCode(db: Db, input: AdminCountryCode, actor: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const before = await findCode(tx, input.countryCode);
    const values = {
      region: input.region,
      names: loc(input.names),
      sortOrder: input.sortOrder,
      enabled: input.enabled ? 1 : 0,
    };
    await repo.upsertCountryCode(tx, input.countryCode, values);
    const after = await findCode(tx, input.countryCode);
    await writeAudit(tx, actor, {
      action: before ? 'update' : 'create',
      entityType: 'country_code',
      entityId: input.countryCode,
      before,
      after,
      at: now,
    });
    return after!;
  });
}

export async function toggleCountryCode(
  db: Db,
  input: { countryCode: string; enabled: boolean },
  actor: Actor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const before = (await findCode(tx, input.countryCode)) ?? fail('NOT_FOUND');
    await repo.setCountryCodeEnabled(tx, input.countryCode, input.enabled);
    const after = await findCode(tx, input.countryCode);
    await writeAudit(tx, actor, {
      action: 'update',
      entityType: 'country_code',
      entityId: input.countryCode,
      before,
      after,
      at: now,
    });
    return after!;
  });
}

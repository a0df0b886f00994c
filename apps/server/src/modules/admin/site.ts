import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_API,
  adminCountryCode,
  adminSiteSettings,
  countryCodeToggle,
  replyOf,
  siteSettingsUpdate,
  type AdminCountryCode,
  type AdminSiteSettings,
  type SiteSettingsUpdate,
} from '@acsc/shared';
import { countryCodes, siteSettings } from '../../db/schema/index.js';
import { DEFAULT_SETTINGS } from '../../db/seed/reference.js';
import type { AppContext } from '../../platform/context.js';
import type { Db, Executor } from '../../platform/db.js';
import { ok } from '../../platform/envelope.js';
import { fail } from '../../platform/errors.js';
import { readSettings } from '../site/service.js';
import { writeAudit } from '../../platform/audit.js';
import { ADMIN_ROLES, actorOf, roles, type Actor } from '../../platform/staff.js';
import { loc } from '../content/values.js';
import { presentCountryCode } from './presenter.js';

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
      const value = LOCALIZED_SETTINGS.has(key) ? loc(raw as Record<string, string>) : typeof raw === 'string' ? raw.trim() : raw;
      changed[key] = value;
      await tx
        .insert(siteSettings)
        .values({ key, value: value as object, updatedAt: now })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: value as object, updatedAt: now } });
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
  const rows = await db.select().from(countryCodes).orderBy(asc(countryCodes.sortOrder), asc(countryCodes.countryCode));
  return rows.map(presentCountryCode);
}

async function findCode(db: Executor, code: string) {
  const [row] = await db.select().from(countryCodes).where(eq(countryCodes.countryCode, code)).limit(1);
  return row ? presentCountryCode(row) : null;
}

/** Adds a country code or replaces one (names, order, whether sign-in offers it). */
export async function saveCountryCode(db: Db, input: AdminCountryCode, actor: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const before = await findCode(tx, input.countryCode);
    const values = { region: input.region, names: loc(input.names), sortOrder: input.sortOrder, enabled: input.enabled ? 1 : 0 };
    await tx
      .insert(countryCodes)
      .values({ countryCode: input.countryCode, ...values })
      .onConflictDoUpdate({ target: countryCodes.countryCode, set: values });
    const after = await findCode(tx, input.countryCode);
    await writeAudit(tx, actor, { action: before ? 'update' : 'create', entityType: 'country_code', entityId: input.countryCode, before, after, at: now });
    return after!;
  });
}

export async function toggleCountryCode(db: Db, input: { countryCode: string; enabled: boolean }, actor: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const before = (await findCode(tx, input.countryCode)) ?? fail('NOT_FOUND');
    await tx.update(countryCodes).set({ enabled: input.enabled ? 1 : 0 }).where(eq(countryCodes.countryCode, input.countryCode));
    const after = await findCode(tx, input.countryCode);
    await writeAudit(tx, actor, { action: 'update', entityType: 'country_code', entityId: input.countryCode, before, after, at: now });
    return after!;
  });
}

export function registerSiteRoutes(scope: FastifyInstance, ctx: AppContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const guard = roles(ADMIN_ROLES);
  const p = ADMIN_API.site;
  const settings = replyOf(adminSiteSettings);
  const code = replyOf(adminCountryCode);
  api.get(p.settings, { ...guard, schema: { response: settings } }, async (request) => ok(request, await adminSettings(db)));
  api.post(p.settingsUpdate, { ...guard, schema: { body: siteSettingsUpdate, response: settings } }, async (request) =>
    ok(request, await updateSettings(db, request.body, actorOf(request), ctx.now())),
  );
  api.get(p.countryCodes, { ...guard, schema: { response: replyOf(z.array(adminCountryCode)) } }, async (request) => ok(request, await listCountryCodes(db)));
  api.post(p.countryCodeSave, { ...guard, schema: { body: adminCountryCode, response: code } }, async (request) =>
    ok(request, await saveCountryCode(db, request.body, actorOf(request), ctx.now())),
  );
  api.post(p.countryCodeToggle, { config: { ...guard.config, errors: ['NOT_FOUND'] }, schema: { body: countryCodeToggle, response: code } }, async (request) =>
    ok(request, await toggleCountryCode(db, request.body, actorOf(request), ctx.now())),
  );
}

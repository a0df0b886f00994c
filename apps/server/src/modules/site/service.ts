import { pickLocalized, type CountryCodeItem, type Language, type Localized, type SiteSettings } from '@acsc/shared';
import type { Executor } from '../../platform/db.js';
import { COUNTRY_CODES, DEFAULT_SETTINGS } from './reference.js';
import { insertReference, listEnabledCountryCodes, readSettings } from './repo.js';

/** The console's settings page, the home page and sign-up's country check read the site through here. */
export { findCountryCode, readSettings } from './repo.js';
export { DEFAULT_SETTINGS } from './reference.js';

/** Reference data every database needs (country codes, site settings), at each start. Idempotent: keeps what staff changed. */
export async function ensureReferenceData(db: Executor): Promise<void> {
  await insertReference(
    db,
    COUNTRY_CODES.map((c, i) => ({ ...c, sortOrder: i })),
    DEFAULT_SETTINGS,
  );
}

export async function countryCodeOptions(db: Executor, lang: Language): Promise<CountryCodeItem[]> {
  const rows = await listEnabledCountryCodes(db);
  return rows.map((r) => ({
    countryCode: r.countryCode,
    region: r.region,
    name: pickLocalized(r.names as Localized, lang).value,
  }));
}

const text = (v: unknown, lang: Language) => (typeof v === 'string' ? v : pickLocalized(v as Localized, lang).value);
const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

/** Site settings in the request's language (address and copyright are stored per language). */
export async function siteSettingsFor(db: Executor, lang: Language): Promise<SiteSettings> {
  const s = await readSettings(db);
  return {
    telegram: text(s.telegram, lang),
    tiktok: text(s.tiktok, lang),
    wechat: text(s.wechat, lang),
    wechatQr: typeof s.wechatQr === 'string' && s.wechatQr ? s.wechatQr : null,
    instagram: text(s.instagram, lang),
    emails: list(s.emails),
    phones: list(s.phones),
    address: text(s.address, lang),
    appDownloadUrl: text(s.appDownloadUrl, lang),
    androidUrl: text(s.androidUrl, lang),
    iosUrl: text(s.iosUrl, lang),
    copyright: text(s.copyright, lang),
  };
}

import { SUPPORT_LIMITS, type Language, type SupportAvailability, type SupportSettings } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import * as repo from './repo.js';

/**
 * Office hours and who is online. Hours are per weekday in Cambodia's time (UTC+7, no daylight saving);
 * an agent is online while their inbox calls `presence` (every 20 s), counted in the platform's counters
 * (Redis when several processes run), or while one of this process's sockets listens on the staff channel.
 */

const OFFSET_MS = 7 * 3600 * 1000;
export const STAFF_CHANNEL = 'supportstaff';

export const DEFAULT_SETTINGS: SupportSettings = {
  days: [
    null,
    { open: '08:00', close: '17:00' },
    { open: '08:00', close: '17:00' },
    { open: '08:00', close: '17:00' },
    { open: '08:00', close: '17:00' },
    { open: '08:00', close: '17:00' },
    { open: '08:00', close: '12:00' },
  ],
  greeting: { zh_CN: '', km_KH: '', en_US: '' },
};

export const BUILT_IN_GREETING: Record<Language, string> = {
  zh_CN: '您好！欢迎咨询，我们的工作人员会尽快回复您。',
  km_KH: 'សួស្តី! សូមស្វាគមន៍ បុគ្គលិករបស់យើងនឹងឆ្លើយតបអ្នកឆាប់ៗនេះ។',
  en_US: 'Hello! Welcome — our staff will answer you shortly.',
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export async function settingsOf(deps: Pick<AppContext, 'database'>): Promise<SupportSettings> {
  const row = await repo.settings(deps.database.db);
  return row ? { days: row.days, greeting: row.greeting } : DEFAULT_SETTINGS;
}

/** Whether `now` is within the hours, and when they next open (within a week). */
export function hoursAt(settings: SupportSettings, now: Date): { inHours: boolean; nextOpenAt: Date | null } {
  const local = new Date(now.getTime() + OFFSET_MS);
  const day = local.getUTCDay();
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const today = settings.days[day];
  if (today && minute >= minutesOf(today.open) && minute < minutesOf(today.close))
    return { inHours: true, nextOpenAt: null };
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - OFFSET_MS;
  for (let i = 0; i <= 7; i++) {
    const d = settings.days[(day + i) % 7];
    if (!d) continue;
    const at = midnight + i * 86_400_000 + minutesOf(d.open) * 60_000;
    if (at > now.getTime()) return { inHours: false, nextOpenAt: new Date(at) };
  }
  return { inHours: false, nextOpenAt: null };
}

const windowOf = (now: Date) => Math.floor(now.getTime() / 1000 / SUPPORT_LIMITS.presenceSeconds);

/** An agent's inbox says it is open. */
export async function markPresent(deps: Pick<AppContext, 'counters' | 'now'>) {
  await deps.counters.hit(`support:online:${windowOf(deps.now())}`, SUPPORT_LIMITS.presenceSeconds * 2);
}

export async function agentsOnline(deps: Pick<AppContext, 'counters' | 'now' | 'live'>): Promise<boolean> {
  if (deps.live.subscribers(STAFF_CHANNEL) > 0) return true;
  const w = windowOf(deps.now());
  const [a, b] = await Promise.all([
    deps.counters.get(`support:online:${w}`),
    deps.counters.get(`support:online:${w - 1}`),
  ]);
  return a + b > 0;
}

export async function availability(
  deps: Pick<AppContext, 'database' | 'counters' | 'now' | 'live'>,
  settings?: SupportSettings,
): Promise<SupportAvailability> {
  const s = settings ?? (await settingsOf(deps));
  const { inHours, nextOpenAt } = hoursAt(s, deps.now());
  const online = await agentsOnline(deps);
  return { available: inHours && online, inHours, agentsOnline: online, nextOpenAt: nextOpenAt?.toISOString() ?? null };
}

export const greetingOf = (s: SupportSettings, lang: Language) => s.greeting[lang] || BUILT_IN_GREETING[lang];

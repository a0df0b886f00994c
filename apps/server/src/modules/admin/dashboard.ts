import { pickLocalized, type Dashboard, type Language } from '@acsc/shared';
import type { Executor } from '../../platform/db.js';
import type { PublishableDef } from '../content/publishable/service.js';
import { completenessOf, missingLanguages } from '../content/publishable/state.js';
import * as repo from './repo.js';

const TOP_ARTICLES = 10;
const AWAITING_PER_KIND = 20;
const AWAITING_MAX = 50;
const DAY_MS = 86_400_000;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** Every day from `from` to `to` (UTC) with its count, zeros included, oldest first. */
function fillDays(from: Date, days: number, rows: { day: string; count: number }[]) {
  const byDay = new Map(rows.map((r) => [r.day, Number(r.count)]));
  return Array.from({ length: days }, (_, i) => {
    const day = dayOf(new Date(from.getTime() + i * DAY_MS));
    return { day, count: byDay.get(day) ?? 0 };
  });
}

export async function dashboardData(
  db: Executor,
  kinds: readonly PublishableDef[],
  days: number,
  lang: Language,
  now: Date,
): Promise<Dashboard> {
  const from = new Date(Date.parse(dayOf(now)) - (days - 1) * DAY_MS);
  const fromDay = dayOf(from);
  const { joined, viewed, topArticles: top, totals } = await repo.dashboardCounts(db, from, fromDay, TOP_ARTICLES);
  const awaiting = (
    await Promise.all(
      kinds.map(async (def) => {
        const rows = await repo.untranslated(db, def, AWAITING_PER_KIND);
        return rows.map((r) => ({
          entityType: def.type,
          id: String(r.id),
          title: pickLocalized(def.title(r), lang).value,
          missing: missingLanguages(completenessOf(r, Object.keys(def.required), def.htmlFields)),
          updatedAt: r.updatedAt.toISOString(),
        }));
      }),
    )
  )
    .flat()
    .filter((x) => x.missing.length > 0)
    .sort((x, y) => y.updatedAt.localeCompare(x.updatedAt))
    .slice(0, AWAITING_MAX);
  return {
    membersPerDay: fillDays(from, days, joined),
    viewsPerDay: fillDays(from, days, viewed),
    topArticles: top.map((t) => ({
      id: t.id,
      title: pickLocalized(t.title, lang).value,
      views: t.views,
      periodViews: Number(t.periodViews),
    })),
    awaitingTranslation: awaiting,
    totals,
  };
}

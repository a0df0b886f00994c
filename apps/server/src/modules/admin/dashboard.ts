import { count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API, dashboardQuery, pickLocalized, type Dashboard, type Language } from '@acsc/shared';
import { articles, articleViews, media, members } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { ok } from '../../platform/envelope.js';
import { completenessOf, missingLanguages, untranslatedIn } from './crud.js';
import { CONTENT_DEFS } from './entities.js';
import { CONTENT_ROLES, roles } from './scope.js';

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

export async function dashboardData(db: Executor, days: number, lang: Language, now: Date): Promise<Dashboard> {
  const from = new Date(Date.parse(dayOf(now)) - (days - 1) * DAY_MS);
  const fromDay = dayOf(from);
  const memberDay = sql<string>`to_char(${members.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [joined, viewed, top, [{ m }], [{ a }], [{ f }]] = await Promise.all([
    db.select({ day: memberDay, count: count() }).from(members).where(gte(members.createdAt, from)).groupBy(memberDay),
    db
      .select({ day: sql<string>`${articleViews.day}::text`, count: count() })
      .from(articleViews)
      .where(gte(articleViews.day, fromDay))
      .groupBy(articleViews.day),
    db
      .select({ id: articles.id, title: articles.title, views: articles.views, periodViews: count() })
      .from(articleViews)
      .innerJoin(articles, eq(articles.id, articleViews.articleId))
      .where(gte(articleViews.day, fromDay))
      .groupBy(articles.id)
      .orderBy(desc(count()), desc(articles.views))
      .limit(TOP_ARTICLES),
    db.select({ m: count() }).from(members),
    db.select({ a: count() }).from(articles),
    db.select({ f: count() }).from(media),
  ]);
  const awaiting = (
    await Promise.all(
      CONTENT_DEFS.map(async (def) => {
        const t = def.table;
        const rows = await db
          .select()
          .from(t)
          .where(sql`${ne(t.status, 'draft')} and (${untranslatedIn(def, 'zh_CN')} or ${untranslatedIn(def, 'km_KH')} or ${untranslatedIn(def, 'en_US')})`)
          .orderBy(desc(t.updatedAt))
          .limit(AWAITING_PER_KIND);
        return rows.map((r: any) => ({
          entityType: def.type,
          id: String(r.id),
          title: pickLocalized(def.title(r), lang).value,
          missing: missingLanguages(completenessOf(r, Object.keys(def.required), def.htmlFields)),
          updatedAt: r.updatedAt.toISOString() as string,
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
    topArticles: top.map((t) => ({ id: t.id, title: pickLocalized(t.title, lang).value, views: t.views, periodViews: Number(t.periodViews) })),
    awaitingTranslation: awaiting,
    totals: { members: m, articles: a, media: f },
  };
}

export function registerDashboardRoutes(scope: FastifyInstance, ctx: AppContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get(ADMIN_API.dashboard, { ...roles(CONTENT_ROLES), schema: { querystring: dashboardQuery } }, async (request) =>
    ok(request, await dashboardData(ctx.database.db, request.query.days, request.lang, ctx.now())),
  );
}

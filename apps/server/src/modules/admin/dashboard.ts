import { count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API, dashboard, dashboardQuery, pickLocalized, replyOf, type Dashboard, type Language } from '@acsc/shared';
import { articles, articleViews, media, members } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db.js';
import { ok } from '../../platform/envelope.js';
import { CONTENT_ROLES, roles } from '../../platform/staff.js';
import type { PublishableDef, PublishableRow } from '../content/publishable/service.js';
import { completenessOf, missingLanguages, untranslatedIn } from '../content/publishable/state.js';

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

export async function dashboardData(db: Executor, kinds: readonly PublishableDef[], days: number, lang: Language, now: Date): Promise<Dashboard> {
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
      kinds.map(async (def) => {
        const t = def.table;
        const required = Object.values(def.required);
        const rows = (await db
          .select()
          .from(t)
          .where(sql`${ne(t.status, 'draft')} and (${untranslatedIn(required, 'zh_CN')} or ${untranslatedIn(required, 'km_KH')} or ${untranslatedIn(required, 'en_US')})`)
          .orderBy(desc(t.updatedAt))
          .limit(AWAITING_PER_KIND)) as unknown as PublishableRow[];
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
    topArticles: top.map((t) => ({ id: t.id, title: pickLocalized(t.title, lang).value, views: t.views, periodViews: Number(t.periodViews) })),
    awaitingTranslation: awaiting,
    totals: { members: m, articles: a, media: f },
  };
}

export function registerDashboardRoutes(scope: FastifyInstance, ctx: AppContext, kinds: readonly PublishableDef[]) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get(ADMIN_API.dashboard, { ...roles(CONTENT_ROLES), schema: { querystring: dashboardQuery, response: replyOf(dashboard) } }, async (request) =>
    ok(request, await dashboardData(ctx.database.db, kinds, request.query.days, request.lang, ctx.now())),
  );
}

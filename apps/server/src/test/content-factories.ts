import type { FastifyInstance } from 'fastify';
import {
  alumniNews,
  alumniStories,
  articles,
  associationSections,
  certifiedAlumni,
  homeBanners,
  newsChannels,
  scholarshipNotices,
  scholarships,
  type ContentStatus,
  type L,
} from '../db/schema/index.js';
import { htmlToText } from '../modules/content/text.js';
import { articleSearchFields } from '../modules/news/search-text.js';

/** Test data for public content, written straight to the database (the staff API comes in issue 4). */

const HOUR = 3_600_000;
const cover = { url: '/media/demo/cover-campus.webp', width: 1200, height: 675 };
let seq = 0;
const next = () => ++seq;

type Publish = { status?: ContentStatus; publishAt?: Date };

export function contentFactories(app: FastifyInstance) {
  const db = app.ctx.database.db;
  // Defaults follow the app's clock, which tests may set far from the real one.
  const now = () => app.ctx.now().getTime();
  const publish = (p: Publish) => ({
    status: p.status ?? 'published',
    publishAt: p.publishAt ?? new Date(now() - HOUR),
  });
  return {
    async channel(p: { name?: L; code?: string; association?: string; sortOrder?: number } = {}) {
      const n = next();
      const [row] = await db
        .insert(newsChannels)
        .values({
          code: p.code ?? `channel-${n}`,
          name: p.name ?? { zh_CN: `频道${n}`, km_KH: `ឆានែល ${n}`, en_US: `Channel ${n}` },
          association: p.association ?? null,
          sortOrder: p.sortOrder ?? n,
        })
        .returning();
      return row;
    },
    async article(
      channelId: number,
      p: Publish & { title?: L; summary?: L; body?: L; kind?: 'text' | 'video'; views?: number } = {},
    ) {
      const n = next();
      const body = p.body ?? { zh_CN: `<p>正文${n}</p>` };
      const bodyText = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, htmlToText(v ?? '')]));
      const title = p.title ?? { zh_CN: `文章${n}`, km_KH: `អត្ថបទ ${n}`, en_US: `Article ${n}` };
      const [row] = await db
        .insert(articles)
        .values({
          channelId,
          kind: p.kind ?? 'text',
          title,
          summary: p.summary ?? {},
          body,
          bodyText,
          ...articleSearchFields({ title, summary: p.summary, bodyText }),
          cover,
          video:
            p.kind === 'video'
              ? { url: '/media/demo/clip-campus.mp4', poster: '/media/demo/clip-campus-poster.jpg', durationSeconds: 6 }
              : null,
          views: p.views ?? 0,
          ...publish(p),
        })
        .returning();
      return row;
    },
    async scholarship(p: Publish & { title?: L; level?: string; deadline?: Date; provider?: L } = {}) {
      const n = next();
      const [row] = await db
        .insert(scholarships)
        .values({
          title: p.title ?? { zh_CN: `奖学金${n}`, en_US: `Scholarship ${n}` },
          provider: p.provider ?? { zh_CN: '中国国家留学基金管理委员会', en_US: 'China Scholarship Council' },
          level: p.level ?? 'master',
          amount: { zh_CN: '全额', en_US: 'Full' },
          deadline: p.deadline ?? new Date(now() + 60 * 24 * HOUR),
          eligibility: { zh_CN: '<p>柬埔寨籍</p>' },
          attachments: [
            { name: { zh_CN: '申请表', en_US: 'Application form' }, url: '/media/demo/form.pdf', size: 1024 },
          ],
          cover,
          ...publish(p),
        })
        .returning();
      return row;
    },
    async notice(scholarshipId: number, p: Publish & { title?: L } = {}) {
      const n = next();
      const [row] = await db
        .insert(scholarshipNotices)
        .values({
          scholarshipId,
          title: p.title ?? { zh_CN: `通知${n}`, en_US: `Notice ${n}` },
          body: { zh_CN: `<p>通知正文${n}</p>` },
          ...publish(p),
        })
        .returning();
      return row;
    },
    async alumniNews(p: Publish & { title?: L } = {}) {
      const n = next();
      const [row] = await db
        .insert(alumniNews)
        .values({
          title: p.title ?? { zh_CN: `校友新闻${n}`, en_US: `Alumni news ${n}` },
          body: { zh_CN: `<p>校友${n}</p>` },
          cover,
          ...publish(p),
        })
        .returning();
      return row;
    },
    async alumniStory(p: Publish & { title?: L; style?: 'person' | 'group' } = {}) {
      const n = next();
      const [row] = await db
        .insert(alumniStories)
        .values({
          style: p.style ?? 'person',
          name: { zh_CN: `校友${n}`, en_US: `Alumnus ${n}` },
          title: p.title ?? { zh_CN: `校友风采${n}`, en_US: `Alumni story ${n}` },
          story: { zh_CN: `<p>故事${n}</p>` },
          cover,
          photos: [cover],
          ...publish(p),
        })
        .returning();
      return row;
    },
    async certifiedAlumnus(p: Publish & { name?: L; graduationYear?: number } = {}) {
      const n = next();
      const [row] = await db
        .insert(certifiedAlumni)
        .values({
          name: p.name ?? { zh_CN: `认证校友${n}`, en_US: `Certified ${n}` },
          graduationYear: p.graduationYear ?? 2020,
          ...publish(p),
        })
        .returning();
      return row;
    },
    async banner(p: Publish & { title?: L; sortOrder?: number } = {}) {
      const n = next();
      const [row] = await db
        .insert(homeBanners)
        .values({
          title: p.title ?? { zh_CN: `横幅${n}`, en_US: `Banner ${n}` },
          image: cover,
          link: '/news',
          sortOrder: p.sortOrder ?? n,
          ...publish(p),
        })
        .returning();
      return row;
    },
    async associationSection(association: string, kind: string, content: Record<string, unknown>, p: Publish = {}) {
      await db.insert(associationSections).values({ association, kind, content, ...publish(p) });
    },
  };
}

import { LANGUAGES, type Language } from '@acsc/shared';
import type { AppContext } from '../../platform/context.js';
import type { HeadRenderer } from '../../platform/web.js';
import { AppError } from '../../platform/errors.js';
import { escapeHtml, excerpt, htmlToText } from '../content/text.js';
import { articleDetail } from '../news/service.js';
import { scholarshipDetail, scholarshipNotice } from '../scholarship/service.js';
import { alumniNewsDetail, alumniStoryDetail } from '../alumnus/service.js';
import { activityPreview } from '../reservation/service.js';
import { jobPreview } from '../work/service.js';
import type { Executor } from '../../platform/db.js';
import { SITE_NAME } from './messages.js';

/** What a shared link's preview shows. */
export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  language: Language;
}

type Reader = (db: Executor, id: number, lang: Language, now: Date) => Promise<PageMeta>;

const describe = (summary: string, html: string) => excerpt(summary || htmlToText(html), 160);

/** Detail pages whose HTML carries their own title and preview tags. */
const PAGES: { pattern: RegExp; read: Reader }[] = [
  {
    pattern: /^\/news\/detail\/(\d+)\/?$/,
    read: async (db, id, lang, now) => {
      const a = await articleDetail(db, id, lang, now);
      return {
        title: a.title,
        description: describe(a.summary, a.body),
        image: a.cover?.url ?? a.video?.poster ?? null,
        language: a.servedLanguage,
      };
    },
  },
  {
    pattern: /^\/scholarship\/detail\/(\d+)\/?$/,
    read: async (db, id, lang, now) => {
      const s = await scholarshipDetail(db, id, lang, now);
      return {
        title: s.title,
        description: describe(s.summary, s.eligibility),
        image: s.cover?.url ?? null,
        language: s.servedLanguage,
      };
    },
  },
  {
    pattern: /^\/scholarship\/notice\/(\d+)\/?$/,
    read: async (db, id, lang, now) => {
      const n = await scholarshipNotice(db, id, lang, now);
      return { title: n.title, description: describe('', n.body), image: null, language: n.servedLanguage };
    },
  },
  {
    pattern: /^\/alumnus\/news\/(\d+)\/?$/,
    read: async (db, id, lang, now) => {
      const n = await alumniNewsDetail(db, id, lang, now);
      return {
        title: n.title,
        description: describe(n.summary, n.body),
        image: n.cover?.url ?? null,
        language: n.servedLanguage,
      };
    },
  },
  {
    pattern: /^\/alumnus\/style\/(\d+)\/?$/,
    read: async (db, id, lang, now) => {
      const s = await alumniStoryDetail(db, id, lang, now);
      return {
        title: s.title,
        description: describe(s.summary, s.story),
        image: s.cover?.url ?? s.photos[0]?.url ?? null,
        language: s.servedLanguage,
      };
    },
  },
  {
    // An event, on the site and on its phone page for sharing in WeChat and Telegram groups (issue 31).
    pattern: /^\/(?:reservation\/activity|phone\/activity)\/(\d+)\/?$/,
    read: async (db, id, lang, now) => {
      const a = await activityPreview(db, id, lang, now);
      return {
        title: a.title,
        description: describe(a.summary, a.description),
        image: a.cover?.url ?? null,
        language: a.servedLanguage,
      };
    },
  },
  {
    // A job (issue 32): its title, and its company and city as the description.
    pattern: /^\/work\/detail\/(\d+)\/?$/,
    read: async (db, id, lang, now) => {
      const j = await jobPreview(db, id, lang, now);
      return { title: j.title, description: describe(j.description, j.html), image: j.image, language: j.language };
    },
  },
];

/** BCP 47 tag of a language code, as hreflang and RSS want it. */
export const bcp47 = (lang: Language) => lang.replace('_', '-');

const absolute = (publicUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

/** The <title> and meta tags of a page, every value HTML-escaped. */
export function renderHead(meta: PageMeta, pathname: string, publicUrl: string): string {
  const e = escapeHtml;
  const url = (lang: Language) => `${publicUrl}${pathname}?lang=${lang}`;
  const title = `${meta.title} | ${SITE_NAME[meta.language]}`;
  const tags = [
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(meta.description)}">`,
    `<link rel="canonical" href="${e(url(meta.language))}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="${e(SITE_NAME[meta.language])}">`,
    `<meta property="og:title" content="${e(meta.title)}">`,
    `<meta property="og:description" content="${e(meta.description)}">`,
    `<meta property="og:url" content="${e(url(meta.language))}">`,
    `<meta property="og:locale" content="${meta.language}">`,
    ...LANGUAGES.filter((l) => l !== meta.language).map((l) => `<meta property="og:locale:alternate" content="${l}">`),
    ...(meta.image
      ? [
          `<meta property="og:image" content="${e(absolute(publicUrl, meta.image))}">`,
          `<meta name="twitter:card" content="summary_large_image">`,
        ]
      : []),
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${bcp47(l)}" href="${e(url(l))}">`),
    `<link rel="alternate" hreflang="x-default" href="${e(`${publicUrl}${pathname}`)}">`,
  ];
  return tags.join('\n    ');
}

/** Renders the head of the detail pages; null (the app's default head) for other paths, false for unknown and hidden items. */
export function contentHeads(ctx: AppContext): HeadRenderer {
  return async (pathname, lang) => {
    for (const page of PAGES) {
      const m = page.pattern.exec(pathname);
      if (!m) continue;
      const id = Number(m[1]);
      if (!Number.isSafeInteger(id) || id <= 0) return false;
      try {
        const meta = await page.read(ctx.database.db, id, lang, ctx.now());
        return renderHead(meta, pathname, ctx.config.publicUrl);
      } catch (e) {
        if (e instanceof AppError && e.errorName === 'NOT_FOUND') return false;
        throw e;
      }
    }
    return null;
  };
}

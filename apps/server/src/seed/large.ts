/**
 * npm run seed:large -- --articles 100000 [--seed 1]
 *
 * Fills the configured database (DATABASE_URL, else PGlite under DATA_DIR) with a large trilingual
 * data set for benchmarks: six archive channels and N articles whose Chinese, Khmer and English
 * titles, summaries and bodies are generated from word lists, published over five years (a few
 * drafts and scheduled ones among them). Deterministic for a given --seed. Adds to what is there.
 */
import type { Localized as L } from '@acsc/shared';
import { loadConfig } from '../config.js';
import { openDatabase } from '../platform/db.js';
import { afterBulkArticles, beforeBulkArticles, seedArticles, seedChannels } from '../modules/news/service.js';
import { ensureReferenceData } from '../modules/site/service.js';
import * as W from './large-words.js';
import { rng } from './rng.js';

const DAY = 86_400_000;
/** Share of articles that mention the benchmark keyword in the title, and in the body. */
export const KEYWORD_IN_TITLE = 0.01;
export const KEYWORD_IN_BODY = 0.03;

export const ARCHIVE_CHANNELS: { code: string; name: L; weight: number }[] = [
  {
    code: 'archive-campus',
    name: { zh_CN: '校园档案', km_KH: 'បណ្ណសារសាកលវិទ្យាល័យ', en_US: 'Campus archive' },
    weight: 30,
  },
  { code: 'archive-culture', name: { zh_CN: '文化档案', km_KH: 'បណ្ណសារវប្បធម៌', en_US: 'Culture archive' }, weight: 20 },
  {
    code: 'archive-scholarship',
    name: { zh_CN: '奖学金档案', km_KH: 'បណ្ណសារអាហារូបករណ៍', en_US: 'Scholarship archive' },
    weight: 15,
  },
  { code: 'archive-career', name: { zh_CN: '就业档案', km_KH: 'បណ្ណសារការងារ', en_US: 'Career archive' }, weight: 15 },
  {
    code: 'archive-community',
    name: { zh_CN: '社区档案', km_KH: 'បណ្ណសារសហគមន៍', en_US: 'Community archive' },
    weight: 12,
  },
  {
    code: 'archive-notices',
    name: { zh_CN: '通知档案', km_KH: 'បណ្ណសារសេចក្តីជូនដំណឹង', en_US: 'Notices archive' },
    weight: 8,
  },
];

interface Lang {
  content: string[];
  fn: string[];
  keyword: string;
  /** How words join: Chinese and Khmer write no spaces inside a phrase. */
  join: string;
  end: string;
  comma: string;
  title(words: string[]): string;
}
const LANGS: Record<'zh' | 'km' | 'en', Lang> = {
  zh: {
    content: W.ZH_CONTENT,
    fn: W.ZH_FUNCTION,
    keyword: W.ZH_KEYWORD,
    join: '',
    end: '。',
    comma: '，',
    title: (w) => w.join(''),
  },
  km: {
    content: W.KM_CONTENT,
    fn: W.KM_FUNCTION,
    keyword: W.KM_KEYWORD,
    join: '',
    end: '។ ',
    comma: ' ',
    title: (w) => w.join(''),
  },
  en: {
    content: W.EN_CONTENT,
    fn: W.EN_FUNCTION,
    keyword: W.EN_KEYWORD,
    join: ' ',
    end: '. ',
    comma: ', ',
    title: (w) => w.map((x) => x[0].toUpperCase() + x.slice(1)).join(' '),
  },
};

function generator(seed: number) {
  const r = rng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  // Zipf-like: index = n * u^2 favours the start of a list.
  const zipf = <T>(list: T[]) => list[Math.floor(list.length * r() ** 2)];
  const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)];

  function sentence(l: Lang, words: number, keyword: boolean) {
    const out: string[] = [];
    for (let i = 0; i < words; i++) out.push(i % 3 === 2 ? pick(l.fn) : zipf(l.content));
    if (keyword) out.splice(int(0, out.length), 0, l.keyword);
    const mid = Math.floor(out.length / 2);
    const text = out.slice(0, mid).join(l.join) + l.comma + out.slice(mid).join(l.join) + l.end;
    return l.join === ' ' ? text[0].toUpperCase() + text.slice(1) : text;
  }

  function texts(l: Lang, kwTitle: boolean, kwBody: boolean) {
    const titleWords = Array.from({ length: int(3, 5) }, () => zipf(l.content));
    if (kwTitle) titleWords.splice(int(0, titleWords.length), 0, l.keyword);
    const paragraphs = Array.from({ length: int(3, 5) }, () =>
      Array.from({ length: int(2, 3) }, () => sentence(l, int(8, 13), false)),
    );
    if (kwBody) paragraphs[int(0, paragraphs.length - 1)].push(sentence(l, int(8, 13), true));
    return {
      title: l.title(titleWords),
      summary: sentence(l, int(14, 20), false).trim(),
      body: paragraphs.map((p) => `<p>${p.join('').trim()}</p>`).join(''),
    };
  }

  const totalWeight = ARCHIVE_CHANNELS.reduce((s, c) => s + c.weight, 0);
  return function article(channelIds: number[], now: number) {
    let w = r() * totalWeight;
    let ci = 0;
    while ((w -= ARCHIVE_CHANNELS[ci].weight) > 0) ci++;
    const kwTitle = r() < KEYWORD_IN_TITLE;
    const kwBody = !kwTitle && r() < KEYWORD_IN_BODY;
    // The keyword of one article appears in one language's text, as in real news.
    const kwLang = pick(['zh', 'km', 'en'] as const);
    const hasKhmer = kwLang === 'km' || r() > 0.15;
    const by: Partial<Record<'zh_CN' | 'km_KH' | 'en_US', ReturnType<typeof texts>>> = {
      zh_CN: texts(LANGS.zh, kwTitle && kwLang === 'zh', kwBody && kwLang === 'zh'),
      en_US: texts(LANGS.en, kwTitle && kwLang === 'en', kwBody && kwLang === 'en'),
      ...(hasKhmer ? { km_KH: texts(LANGS.km, kwTitle && kwLang === 'km', kwBody && kwLang === 'km') } : {}),
    };
    const field = (k: 'title' | 'summary' | 'body') =>
      Object.fromEntries(Object.entries(by).map(([lang, t]) => [lang, t[k]])) as L;
    const roll = r();
    const status = roll < 0.02 ? ('draft' as const) : roll < 0.03 ? ('scheduled' as const) : ('published' as const);
    const publishAt = new Date(status === 'scheduled' ? now + int(1, 60) * DAY : now - Math.floor(r() * 5 * 365 * DAY));
    const video = r() < 0.08;
    // The article's text, cover and video as the console's form sends them; the news rules derive the
    // stored body text and search fields (seedArticles).
    return {
      input: {
        channelId: channelIds[ci],
        kind: video ? ('video' as const) : ('text' as const),
        title: field('title'),
        summary: field('summary'),
        body: field('body'),
        author: { zh_CN: '协会新闻组', km_KH: 'ក្រុមព័ត៌មានសមាគម', en_US: 'Association news team' },
        cover: {
          url: `/media/demo/${pick(['cover-campus', 'cover-culture', 'cover-career', 'cover-scholar', 'cover-sport', 'cover-volunteer'])}.webp`,
          width: 1200,
          height: 675,
        },
        video: video
          ? { url: '/media/demo/clip-campus.mp4', poster: '/media/demo/clip-campus-poster.jpg', durationSeconds: 6 }
          : null,
      },
      extra: { views: Math.floor(r() ** 3 * 5000) },
      status,
      publishAt,
      createdAt: publishAt,
      updatedAt: publishAt,
    };
  };
}

function argValue(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 0 || v > 2_000_000)
    throw new Error(`--${name} must be a whole number from 0 to 2000000`);
  return v;
}

const BATCH = 500;
const PER_TRANSACTION = 10_000;

async function main() {
  const count = argValue('articles', 100_000);
  const seed = argValue('seed', 1);
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    purpose: 'npm run seed:large',
  });
  const db = database.db;
  await ensureReferenceData(db);
  const where = config.databaseUrl ? config.databaseUrl.replace(/\/\/[^@/]*@/, '//') : `${config.dataDir} (PGlite)`;
  console.log(`seed:large: ${count} articles into ${where}`);

  const byCode = await seedChannels(
    db,
    ARCHIVE_CHANNELS.map((c, i) => ({
      code: c.code,
      name: c.name,
      description: {},
      association: null,
      sortOrder: 50 + i,
      enabled: true,
    })),
  );
  const channelIds = ARCHIVE_CHANNELS.map((c) => byCode.get(c.code)!);

  // A GIN index is built far faster once at the end than row by row.
  await beforeBulkArticles(db);
  const make = generator(seed);
  const now = Date.now();
  let generating = 0;
  for (let done = 0; done < count;) {
    const upto = Math.min(count, done + PER_TRANSACTION);
    await db.transaction(async (tx) => {
      while (done < upto) {
        const n = Math.min(BATCH, upto - done);
        const t = Date.now();
        const rows = Array.from({ length: n }, () => make(channelIds, now));
        generating += Date.now() - t;
        await seedArticles(tx, rows);
        done += n;
      }
    });
    process.stdout.write(`\r  ${done} / ${count} articles (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  const inserted = Date.now();
  console.log(
    `\n  generated in ${(generating / 1000).toFixed(1)} s (text), written in ${((inserted - started - generating) / 1000).toFixed(1)} s (search vectors and inserts)`,
  );
  await afterBulkArticles(db);
  console.log(`  search index built in ${((Date.now() - inserted) / 1000).toFixed(1)} s`);
  console.log(`seed:large done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

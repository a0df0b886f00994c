import fs from 'node:fs';
import path from 'node:path';
import { ASSOCIATION_SECTION_KINDS, type Localized as L } from '@acsc/shared';
import { SERVER_DIR } from '../../config.js';
import type { AppContext } from '../../platform/context.js';
import { seedAlumniNews, seedAlumniStories, seedCertifiedAlumni } from '../../modules/alumnus/service.js';
import { seedSection } from '../../modules/association/service.js';
import { seedBanners } from '../../modules/home/service.js';
import { hasChannels, seedArticles, seedChannels } from '../../modules/news/service.js';
import { seedScholarship } from '../../modules/scholarship/service.js';
import { ARTICLES_A } from './articles-a.js';
import { ARTICLES_B } from './articles-b.js';
import { ARTICLES_C } from './articles-c.js';
import { associationPages } from './association.js';
import { SCHOLARSHIPS } from './scholarships.js';
import { ALUMNI_NEWS, ALUMNI_STORIES, BANNERS, CERTIFIED_ALUMNI } from './alumni.js';
import type { ArticleText } from './types.js';

const SOURCE = path.join(SERVER_DIR, 'src/seed/media');
const DAY = 86_400_000;

export const DEMO_ARTICLES = [...ARTICLES_A, ...ARTICLES_B, ...ARTICLES_C];

export const DEMO_CHANNELS: { code: string; name: L; description: L; association?: string }[] = [
  {
    code: 'notices',
    name: { zh_CN: '通知公告', km_KH: 'សេចក្តីជូនដំណឹង', en_US: 'Notices' },
    description: {
      zh_CN: '奖学金、签证和协会通知',
      km_KH: 'ព័ត៌មានអាហារូបករណ៍ ទិដ្ឋាការ និងសមាគម',
      en_US: 'Scholarship, visa and association notices',
    },
  },
  {
    code: 'campus',
    name: { zh_CN: '校园生活', km_KH: 'ជីវិតនៅសាកលវិទ្យាល័យ', en_US: 'Campus life' },
    description: {
      zh_CN: '在华柬埔寨学生的学习与生活',
      km_KH: 'ការសិក្សា និងជីវិតរបស់និស្សិតកម្ពុជានៅចិន',
      en_US: 'Study and life of Cambodian students in China',
    },
  },
  {
    code: 'culture',
    name: { zh_CN: '文化交流', km_KH: 'ការផ្លាស់ប្តូរវប្បធម៌', en_US: 'Cultural exchange' },
    description: { zh_CN: '节日、艺术与友谊', km_KH: 'ពិធីបុណ្យ សិល្បៈ និងមិត្តភាព', en_US: 'Festivals, arts and friendship' },
  },
  {
    code: 'career',
    name: { zh_CN: '就业实习', km_KH: 'ការងារ និងកម្មសិក្សា', en_US: 'Careers' },
    description: {
      zh_CN: '招聘会、实习与职业发展',
      km_KH: 'ពិព័រណ៍ការងារ កម្មសិក្សា និងការអភិវឌ្ឍអាជីព',
      en_US: 'Job fairs, internships and career growth',
    },
  },
  {
    code: 'acsc-news',
    name: { zh_CN: '学生会动态', km_KH: 'ព័ត៌មានសមាគមនិស្សិត', en_US: 'ACSC news' },
    description: {
      zh_CN: '柬埔寨留华学生会的工作与活动',
      km_KH: 'ការងារ និងសកម្មភាពរបស់សមាគមនិស្សិតកម្ពុជានៅចិន',
      en_US: 'Work and events of ACSC',
    },
    association: 'acsc',
  },
  {
    code: 'ccya-news',
    name: { zh_CN: '青年协会动态', km_KH: 'ព័ត៌មានសមាគមយុវជន', en_US: 'CCYA news' },
    description: {
      zh_CN: '柬中青年协会的交流与服务',
      km_KH: 'ការផ្លាស់ប្តូរ និងសេវាកម្មរបស់សមាគមយុវជនកម្ពុជា-ចិន',
      en_US: 'Exchanges and service of CCYA',
    },
    association: 'ccya',
  },
];

/** Copies the shipped demo media into mediaDir/demo (keeps files that are already there). */
export function installDemoMedia(mediaDir: string): string {
  const target = path.join(mediaDir, 'demo');
  fs.mkdirSync(target, { recursive: true });
  for (const file of fs.readdirSync(SOURCE)) {
    const to = path.join(target, file);
    if (!fs.existsSync(to)) fs.copyFileSync(path.join(SOURCE, file), to);
  }
  return target;
}

const img = (name: string, width = 1200, height = 675) => ({ url: `/media/demo/${name}.webp`, width, height });
const VIDEOS = {
  'clip-campus': {
    url: '/media/demo/clip-campus.mp4',
    poster: '/media/demo/clip-campus-poster.jpg',
    durationSeconds: 6,
  },
  'clip-festival': {
    url: '/media/demo/clip-festival.mp4',
    poster: '/media/demo/clip-festival-poster.jpg',
    durationSeconds: 8,
  },
};

/** An article's texts in the languages it has: title, summary, and the body's paragraphs as HTML (the news rules derive the rest). */
function texts(zh: ArticleText, km: ArticleText | null, en: ArticleText) {
  const by = { zh_CN: zh, km_KH: km, en_US: en } as const;
  const pick = (i: 0 | 1) =>
    Object.fromEntries(
      Object.entries(by)
        .filter(([, t]) => t)
        .map(([k, t]) => [k, t![i]]),
    ) as L;
  const body = Object.fromEntries(
    Object.entries(by)
      .filter(([, t]) => t)
      .map(([k, t]) => [k, t![2].map((para) => `<p>${para}</p>`).join('')]),
  ) as L;
  return { title: pick(0), summary: pick(1), body };
}

const AUTHOR: L = { zh_CN: '协会新闻组', km_KH: 'ក្រុមព័ត៌មានសមាគម', en_US: 'Association news team' };

/**
 * Seeds every kind of public content once, through each feature's rules (its service's seed functions:
 * the console's sanitizing and derived fields); skips when news channels already exist.
 */
export async function seedDemoContent(ctx: AppContext) {
  installDemoMedia(ctx.mediaDir);
  const db = ctx.database.db;
  if (await hasChannels(db)) return;
  const now = ctx.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const published = (publishAt: Date) => ({ status: 'published' as const, publishAt });

  await db.transaction(async (tx) => {
    const channelId = await seedChannels(
      tx,
      DEMO_CHANNELS.map((c, i) => ({
        code: c.code,
        name: c.name,
        description: c.description,
        association: (c.association ?? null) as 'acsc' | 'ccya' | null,
        sortOrder: i + 1,
        enabled: true,
      })),
    );

    await seedArticles(
      tx,
      DEMO_ARTICLES.map((a) => ({
        input: {
          channelId: channelId.get(a.channel)!,
          kind: a.kind ?? 'text',
          ...texts(a.zh, a.km, a.en),
          author: AUTHOR,
          cover: img(a.cover),
          video: a.video ? VIDEOS[a.video] : null,
        },
        ...published(at(a.daysAgo)),
        extra: { views: 40 + Math.round((a.daysAgo * 37) % 900) },
      })),
    );

    const pages = associationPages(img);
    for (const association of ['acsc', 'ccya'] as const) {
      for (const kind of ASSOCIATION_SECTION_KINDS)
        await seedSection(
          tx,
          { association, kind },
          pages[association][kind] as unknown as Record<string, unknown>,
          'published',
          at(100),
        );
    }

    for (const s of SCHOLARSHIPS) {
      const { notices, deadlineInDays, publishedDaysAgo, cover, attachments = [], ...rest } = s;
      const files = attachments.map((a) => ({
        name: a.name,
        url: `/media/demo/${a.file}`,
        size: fs.statSync(path.join(SOURCE, a.file)).size,
      }));
      await seedScholarship(
        tx,
        {
          input: {
            ...rest,
            cover: img(cover),
            attachments: files,
            deadline: new Date(now + deadlineInDays * DAY).toISOString(),
          },
          ...published(at(publishedDaysAgo)),
        },
        notices.map((n) => ({ input: { title: n.title, body: n.body, attachments: [] }, ...published(at(n.daysAgo)) })),
      );
    }

    await seedAlumniNews(
      tx,
      ALUMNI_NEWS.map(({ cover, daysAgo, ...n }) => ({
        input: { ...n, cover: img(cover) },
        ...published(at(daysAgo)),
      })),
    );
    await seedAlumniStories(
      tx,
      ALUMNI_STORIES.map(({ cover, photos, daysAgo, ...s }) => ({
        input: {
          ...s,
          cover: img(cover),
          photos: photos.map((p) => (p.startsWith('portrait') ? img(p, 480, 480) : img(p))),
        },
        ...published(at(daysAgo)),
      })),
    );
    await seedCertifiedAlumni(
      tx,
      CERTIFIED_ALUMNI.map(({ year, portrait, ...a }, i) => ({
        ...a,
        graduationYear: year,
        avatar: img(portrait, 480, 480),
        certifiedAt: at(10 + i * 9),
        ...published(at(10 + i * 9)),
      })),
    );
    await seedBanners(
      tx,
      BANNERS.map((b, i) => ({ input: { ...b, image: img(b.image), sortOrder: i + 1 }, ...published(at(30)) })),
    );
  });
}

import type { BannerInput, DownloadPayload, HomePayload, Language } from '@acsc/shared';
import { seedItems, type SeedItem } from '../content/publishable/service.js';
import { bannerDef } from './staff-content.js';
import type { Executor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { introduction } from '../association/service.js';
import { latestAlumniStories } from '../alumnus/service.js';
import { latestInChannel, listEnabledChannels } from '../news/service.js';
import { presentArticleItem, presentChannel } from '../news/presenter.js';
import { openScholarships } from '../scholarship/service.js';
import { readSettings } from '../site/service.js';
import { presentAssociationTeaser, presentBanner } from './presenter.js';
import { visibleBanners } from './repo.js';

/** How much of each section the home page shows. */
export const HOME_LIMITS = { banners: 5, articlesPerChannel: 4, scholarships: 4, alumniStories: 4 } as const;

export async function homePage(db: Executor, lang: Language, now: Date): Promise<HomePayload> {
  const [banners, channels, scholarships, alumniStories, association] = await Promise.all([
    visibleBanners(db, now, HOME_LIMITS.banners),
    listEnabledChannels(db),
    openScholarships(db, lang, now, HOME_LIMITS.scholarships),
    latestAlumniStories(db, lang, now, HOME_LIMITS.alumniStories),
    introduction(db, 'acsc', lang, now).catch((e) => {
      if (e instanceof AppError && e.errorName === 'NOT_FOUND') return null;
      throw e;
    }),
  ]);
  const perChannel = await Promise.all(
    channels.map((c) => latestInChannel(db, c.id, now, HOME_LIMITS.articlesPerChannel)),
  );
  return {
    banners: banners.map((b) => presentBanner(b, lang)),
    channels: channels
      .map((c, i) => ({
        channel: presentChannel(c, lang),
        articles: perChannel[i].map((a) => presentArticleItem(a, lang)),
      }))
      .filter((c) => c.articles.length > 0),
    scholarships,
    alumniStories,
    association: presentAssociationTeaser(association),
  };
}

/** Absolute URL of a setting that may be a site path, so a phone scanning its QR code reaches it. */
const absolute = (publicUrl: string, v: unknown) => {
  const s = typeof v === 'string' ? v.trim() : '';
  if (!s) return '';
  return /^https?:\/\//.test(s) ? s : `${publicUrl}${s.startsWith('/') ? '' : '/'}${s}`;
};

/** Whether an absolute URL is this site's own /download page (the page that lists the links). */
function isDownloadPage(url: string, publicUrl: string): boolean {
  try {
    const u = new URL(url);
    return u.origin === new URL(publicUrl).origin && u.pathname.replace(/\/+$/, '') === '/download';
  } catch {
    return false;
  }
}

/**
 * The native app links of the site settings (an app store page, an APK in the media library), shown on
 * /download beside the installable web app. A link back to /download itself (the seeded
 * `/download#android`: there is no native app) is no link and is left out (issue 27).
 */
export async function downloadLinks(db: Executor, publicUrl: string): Promise<DownloadPayload> {
  const s = await readSettings(db);
  const links = (
    [
      ['android', s.androidUrl],
      ['ios', s.iosUrl],
    ] as const
  )
    .map(([platform, url]) => ({ platform, url: absolute(publicUrl, url) }))
    .filter((l) => l.url && !isDownloadPage(l.url, publicUrl));
  return { pageUrl: absolute(publicUrl, s.appDownloadUrl || '/download'), links };
}

// ---------------------------------------------------------------- the seed (apps/server/src/seed)

/** The home page's banners through the console's rules. */
export const seedBanners = (tx: Executor, items: SeedItem<BannerInput>[]) => seedItems(tx, bannerDef, items);

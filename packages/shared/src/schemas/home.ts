import { z } from 'zod';
import { contentImage, localizedMeta } from './content.js';
import { articleListItem, newsChannel } from './news.js';
import { scholarshipListItem } from './scholarship.js';
import { alumniStoryItem } from './alumnus.js';
import { associationIntroduction } from './association.js';
import { ADMIN_LIMITS, imageInput, linkValue, localizedInput, publishingFields } from './editing.js';

/** The home page and the download page (server modules/home): the public reads and the staff's banners. */

const id = z.number().int().positive();
const lText = localizedInput(ADMIN_LIMITS.shortText);
const lTitle = localizedInput(ADMIN_LIMITS.title);

// ---------------------------------------------------------------- public reads

export const homeBanner = localizedMeta.extend({
  id,
  title: z.string(),
  subtitle: z.string(),
  image: contentImage,
  /** A path inside the site, e.g. /news/detail/12. */
  link: z.string(),
});
export type HomeBanner = z.infer<typeof homeBanner>;

export const homePayload = z.object({
  banners: z.array(homeBanner),
  channels: z.array(z.object({ channel: newsChannel, articles: z.array(articleListItem) })),
  scholarships: z.array(scholarshipListItem),
  alumniStories: z.array(alumniStoryItem),
  /** The main association's introduction without its body; null until it is published. */
  association: associationIntroduction.omit({ body: true }).nullable(),
});
export type HomePayload = z.infer<typeof homePayload>;

export const DOWNLOAD_PLATFORMS = ['android', 'ios'] as const;
export const downloadLink = z.object({
  platform: z.enum(DOWNLOAD_PLATFORMS),
  /** Absolute URL, so a phone scanning the QR code reaches it. */
  url: z.string(),
});
export type DownloadLink = z.infer<typeof downloadLink>;
export const downloadPayload = z.object({ pageUrl: z.string(), links: z.array(downloadLink) });
export type DownloadPayload = z.infer<typeof downloadPayload>;
// ---------------------------------------------------------------- staff: banners

export const bannerInput = z.object({
  title: lTitle,
  subtitle: lText.default({}),
  image: imageInput,
  link: linkValue.default('/'),
  sortOrder: z.number().int().min(0).max(100_000).default(100),
});
export type BannerInput = z.infer<typeof bannerInput>;
export const adminBanner = bannerInput.extend({ id }).merge(publishingFields);
export type AdminBanner = z.infer<typeof adminBanner>;
export const ADMIN_BANNER_SORTS = ['sortOrder', 'publishAt', 'updatedAt', 'id'] as const;

import { z } from 'zod';

/** Site settings the footer, the download page and the support entry read; staff edit them later. */
export const siteSettings = z.object({
  telegram: z.string(),
  tiktok: z.string(),
  wechat: z.string(),
  wechatQr: z.string().nullable(),
  instagram: z.string(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  address: z.string(),
  appDownloadUrl: z.string(),
  androidUrl: z.string(),
  iosUrl: z.string(),
  copyright: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

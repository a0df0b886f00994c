import { z } from 'zod';
import { LANGUAGES } from '../languages.js';

// The plain constants live in a zod-free module so the web's cards and filters can use them without
// shipping zod; they stay exported from here as before.
export * from '../content-constants.js';

/**
 * Building blocks of the public content reads (issue 3); each feature's contracts are in its own file
 * (news.ts, association.ts, scholarship.ts, alumnus.ts, home.ts).
 * Every localized read says which language it served and which exist, so a page can say
 * "not yet available in Khmer; showing Chinese". Dates are ISO 8601 strings (UTC).
 * Rich text (`body`, `story`, `eligibility`...) is HTML already sanitized by the server.
 */

const language = z.enum(LANGUAGES);
export const localizedMeta = z.object({
  servedLanguage: language,
  availableLanguages: z.array(language),
});
export type LocalizedMeta = z.infer<typeof localizedMeta>;

export const contentImage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Responsive variants, `url widthw, ...`, when the media pipeline made them. */
  srcset: z.string().optional(),
  alt: z.string().optional(),
});
export type ContentImage = z.infer<typeof contentImage>;

export const contentVideo = z.object({
  url: z.string(),
  poster: z.string(),
  durationSeconds: z.number(),
});
export type ContentVideo = z.infer<typeof contentVideo>;

export const attachment = z.object({ name: z.string(), url: z.string(), size: z.number().int() });
export type Attachment = z.infer<typeof attachment>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() });

/** Path parameter of every detail read. */
export const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export type IdParams = z.infer<typeof idParams>;

/** Content constants without zod (the feature contracts, schemas/news.ts, scholarship.ts..., build their schemas from them; schemas/content.ts re-exports them). */

export const ARTICLE_KINDS = ['text', 'video'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
/** The two associations running the site. */
export const ASSOCIATIONS = ['acsc', 'ccya'] as const;
export type AssociationCode = (typeof ASSOCIATIONS)[number];
export const SCHOLARSHIP_LEVELS = ['language', 'bachelor', 'master', 'doctorate', 'exchange'] as const;
export type ScholarshipLevel = (typeof SCHOLARSHIP_LEVELS)[number];
export const SCHOLARSHIP_STATUSES = ['open', 'closing_soon', 'closed'] as const;
export type ScholarshipStatus = (typeof SCHOLARSHIP_STATUSES)[number];
export const ALUMNI_STYLES = ['person', 'group'] as const;
export type AlumniStyle = (typeof ALUMNI_STYLES)[number];

/** Web routes of shareable detail pages (the server renders their <head>, sitemap and RSS link to them). */
export const CONTENT_ROUTES = {
  newsDetail: (id: number) => `/news/detail/${id}`,
  scholarshipDetail: (id: number) => `/scholarship/detail/${id}`,
  scholarshipNotice: (id: number) => `/scholarship/notice/${id}`,
  alumniNews: (id: number) => `/alumnus/news/${id}`,
  alumniStory: (id: number) => `/alumnus/style/${id}`,
} as const;

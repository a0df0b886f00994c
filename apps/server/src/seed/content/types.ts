/** One language's text of a demo article: title, summary, body paragraphs. */
export type ArticleText = [title: string, summary: string, paragraphs: string[]];

export interface ArticleSeed {
  channel: string;
  cover: string;
  daysAgo: number;
  kind?: 'text' | 'video';
  video?: 'clip-campus' | 'clip-festival';
  zh: ArticleText;
  /** null: not yet translated (shows the fallback notice on the site). */
  km: ArticleText | null;
  en: ArticleText;
}

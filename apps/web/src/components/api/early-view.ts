import { API, API_BASE, apiPath, isSuccessCode, type ArticleViewResult, type Envelope } from '@acsc/shared';
import { specHeaders } from './headers.js';

/*
 * An article the server drew is read before the app starts (or without it ever starting): the entry
 * (main.tsx) counts the visit at once, and the page, once the app runs, shows that call's fresh total
 * instead of counting again (countArticleView).
 */
const early = new Map<number, Promise<ArticleViewResult>>();

/** Counts this visitor's view of article `id` (once a day, the server decides), in the page's language. */
export function countViewEarly(id: number, language: string) {
  const call = fetch(API_BASE + apiPath(API.articleView, { id }), {
    method: 'POST',
    headers: specHeaders(language),
    credentials: 'same-origin',
  })
    .then((res) => res.json() as Promise<Envelope<ArticleViewResult>>)
    .then((env) => (isSuccessCode(env.code) ? env.data : Promise.reject(new Error(env.msg))));
  call.catch(() => {}); // the article reads fine without the fresh count
  early.set(id, call);
}

/** The early count of article `id`, once (a later visit of the page in the app counts as usual). */
export function takeEarlyView(id: number): Promise<ArticleViewResult> | undefined {
  const call = early.get(id);
  early.delete(id);
  return call;
}

import type { z } from 'zod';
import { wireData, type Language } from '@acsc/shared';
import { AppError } from './errors.js';

/** What a page read gets: the API path's parameters and query as a URL carries them (strings), the page language, the clock. */
export interface PageReadInput {
  params: Record<string, string>;
  query: Record<string, string>;
  lang: Language;
  now: Date;
}

/**
 * A public API read a drawn page may make: the data the API route answers a visitor (the envelope's
 * `data`), read from the module's service without a request in between. It is never given a member:
 * the page builder sees no cookie, token or header.
 */
export type PageRead = (input: PageReadInput) => Promise<unknown>;

/**
 * The public reads of the drawn pages, by the API route's path (API.* of @acsc/shared, with its
 * `:id` parameters): a module gives its own through AppModule.pages ({ api: { [API.x]: pageRead(...) } }),
 * so a new feature's pages are drawn without a change here.
 */
export type PageReadMap = Record<string, PageRead>;

/**
 * A page read from the route's own schemas: the parameters and query are checked as the route checks
 * them (BAD_REQUEST otherwise), and the answer is shaped as the route's response schema sends it (wireData).
 */
export function pageRead<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(
  schemas: { params?: P; query?: Q; response: R },
  load: (input: { params: z.output<P>; query: z.output<Q>; lang: Language; now: Date }) => Promise<z.output<R>>,
): PageRead {
  return async ({ params, query, lang, now }) => {
    const p = schemas.params ? schemas.params.safeParse(params) : { success: true as const, data: params };
    const q = schemas.query ? schemas.query.safeParse(query) : { success: true as const, data: query };
    if (!p.success || !q.success) throw new AppError('BAD_REQUEST');
    return wireData(
      schemas.response,
      await load({ params: p.data as z.output<P>, query: q.data as z.output<Q>, lang, now }),
    );
  };
}

/** The status of a read no module gives (not an error of the read: the page is left to the browser). */
export const NO_READ = 501;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The reader a drawn page's queries call (the web renderer's serverRender.read): the read whose route
 * matches the path; a path no module gives rejects with status NO_READ (the page is then not drawn).
 */
export function pageReader(map: PageReadMap, lang: Language, now: Date) {
  const routes = Object.entries(map).map(([pattern, read]) => {
    const names: string[] = [];
    const re = new RegExp(
      `^${pattern
        .split(/(:\w+)/)
        .map((part) => {
          if (!part.startsWith(':')) return escapeRe(part);
          names.push(part.slice(1));
          return '([^/]+)';
        })
        .join('')}$`,
    );
    return { re, names, read };
  });
  return (path: string, query: Record<string, string>): Promise<unknown> => {
    for (const { re, names, read } of routes) {
      const m = re.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1])));
      return read({ params, query, lang, now });
    }
    return Promise.reject(Object.assign(new Error(`no page read for ${path}`), { status: NO_READ }));
  };
}

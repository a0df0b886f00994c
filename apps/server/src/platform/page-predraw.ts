import { LANGUAGES, type Language } from '@acsc/shared';
import type { BuiltPage, PageCache } from './page-cache.js';
import { pageInput, pageKey, type PageInput } from './web-page.js';

/** The pages drawn ahead whether asked for or not: the home page and the news list, in every language. */
export const POPULAR_PAGES: PageInput[] = LANGUAGES.flatMap((lang: Language) => [
  pageInput('/', {}, lang),
  pageInput('/news', {}, lang),
]);
/** Pages drawn ahead per slot at most (the popular ones first, then those asked for most recently). */
const MAX_PREDRAWN = 32;
/** How long before its slot begins a page is drawn. */
export const PREDRAW_LEAD_MS = 4000;

export interface PredrawOptions {
  cache: PageCache;
  /** The freshness counter a page follows (web.ts: the content's, and the exchange's too for its pages). */
  version: (p: PageInput) => Promise<number>;
  build: (p: PageInput, now: Date) => Promise<BuiltPage>;
  now: () => Date;
  log: (err: unknown) => void;
}

export interface Predraw {
  /** A shared page was asked for: it is drawn ahead for the next slot. */
  seen(key: string, input: PageInput): void;
  /**
   * Draws, one at a time, the popular pages and those asked for since the last round, for the slot of
   * `slotTime` (default: the slot PREDRAW_LEAD_MS from now); resolves with how many were drawn.
   */
  round(slotTime?: Date): Promise<number>;
  /** Draws the popular pages for the current slot (start-up), then each slot's pages ahead of it. */
  start(): Promise<void>;
  /** Stops the timer and waits for the round under way (the app's close: nothing runs after the database closes). */
  stop(): Promise<void>;
}

/**
 * Draws pages before visitors ask for them (web.ts): at start-up, so the first visitor does not wait for
 * the renderer to load, and PREDRAW_LEAD_MS before each slot of the page cache begins, so no visitor
 * waits for a slot's drawing. A timer of this process, not a job (platform/jobs): it runs every 30 s and
 * its work is a cache of this process, whose drawing is shared through Redis when REDIS_URL is set (one
 * process draws, the others take its page: page-cache.ts). A page is drawn with the time its slot starts,
 * so its reads are that slot's, read PREDRAW_LEAD_MS before it begins.
 */
export function createPredraw(opts: PredrawOptions): Predraw {
  const { cache } = opts;
  let recent = new Map<string, PageInput>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<number> | null = null;

  /** `at`: the time the pages are drawn with (their reads' time), by default the slot's start. */
  async function draw(slotTime: Date, at = slotTime): Promise<number> {
    const asked = recent;
    recent = new Map();
    const pages = new Map<string, PageInput>(POPULAR_PAGES.map((p) => [pageKey(p), p]));
    for (const [key, p] of [...asked].reverse()) {
      if (pages.size >= MAX_PREDRAWN) break;
      pages.set(key, p);
    }
    let drawn = 0;
    for (const [key, p] of pages) {
      if (stopped) break;
      try {
        const before = cache.draws;
        await cache.predraw(key, await opts.version(p), slotTime, at, () => opts.build(p, at));
        drawn += cache.draws - before;
      } catch (e) {
        opts.log(e);
      }
    }
    return drawn;
  }

  function round(slotTime?: Date, at?: Date): Promise<number> {
    const target =
      slotTime ?? new Date(Math.floor((opts.now().getTime() + PREDRAW_LEAD_MS) / cache.ttlMs) * cache.ttlMs);
    const run = (running ?? Promise.resolve(0)).then(() => draw(target, at));
    running = run.finally(() => {
      if (running === run) running = null;
    });
    return run;
  }

  /** The slot whose pages the next round draws (rounds go one slot after another, never twice for one). */
  let nextSlot = 0;
  function schedule() {
    if (stopped) return;
    const now = opts.now().getTime();
    const slot = Math.max(nextSlot, Math.floor(now / cache.ttlMs) + 1);
    // Past the lead already (a round that ran late): at once.
    const wait = Math.max(0, slot * cache.ttlMs - PREDRAW_LEAD_MS - now);
    timer = setTimeout(() => {
      timer = null;
      nextSlot = slot + 1;
      void round(new Date(slot * cache.ttlMs)).finally(schedule);
    }, wait);
    timer.unref();
  }

  return {
    seen(key, input) {
      if (recent.has(key)) recent.delete(key);
      else if (recent.size >= MAX_PREDRAWN * 4) recent.delete(recent.keys().next().value!);
      recent.set(key, input);
    },
    round,
    async start() {
      stopped = false;
      // The current slot's popular pages (asked-for ones: none yet), drawn as a request would draw them; again
      // when the slot ended meanwhile (a slow start), so the first visitors' slot has them.
      for (;;) {
        const now = opts.now();
        const slot = Math.floor(now.getTime() / cache.ttlMs);
        await round(now, now);
        nextSlot = slot + 1;
        if (stopped || Math.floor(opts.now().getTime() / cache.ttlMs) === slot) break;
      }
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

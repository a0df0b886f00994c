import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { cacheLookups } from './cache-stats.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page's HTML as it is sent: the bytes, their brotli and gzip copies (made once), validators. */
export interface PageEntry {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Strong validator of the HTML; each coding's ETag is derived from it (a body differs per coding). */
  hash: string;
  /** The page's own status (200, or 404 for an unknown item when a builder says so). */
  status: number;
}

/** What a page builder returns: the HTML, and whether it may be kept (an unknown id's page is not). */
export interface BuiltPage {
  html: string;
  status?: number;
  keep: boolean;
}

/**
 * Compresses a built page, off the event loop (zlib's thread pool), once per cache entry. Brotli at
 * quality 5: measured on a 30 KB page, 9 took 40 times as long for the same size and 11 ten times
 * as long for 7% less.
 */
export async function preparePage(page: BuiltPage): Promise<PageEntry> {
  const html = Buffer.from(page.html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
    gzip(html, { level: 6 }),
  ]);
  return { html, br, gzip: gz, hash: createHash('sha1').update(html).digest('base64url'), status: page.status ?? 200 };
}

export const entryBytes = (e: PageEntry) => e.html.length + e.br.length + e.gzip.length + 200;

export interface PageCacheOptions {
  /** Byte cap of all kept entries (HTML and its two compressed copies). */
  maxBytes: number;
  /** Share of maxBytes the probation segment may hold (0..1). */
  probationShare?: number;
  ttlMs?: number;
  /** Where processes share their drawings (Redis with REDIS_URL, page-shared.ts); none: this process draws its own. */
  shared?: SharedPages;
  /** A failed shared read or write (the page is then drawn here, as without Redis). */
  log?: (err: unknown) => void;
}

/** A drawn page as processes share it (its compressed copies are made by each process). */
export interface SharedPage {
  html: string;
  status?: number;
}

/**
 * The drawings of all processes (page-shared.ts): one process draws a page for a version and slot (it
 * holds the claim), the others take its HTML. Only a local copy of a page lives in a process.
 */
export interface SharedPages {
  read(lk: string): Promise<SharedPage | null>;
  /** Takes the drawing of `lk` for `ms` (false: another process has it). */
  claim(lk: string, ms: number): Promise<boolean>;
  write(lk: string, page: SharedPage, ms: number): Promise<void>;
  release(lk: string): Promise<void>;
  close(): Promise<void>;
}

interface Slot {
  key: string;
  version: number;
  slot: number;
  /** The clock's time the page was drawn at (its data is that old). */
  at: number;
  entry: PageEntry;
  bytes: number;
}

/** How long a process holds the claim to draw a page (a process that died frees it then). */
const CLAIM_MS = 10_000;
/** How often a process waiting for another's drawing looks for it. */
const SHARED_POLL_MS = 25;

/**
 * The page cache: a segmented LRU with a byte cap. A page seen once sits in the probation segment
 * (a fifth of the bytes by default); a second request while it is still there moves it to the
 * protected segment. Entries leaving the protected segment fall back to probation's newest end and
 * get another chance; entries leaving probation are dropped. So a flood of pages requested once
 * each (`/news?page=N`, random paths) only churns probation, and the pages visitors keep opening
 * stay. Each entry is valid for one content version and one `ttlMs` slot of the clock, the freshness
 * rule of the public read cache (platform/read-cache.ts); the version comes from the caller.
 *
 * Stale while revalidate (as the exchange feeds' windows, read-cache.ts): when a page's slot has ended
 * and the content version is the same, the kept page is answered at once while one new drawing runs
 * (one per key, version and slot, whoever asks; across processes with `shared`), as long as the kept
 * page was drawn less than `ttlMs` ago: a page never shows data older than the 30 s rule, and a changed
 * version (a staff edit) is never answered from the old page. `predraw` draws a page before its slot
 * begins (web.ts: the popular pages and those asked for in the last slot).
 */
export class PageCache {
  private readonly probation = new Map<string, Slot>();
  private readonly protected = new Map<string, Slot>();
  private probationBytes = 0;
  private protectedBytes = 0;
  private readonly loading = new Map<string, Promise<PageEntry>>();
  private readonly maxBytes: number;
  private readonly probationMax: number;
  private readonly shared?: SharedPages;
  private readonly log: (err: unknown) => void;
  readonly ttlMs: number;
  /** Pages this process drew (tests and the bench: the others came from the cache or another process). */
  draws = 0;

  constructor(opts: PageCacheOptions) {
    this.maxBytes = opts.maxBytes;
    this.probationMax = Math.floor(opts.maxBytes * (opts.probationShare ?? 0.2));
    this.ttlMs = opts.ttlMs ?? 30_000;
    this.shared = opts.shared;
    this.log = opts.log ?? (() => undefined);
  }

  /** Bytes held now (both segments). */
  get bytes() {
    return this.probationBytes + this.protectedBytes;
  }

  /** Whether a key is held, valid or not (tests). */
  has(key: string) {
    return this.probation.has(key) || this.protected.has(key);
  }

  /** Whether a key is held in the protected segment (tests). */
  isProtected(key: string) {
    return this.protected.has(key);
  }

  /** Whether a key is held for this version and the slot of `now` (the pre-draw skips those). */
  holds(key: string, version: number, now: Date) {
    const s = this.protected.get(key) ?? this.probation.get(key);
    return !!s && s.version === version && s.slot >= this.slotOf(now);
  }

  /** Whether a drawing of any page is under way (tests). */
  get drawing() {
    return this.loading.size > 0;
  }

  private slotOf(now: Date) {
    return Math.floor(now.getTime() / this.ttlMs);
  }

  /**
   * The entry of `key` for this version and time, built by `build` (once for concurrent misses) when
   * missing or stale; while a new slot's page is drawn, the previous one when it may still be answered.
   */
  async get(key: string, version: number, now: Date, build: () => Promise<BuiltPage>): Promise<PageEntry> {
    const slot = this.slotOf(now);
    const hit = this.lookup(key);
    // The next slot's page, drawn ahead (predraw), serves the rest of this one too.
    if (hit && hit.version === version && (hit.slot === slot || hit.slot === slot + 1)) {
      cacheLookups.inc({ cache: 'page', result: 'hit' });
      return hit.entry;
    }
    const pending = this.draw(key, version, slot, now, build);
    if (hit && hit.version === version && hit.slot < slot && now.getTime() - hit.at < this.ttlMs) {
      cacheLookups.inc({ cache: 'page', result: 'stale' });
      // A failed drawing is not kept: the next request starts another.
      pending.catch(() => undefined);
      return hit.entry;
    }
    cacheLookups.inc({ cache: 'page', result: 'miss' });
    return pending;
  }

  /**
   * Draws `key` for the slot of `slotTime` (from now, `now`: the data's time) unless it is held or being
   * drawn; a page nobody asked for starts in probation. Resolves when it is done.
   */
  async predraw(key: string, version: number, slotTime: Date, now: Date, build: () => Promise<BuiltPage>) {
    if (this.holds(key, version, slotTime)) return;
    await this.draw(key, version, this.slotOf(slotTime), now, build);
  }

  private draw(
    key: string,
    version: number,
    slot: number,
    now: Date,
    build: () => Promise<BuiltPage>,
  ): Promise<PageEntry> {
    const lk = `${version}|${slot}|${key}`;
    let pending = this.loading.get(lk);
    if (!pending) {
      pending = (this.shared ? this.sharedBuild(lk, build) : this.localBuild(build))
        .then(async (page) => {
          const entry = await preparePage(page);
          if (page.keep) {
            const old = this.protected.get(key) ?? this.probation.get(key);
            // A slower drawing of an older slot or version does not replace a newer one.
            if (!old || old.slot < slot || (old.slot === slot && old.version !== version))
              this.store({ key, version, slot, at: now.getTime(), entry, bytes: entryBytes(entry) });
          } else this.remove(key);
          return entry;
        })
        .finally(() => this.loading.delete(lk));
      this.loading.set(lk, pending);
    }
    return pending;
  }

  private localBuild(build: () => Promise<BuiltPage>) {
    this.draws++;
    return build();
  }

  /**
   * One drawing among all processes: the page another process drew for this version and slot, or this
   * process draws it (holding the claim) and shares it; while another holds the claim, this one waits
   * for its page (a claim of a process that died runs out). Without Redis working, this process draws.
   */
  private async sharedBuild(lk: string, build: () => Promise<BuiltPage>): Promise<BuiltPage> {
    const shared = this.shared!;
    const deadline = Date.now() + CLAIM_MS * 2;
    try {
      for (;;) {
        const stored = await shared.read(lk);
        if (stored) return { html: stored.html, status: stored.status, keep: true };
        if (await shared.claim(lk, CLAIM_MS)) {
          // Another process may have drawn it and let the claim go between the read and the claim.
          const drawn = await shared.read(lk);
          if (!drawn) break;
          await shared.release(lk);
          return { html: drawn.html, status: drawn.status, keep: true };
        }
        if (Date.now() > deadline) return await this.localBuild(build);
        await new Promise((r) => setTimeout(r, SHARED_POLL_MS));
      }
    } catch (e) {
      this.log(e);
      return this.localBuild(build);
    }
    try {
      const page = await this.localBuild(build);
      if (page.keep)
        await shared
          .write(lk, { html: page.html, status: page.status }, this.ttlMs * 2)
          .catch((e: unknown) => this.log(e));
      return page;
    } finally {
      await shared.release(lk).catch((e: unknown) => this.log(e));
    }
  }

  /** Finds a key and records the request: a probation hit is promoted, a protected hit becomes the newest. */
  private lookup(key: string): Slot | undefined {
    const prot = this.protected.get(key);
    if (prot) {
      this.protected.delete(key);
      this.protected.set(key, prot);
      return prot;
    }
    const prob = this.probation.get(key);
    if (!prob) return undefined;
    this.probation.delete(key);
    this.probationBytes -= prob.bytes;
    this.protected.set(key, prob);
    this.protectedBytes += prob.bytes;
    this.evict();
    return prob;
  }

  /** A rebuilt entry takes its old one's place (the segment it is in); a new one starts in probation. */
  private store(s: Slot) {
    if (s.bytes > this.probationMax) return;
    const wasProtected = this.protected.has(s.key);
    this.remove(s.key);
    if (wasProtected) {
      this.protected.set(s.key, s);
      this.protectedBytes += s.bytes;
    } else {
      this.probation.set(s.key, s);
      this.probationBytes += s.bytes;
    }
    this.evict();
  }

  private remove(key: string) {
    const prot = this.protected.get(key);
    if (prot) {
      this.protected.delete(key);
      this.protectedBytes -= prot.bytes;
    }
    const prob = this.probation.get(key);
    if (prob) {
      this.probation.delete(key);
      this.probationBytes -= prob.bytes;
    }
  }

  private evict() {
    // The protected segment holds what probation does not: its oldest go back to probation's newest end.
    while (this.protectedBytes > this.maxBytes - this.probationMax && this.protected.size) {
      const [key, s] = this.protected.entries().next().value!;
      this.protected.delete(key);
      this.protectedBytes -= s.bytes;
      this.probation.set(key, s);
      this.probationBytes += s.bytes;
    }
    while (this.probationBytes > this.probationMax && this.probation.size) {
      const [key, s] = this.probation.entries().next().value!;
      this.probation.delete(key);
      this.probationBytes -= s.bytes;
    }
  }
}

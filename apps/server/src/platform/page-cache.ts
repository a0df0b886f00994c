import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

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
}

interface Slot {
  key: string;
  version: number;
  slot: number;
  entry: PageEntry;
  bytes: number;
}

/**
 * The page cache: a segmented LRU with a byte cap. A page seen once sits in the probation segment
 * (a fifth of the bytes by default); a second request while it is still there moves it to the
 * protected segment. Entries leaving the protected segment fall back to probation's newest end and
 * get another chance; entries leaving probation are dropped. So a flood of pages requested once
 * each (`/news?page=N`, random paths) only churns probation, and the pages visitors keep opening
 * stay. Each entry is valid for one content version and one `ttlMs` slot of the clock, the freshness
 * rule of the public read cache (platform/read-cache.ts); the version comes from the caller.
 */
export class PageCache {
  private readonly probation = new Map<string, Slot>();
  private readonly protected = new Map<string, Slot>();
  private probationBytes = 0;
  private protectedBytes = 0;
  private readonly loading = new Map<string, Promise<PageEntry>>();
  private readonly maxBytes: number;
  private readonly probationMax: number;
  readonly ttlMs: number;

  constructor(opts: PageCacheOptions) {
    this.maxBytes = opts.maxBytes;
    this.probationMax = Math.floor(opts.maxBytes * (opts.probationShare ?? 0.2));
    this.ttlMs = opts.ttlMs ?? 30_000;
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

  /** The entry of `key` for this version and time, built by `build` (once for concurrent misses) when missing or stale. */
  async get(key: string, version: number, now: Date, build: () => Promise<BuiltPage>): Promise<PageEntry> {
    const slot = Math.floor(now.getTime() / this.ttlMs);
    const hit = this.lookup(key);
    if (hit && hit.version === version && hit.slot === slot) return hit.entry;
    const lk = `${version}|${slot}|${key}`;
    let pending = this.loading.get(lk);
    if (!pending) {
      pending = build()
        .then(async (page) => {
          const entry = await preparePage(page);
          if (page.keep) this.store({ key, version, slot, entry, bytes: entryBytes(entry) }, hit);
          else if (hit) this.remove(key);
          return entry;
        })
        .finally(() => this.loading.delete(lk));
      this.loading.set(lk, pending);
    }
    return pending;
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

  /** A rebuilt entry takes its old one's place (the segment the lookup left it in); a new one starts in probation. */
  private store(s: Slot, old: Slot | undefined) {
    if (s.bytes > this.probationMax) return;
    const wasProtected = old !== undefined && this.protected.has(s.key);
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

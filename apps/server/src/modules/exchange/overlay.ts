import type { Database } from '../../platform/db.js';
import { feedReads, type Counts } from './repo/feed.js';

/**
 * What one member's feed pages add to the shared ones (feed.ts), kept across the windows' 10 s slots.
 *
 * A member's overlay: which of the posts asked about the member liked or collected, and whom of their
 * authors the member follows, blocked, or is blocked by. It is kept per member and feed_version
 * (members.feed_version, bumped in the writing transaction by any like, collect, comment, follow or block
 * of the member's, or a block of them, by any process: migration 0015), so a kept answer is never
 * stale: a session that reads a new feed_version starts a new overlay. Posts and authors not asked
 * about before are read in one statement and added. One LRU of OVERLAYS_MAX members bounds the memory
 * (each overlay at most KNOWN_MAX posts and authors).
 *
 * `since` is when this process first saw the overlay's feed_version (after the write that made it was
 * committed): a window read after `since` already counts the member's own likes, collects and comments.
 */
export interface MemberOverlay {
  follows: Set<number>;
  blocked: Set<number>;
  blockedBy: Set<number>;
  liked: Set<number>;
  collected: Set<number>;
  /** tick() when this process first saw the feed_version (or read this overlay when it keeps none). */
  since: number;
}

interface Entry extends MemberOverlay {
  version: number;
  posts: Set<number>;
  authors: Set<number>;
  /** The reads adding posts and authors, one after the other. */
  filling: Promise<void>;
}

const OVERLAYS_MAX = 5000;
const KNOWN_MAX = 4000;

/** An overlay, and the counts of the posts (when asked for: read after the overlay's `since`). */
export interface OverlayRead {
  overlay: MemberOverlay;
  counts: Map<number, Counts>;
}
/** `withCounts(overlay)`: whether the posts' counts are read too (in the same statement). */
export type Overlays = (
  viewer: number,
  feedVersion: number | undefined,
  postIds: number[],
  authorIds: number[],
  withCounts: (o: MemberOverlay) => boolean,
) => Promise<OverlayRead>;

/** Members' overlays of one database; without a feed_version nothing is kept (the answer is read now). */
export function createOverlays(database: Database): Overlays {
  const reads = feedReads(database);
  const entries = new Map<number, Entry>();
  const fresh = (version: number): Entry => ({
    version,
    since: tick(),
    posts: new Set(),
    authors: new Set(),
    follows: new Set(),
    blocked: new Set(),
    blockedBy: new Set(),
    liked: new Set(),
    collected: new Set(),
    filling: Promise.resolve(),
  });
  const fill = async (
    viewer: number,
    e: Entry,
    postIds: number[],
    authorIds: number[],
    counts: Map<number, Counts> | null,
  ) => {
    const sets: Record<string, Set<number>> = {
      f: e.follows,
      b: e.blocked,
      B: e.blockedBy,
      l: e.liked,
      c: e.collected,
    };
    // Too many known ids: start over (this ask reads all of its posts and authors again).
    if (e.posts.size + e.authors.size > KNOWN_MAX)
      for (const s of [e.posts, e.authors, ...Object.values(sets)]) s.clear();
    const posts = postIds.filter((id) => !e.posts.has(id));
    const authors = authorIds.filter((id) => !e.authors.has(id));
    if (posts.length === 0 && authors.length === 0 && !counts) return;
    const rows = await reads.overlay(viewer, authors, posts, counts ? postIds : []);
    for (const r of rows) {
      if (r.counts) counts?.set(r.id, r.counts);
      else sets[r.k].add(r.id);
    }
    for (const id of posts) e.posts.add(id);
    for (const id of authors) e.authors.add(id);
  };

  return async (viewer, feedVersion, postIds, authorIds, withCounts) => {
    let e = entries.get(viewer);
    if (feedVersion === undefined || (e && e.version > feedVersion)) {
      // A session read before the member's latest write (or a caller without a version): read now, keep nothing.
      const temp = fresh(-1);
      const counts = withCounts(temp) ? new Map<number, Counts>() : null;
      await fill(viewer, temp, postIds, authorIds, counts);
      return { overlay: temp, counts: counts ?? new Map() };
    }
    if (!e || e.version !== feedVersion) e = fresh(feedVersion);
    entries.delete(viewer);
    entries.set(viewer, e);
    if (entries.size > OVERLAYS_MAX) entries.delete(entries.keys().next().value!);
    const entry = e;
    const counts = withCounts(entry) ? new Map<number, Counts>() : null;
    const done = entry.filling.then(() => fill(viewer, entry, postIds, authorIds, counts));
    // A failed read leaves the overlay as it was (its posts and authors not known), for the next ask.
    entry.filling = done.catch(() => undefined);
    await done;
    return { overlay: entry, counts: counts ?? new Map() };
  };
}

/** Orders this process's reads: a later tick read later (a window, a page, a batch of counts against an overlay's `since`). */
let ticks = 0;
export const tick = () => ++ticks;

export type { Counts };

export interface SlotCount {
  counts: Counts;
  /** tick() when the read started: it holds every write committed before. */
  at: number;
}
/**
 * Posts' counts shared by every member's kept page (the Following tab) during one slot of the clock:
 * a post's counts are read once a slot, the posts asked for while a read is on its way together in the
 * next statement (at most two at once), as the session lookups are. Undefined: the post is gone.
 */
const BATCH_MAX = 250;
export function createSlotCounts(
  database: Database,
  slotMs: number,
): (ids: number[], now: Date) => Promise<(SlotCount | undefined)[]> {
  const reads = feedReads(database);
  let slot = -1;
  let known = new Map<number, Promise<SlotCount | undefined>>();
  type Waiter = { resolve: (v: SlotCount | undefined) => void; reject: (err: unknown) => void };
  let waiting = new Map<number, Waiter[]>();
  let running = 0;
  const start = () => {
    if (running >= 2 || waiting.size === 0) return;
    // At most BATCH_MAX posts a statement: on PGlite a statement runs on the server's one thread, and a
    // slot's first reads (every member's kept pages at once) in one statement held it for 100 ms and more.
    let batch = waiting;
    waiting = new Map();
    if (batch.size > BATCH_MAX) {
      const all = [...batch];
      batch = new Map(all.slice(0, BATCH_MAX));
      waiting = new Map(all.slice(BATCH_MAX));
    }
    running++;
    const at = tick();
    reads
      .counts([...batch.keys()])
      .then(
        (found) => {
          for (const [id, waiters] of batch) {
            const counts = found.get(id);
            for (const w of waiters) w.resolve(counts ? { counts, at } : undefined);
          }
        },
        (err: unknown) => {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
        },
      )
      .finally(() => {
        running--;
        start();
      });
  };
  const ask = (id: number, map: Map<number, Promise<SlotCount | undefined>>) => {
    const p = new Promise<SlotCount | undefined>((resolve, reject) => {
      const waiters = waiting.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(id, [{ resolve, reject }]);
    });
    map.set(id, p);
    // A failed read is not kept.
    p.catch(() => map.get(id) === p && map.delete(id));
    return p;
  };
  return (ids, now) => {
    const s = Math.floor(now.getTime() / slotMs);
    if (s !== slot || known.size > 50_000) {
      slot = s;
      known = new Map();
    }
    const map = known;
    // A page's posts wait together, then a batch starts (or joins the next when two are on their way).
    const asked = Promise.all(ids.map((id) => map.get(id) ?? ask(id, map)));
    start();
    return asked;
  };
}

import { createHash } from 'node:crypto';
import type { ExchangePost, Language, PostListQuery, PostPage } from '@acsc/shared';
import type { Database } from '../../platform/db.js';
import { encodeCursor } from '../../platform/paging.js';
import { contentVersionReader, createVersionedCache, type VersionedCache } from '../../platform/read-cache.js';
import { createOverlays, createSlotCounts, tick, type MemberOverlay } from './overlay.js';
import { presentPosts } from './presenter.js';
import * as repo from './repo/posts.js';
import { encodeScoreCursor, followingPage, keywordQuery, listPosts, type ExchangeDeps, type Reader } from './posts.js';

/**
 * The feeds (Latest, Popular, search) as cached reads (issue 11, "Feed speed").
 *
 * One cache holds *windows*: for a (tab, keywords, cursor, page size, language), the next 3 pages' worth of
 * published posts of every audience, in feed order, each presented as a visitor sees it. It follows
 * exchange_version (platform/read-cache.ts: any process's post write, a moderation decision, a changed
 * author card, bumps it) and a 10 s slot of the clock; counts and the Popular order may lag by that slot.
 *
 * A page is cut from a window by a filter of who reads:
 * - a visitor keeps the public posts (the route keeps that answer in a read cache as a prepared body);
 * - a member keeps what repo.inFeedOf lets them see, decided from the member's overlay (overlay.ts): whom
 *   of the window's authors the member follows, blocked, or is blocked by, which of its posts the member
 *   liked or collected. The overlay is kept per member and feed_version across slots (the member's own
 *   like, collect, comment, follow or block, or a block of them, changes that version in the writing
 *   transaction: migration 0015's triggers), and reads only posts and authors it has not seen. Counts
 *   are the window's, unless the member wrote after the window was read: then they are read now, so the
 *   member's own action shows in its count at once and never goes back; other members' likes show
 *   within the slot, as for visitors. The finished page (serialized) is kept by window, member id and
 *   feed_version (MemberPages below). A kept page serves only the member whose id is in its key.
 *   When a slot ends, a member's read is answered from the previous slot's window while the new one is
 *   read (once, in the background; stale while revalidate), so members never wait for it: other
 *   members' likes show within the slot and the next one (at most about 20 s), the member's own writes
 *   (feed_version) and any post's change (exchange_version) at once as before.
 * - Following (a member's own query) is kept per member, feed_version and exchange_version across slots;
 *   its counts are the slot's, read for all members' pages together (overlay.ts createSlotCounts), and
 *   looked at again once per slot of the page's own (offset per member and cursor), the previous answer
 *   served meanwhile: other members' likes show within about 20 s.
 * A window too thin for a page after the filter (a member who blocked most of it) falls back to the
 * uncached query (posts.listPosts), which the tests compare it with.
 */

const WINDOW_PAGES = 3;
const WINDOW_TTL_MS = 10_000;

interface WindowRow {
  id: number;
  authorId: number;
  visibility: string;
  cursor: string;
  post: ExchangePost;
}
interface FeedWindow {
  rows: WindowRow[];
  /** No post after the window's last row. */
  exhausted: boolean;
  /** Names the window in the members' pages (MemberPages). */
  id: number;
  /** tick() when its read started: its counts hold every write committed before. */
  loadedAt: number;
}

/**
 * Members' finished pages, kept by the window (or Following query) they were cut from, the member's id and
 * the member's feed_version as their session read it (members.feed_version: any process's like, collect,
 * comment, follow or block of theirs, or a block of them, bumps it in the writing transaction). The value
 * is whatever the caller keeps (the route: the serialized answer). Entries of one member never serve
 * another (the member's id is in the key), a member's own write changes the key at once, and a window
 * read again (exchange_version, 10 s slot) has a new id unless it holds the same as before. A page the
 * window could not tell (posts.listPosts read beyond it) is kept for that read of the window only. One
 * LRU of 3 000 pages (about 39 MB at 13 KB a page: 200 members' five pages of Latest and of Following,
 * with the previous slot's Following pages while the new ones are made) bounds the memory.
 */
const MEMBER_PAGES_MAX = 3000;
class MemberPages {
  private entries = new Map<string, { pending: Promise<unknown>; done?: { value: unknown } }>();
  /** `again`: load anew even when kept (a kept page that is too old). */
  get<T>(key: string, load: () => Promise<T>, again = false): Promise<T> {
    const hit = again ? undefined : this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.pending as Promise<T>;
    }
    const pending = load();
    const entry: { pending: Promise<unknown>; done?: { value: unknown } } = { pending };
    this.entries.set(key, entry);
    pending.then(
      (value) => (entry.done = { value }),
      // A failed load is not kept.
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    if (this.entries.size > MEMBER_PAGES_MAX) this.entries.delete(this.entries.keys().next().value!);
    return pending;
  }
  /**
   * The page of `key` for this slot of the clock; while it is being made, the previous slot's page of
   * the same key when that one is made (stale while revalidate: one load per key and slot, whoever asks).
   */
  slotted<T>(slot: number, key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.get(`${slot}|${key}`, async () => {
      const value = await load();
      // The previous slot's page is not needed once this one is made.
      this.entries.delete(`${slot - 1}|${key}`);
      return value;
    });
    if (this.entries.get(`${slot}|${key}`)?.done) return pending;
    const last = this.entries.get(`${slot - 1}|${key}`)?.done;
    return last ? Promise.resolve(last.value as T) : pending;
  }
}
let windowIds = 0;

/** Who reads a member's feed: the session's member with their feed_version (platform/auth.ts). */
export interface FeedReader extends Reader {
  feedVersion: number;
}

export type FeedQuery = Pick<PostListQuery, 'tab' | 'keywords' | 'cursor' | 'pageSize'>;

export interface Feed {
  /** A visitor's page of Latest, Popular or a search. */
  visitor(q: FeedQuery, lang: Language): Promise<PostPage>;
  /** A member's page of Latest, Popular or a search: the shared window and the member's overlay. */
  member(
    viewer: Reader & { feedVersion?: number },
    q: FeedQuery,
    lang: Language,
    beyondWindow?: () => void,
  ): Promise<PostPage>;
  /**
   * A member's page of Latest, Popular, a search or Following, as `prepare` makes it, kept per member
   * and feed_version while the window (exchange_version, 10 s slot) lasts. `variant` names whatever
   * else `prepare` depends on (the answer's language).
   */
  memberPrepared<T>(
    viewer: FeedReader,
    q: FeedQuery,
    lang: Language,
    variant: string,
    prepare: (page: PostPage) => T,
  ): Promise<T>;
}

export function createFeed(deps: ExchangeDeps): Feed {
  const windows: VersionedCache<FeedWindow | null> = createVersionedCache(deps.database, {
    source: 'exchange',
    ttlMs: WINDOW_TTL_MS,
    maxEntries: 2000,
  });
  // A window read again (next slot) with the same posts, flags and counts keeps its id: the members' pages
  // cut from it stay valid, so a quiet feed does not build every member's pages again each slot.
  const windowIdsByKey = new Map<string, { digest: string; id: number }>();
  // `stale`: a member's read may have the previous slot's window while this slot's is read (members'
  // pages are kept by window id, so a page is never kept longer than its window).
  const windowOf = (q: FeedQuery, lang: Language, stale = false) => {
    const key = `${lang}|${q.tab}|${q.pageSize}|${q.cursor ?? ''}|${q.keywords ?? ''}`;
    return windows.get(
      key,
      deps.now(),
      async () => {
        const win = await loadWindow(deps.database, q, lang);
        if (!win) return win;
        const digest = createHash('sha1')
          .update(JSON.stringify([win.exhausted, win.rows]))
          .digest('base64');
        const last = windowIdsByKey.get(key);
        if (last?.digest === digest) win.id = last.id;
        windowIdsByKey.delete(key);
        windowIdsByKey.set(key, { digest, id: win.id });
        if (windowIdsByKey.size > 2000) windowIdsByKey.delete(windowIdsByKey.keys().next().value!);
        return win;
      },
      stale,
    );
  };
  // Following is one member's own query: its pages are kept per member as the windows' member pages are.
  const following: VersionedCache<number> = createVersionedCache(deps.database, {
    source: 'exchange',
    ttlMs: WINDOW_TTL_MS,
    maxEntries: 2000,
  });
  const memberPages = new MemberPages();

  const overlays = createOverlays(deps.database);
  /** `given`: the window the caller read (memberPrepared keys the page by it). */
  const member = async (
    viewer: Reader & { feedVersion?: number },
    q: FeedQuery,
    lang: Language,
    beyondWindow?: () => void,
    given?: FeedWindow | null,
  ): Promise<PostPage> => {
    if (q.tab === 'following' && !q.keywords) return followingPage(deps, viewer, q, lang);
    if (q.tab === 'following') return listPosts(deps, viewer, q, lang);
    const win = given === undefined ? await windowOf(q, lang) : given;
    if (!win) return { list: [], next: null };
    if (win.rows.length === 0) return { list: [], next: null };
    const ids = win.rows.map((r) => r.id);
    // The window's counts, unless the member wrote since it was read: then the counts now (read with the
    // overlay, in the same statement), so the member's own like, collect or comment shows in its count at
    // once and never goes back (feed-cache-overlay tests).
    const older = (o: MemberOverlay) => win.loadedAt < o.since;
    const { overlay: o, counts } = await overlays(
      viewer.id,
      viewer.feedVersion,
      ids,
      [...new Set(win.rows.map((r) => r.authorId))],
      older,
    );
    const fresh = older(o) ? counts : null;
    const v = viewer.id;
    const visible = (r: WindowRow) => {
      if (o.blocked.has(r.authorId)) return false;
      if (r.visibility === 'public') return true;
      if (o.blockedBy.has(r.authorId)) return false;
      return r.visibility === 'members' || o.follows.has(r.authorId);
    };
    const present = (r: WindowRow): ExchangePost => {
      const counts = fresh?.get(r.id);
      return {
        ...r.post,
        liked: o.liked.has(r.id),
        collected: o.collected.has(r.id),
        mine: r.authorId === v,
        ...(counts ? { counts } : {}),
      };
    };
    const page = cut(win, q.pageSize, visible, present);
    if (page) return page;
    beyondWindow?.();
    return listPosts(deps, viewer, q, lang);
  };

  // Following (no keywords): a member's page is kept across slots by exchange_version (any post's change,
  // a new post, an author's card) and the member's feed_version; its counts are the slot's shared ones
  // (createSlotCounts) when read after the page was, else the page's own.
  const exchangeVersion = contentVersionReader(deps.database, 'exchange');
  const followingPages = new MemberPages();
  const slotCounts = createSlotCounts(deps.database, WINDOW_TTL_MS);
  const followingPrepared = async <T>(
    viewer: FeedReader,
    q: FeedQuery,
    lang: Language,
    variant: string,
    prepare: (page: PostPage) => T,
  ): Promise<T> => {
    const key = `${await exchangeVersion()}|${viewer.id}|${viewer.feedVersion}|${lang}|${q.pageSize}|${q.cursor ?? ''}`;
    const kept = await followingPages.get(key, async () => {
      const builtAt = tick();
      return {
        builtAt,
        page: await followingPage(deps, viewer, q, lang),
        bodies: new Map<string, { counts: string; body: unknown }>(),
      };
    });
    const now = deps.now();
    // A page's counts are looked at again once per slot of its own: the slots of members' pages are
    // offset from one another (by member and cursor), so the pages of every member are not all counted
    // again at the same moment (on PGlite that stalled every request for half a second each 10 s). Until
    // they are, the previous slot's answer (stale while revalidate, as the windows).
    const slot = Math.floor((now.getTime() + slotOffset(`${viewer.id}|${q.cursor ?? ''}`)) / WINDOW_TTL_MS);
    return memberPages.slotted(slot, `fs|${key}|${variant}`, async () => {
      const counted = await slotCounts(
        kept.page.list.map((p) => Number(p.id)),
        now,
      );
      const list = kept.page.list.map((p, i) => {
        const c = counted[i];
        return c && c.at > kept.builtAt ? { ...p, counts: c.counts } : p;
      });
      // Counts as the last slot's: that slot's answer again (no serializing).
      const counts = list.map((p) => `${p.counts.likes},${p.counts.comments},${p.counts.collects}`).join(';');
      const last = kept.bodies.get(variant);
      if (last?.counts === counts) return last.body as T;
      const body = prepare({ ...kept.page, list });
      kept.bodies.set(variant, { counts, body });
      return body;
    });
  };

  return {
    member,
    async memberPrepared(viewer, q, lang, variant, prepare) {
      if (q.tab === 'following' && !q.keywords) return followingPrepared(viewer, q, lang, variant, prepare);
      let source: string;
      // A page read beyond its window (posts.listPosts) is kept for that read of the window only.
      let read = 0;
      let win: FeedWindow | null | undefined;
      if (q.tab === 'following') {
        source = `f${await following.get(`${lang}|${q.pageSize}|${q.cursor ?? ''}|${q.keywords ?? ''}`, deps.now(), async () => ++windowIds)}`;
      } else {
        win = await windowOf(q, lang, true);
        source = win ? `w${win.id}` : `none|${lang}|${q.tab}|${q.keywords ?? ''}`;
        read = win?.loadedAt ?? 0;
      }
      const key = `${source}|${viewer.id}|${viewer.feedVersion}|${variant}`;
      const load = async () => {
        let beyond = false;
        const body = prepare(await member(viewer, q, lang, () => (beyond = true), win));
        return { body, read: beyond ? read : null };
      };
      let kept = await memberPages.get(key, load);
      if (kept.read !== null && kept.read !== read) kept = await memberPages.get(key, load, true);
      return kept.body;
    },
    async visitor(q, lang) {
      if (q.tab === 'following') return { list: [], next: null };
      const win = await windowOf(q, lang);
      if (!win) return { list: [], next: null };
      return (
        cut(
          win,
          q.pageSize,
          (r) => r.visibility === 'public',
          (r) => r.post,
        ) ?? listPosts(deps, null, q, lang)
      );
    },
  };
}

/**
 * Where in the 10 s slot a member page's own slot starts (FNV-1a of the key): one of ten starts a second
 * apart, so a tenth of the pages is counted again at a time, their posts' counts read together in a few
 * statements (one start per page cost a statement per page: about 10% more server time on PGlite).
 */
const SLOT_STARTS = 10;
function slotOffset(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return ((h >>> 0) % SLOT_STARTS) * (WINDOW_TTL_MS / SLOT_STARTS);
}

/** The first pageSize rows the filter keeps, or null when the window cannot tell the page (and whether one follows). */
function cut(
  win: FeedWindow,
  pageSize: number,
  keep: (r: WindowRow) => boolean,
  present: (r: WindowRow) => ExchangePost,
): PostPage | null {
  const taken: WindowRow[] = [];
  for (const r of win.rows) {
    if (!keep(r)) continue;
    taken.push(r);
    if (taken.length > pageSize) break;
  }
  if (taken.length > pageSize) {
    const list = taken.slice(0, pageSize);
    return { list: list.map(present), next: list[list.length - 1].cursor };
  }
  if (!win.exhausted) return null;
  return { list: taken.map(present), next: null };
}

/** The window: published, not deleted posts of every audience after the cursor, in the tab's order. Null: keywords without a word. */
async function loadWindow(database: Database, q: FeedQuery, lang: Language): Promise<FeedWindow | null> {
  const db = database.db;
  const order = q.tab === 'popular' ? 'popular' : 'latest';
  const filter: repo.FeedFilter = { cursor: q.cursor };
  if (q.keywords) {
    const match = keywordQuery(q.keywords);
    if (!match) return null;
    filter.match = match;
  }
  const size = q.pageSize * WINDOW_PAGES;
  const loadedAt = tick();
  const rows = await repo.postsPage(db, filter, order, size + 1);
  const kept = rows.slice(0, size);
  const posts = await presentPosts(db, kept, null, lang);
  return {
    id: ++windowIds,
    loadedAt,
    exhausted: rows.length <= size,
    rows: kept.map((r, i) => ({
      id: r.id,
      authorId: r.authorId,
      visibility: r.visibility,
      cursor: order === 'popular' ? encodeScoreCursor(r.score, r.id) : encodeCursor({ at: r.createdAt, id: r.id }),
      post: posts[i],
    })),
  };
}

/**
 * npm run seed:large:exchange -- [--members 10000] [--posts 100000] [--likes 1000000] [--follows 30] [--seed 1]
 *
 * Fills the configured database (DATABASE_URL, else PGlite under DATA_DIR) with an exchange community of
 * the size issue 11's targets name: members, posts in Chinese, Khmer and English over the last year,
 * likes (distinct member and post pairs, favouring recent and already popular posts), and follows (each
 * member follows about --follows others, favouring the first, "well-known" members). Counts and the
 * Popular score are computed from the rows, as the app keeps them. Deterministic for a given --seed.
 * Adds to what is there; members are marked by their email domain, so a second run adds new ones.
 */
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config.js';
import { openDatabase } from '../platform/db.js';
import {
  beforeBulkPosts,
  countFollows,
  countLikes,
  finishBulkPosts,
  postIdRange,
  seedPosts,
  seedRandomFollows,
  seedRandomLikes,
} from '../modules/exchange/service.js';
import { seedMembers } from '../modules/member/service.js';
import { ensureReferenceData } from '../modules/site/service.js';
import * as W from './large-words.js';
import { rng } from './rng.js';

const DAY = 86_400_000;
const BATCH = 500;
const PER_TRANSACTION = 10_000;

function argValue(name: string, fallback: number, max = 5_000_000): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 0 || v > max) throw new Error(`--${name} must be a whole number from 0 to ${max}`);
  return v;
}

const LANGS = [
  { content: W.ZH_CONTENT, fn: W.ZH_FUNCTION, join: '', end: '。', language: 'zh_CN' },
  { content: W.KM_CONTENT, fn: W.KM_FUNCTION, join: '', end: '។', language: 'km_KH' },
  { content: W.EN_CONTENT, fn: W.EN_FUNCTION, join: ' ', end: '.', language: 'en_US' },
] as const;

function texts(seed: number) {
  const r = rng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const zipf = <T>(list: readonly T[]) => list[Math.floor(list.length * r() ** 2)];
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)];
  const sentence = (l: (typeof LANGS)[number], words: number) => {
    const out: string[] = [];
    for (let i = 0; i < words; i++) out.push(i % 3 === 2 ? pick(l.fn) : zipf(l.content));
    return out.join(l.join) + l.end;
  };
  return {
    r,
    int,
    post() {
      const l = pick(LANGS);
      const text = Array.from({ length: int(1, 4) }, () => sentence(l, int(6, 14))).join(l.join || '');
      const title =
        r() < 0.3
          ? Array.from({ length: int(2, 4) }, () => zipf(l.content))
              .join(l.join)
              .slice(0, 30)
          : null;
      return { text: text.slice(0, 2000), title: title && [...title].length >= 2 ? title : null };
    },
  };
}

async function main() {
  const memberCount = argValue('members', 10_000);
  const postCount = argValue('posts', 100_000);
  const likeCount = argValue('likes', 1_000_000, 20_000_000);
  const followsEach = argValue('follows', 30, 1000);
  const seed = argValue('seed', 1);
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    purpose: 'npm run seed:large:exchange',
  });
  const db = database.db;
  await ensureReferenceData(db);
  const where = config.databaseUrl ? config.databaseUrl.replace(/\/\/[^@/]*@/, '//') : `${config.dataDir} (PGlite)`;
  console.log(
    `seed:large:exchange: ${memberCount} members, ${postCount} posts, ${likeCount} likes, ${followsEach} follows each into ${where}`,
  );
  const gen = texts(seed);
  const now = Date.now();
  const run = randomBytes(3).toString('hex');

  // Members: created over the last two years, so none counts as a new account.
  const memberIds: number[] = [];
  for (let done = 0; done < memberCount;) {
    const n = Math.min(BATCH, memberCount - done);
    const rows = Array.from({ length: n }, (_, i) => {
      const k = done + i;
      const lang = LANGS[k % 3].language;
      return {
        email: `m${k}.${run}@bench.acsc-ccya.invalid`,
        nickname: `${['学员', 'សិស្ស', 'Member'][k % 3]} ${k}`,
        language: lang,
        createdAt: new Date(now - 400 * DAY - gen.int(0, 330) * DAY),
      };
    });
    memberIds.push(...(await seedMembers(db, rows)));
    done += n;
  }
  console.log(`  ${memberIds.length} members (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (!memberIds.length) throw new Error('--members must be at least 1');

  // Posts: over the last year, authors favouring the first members (a few write much, most a little).
  await beforeBulkPosts(db);
  let postsDone = 0;
  for (; postsDone < postCount;) {
    const upto = Math.min(postCount, postsDone + PER_TRANSACTION);
    await db.transaction(async (tx) => {
      while (postsDone < upto) {
        const n = Math.min(BATCH, upto - postsDone);
        const rows = Array.from({ length: n }, () => {
          const { text, title } = gen.post();
          const createdAt = new Date(now - Math.floor(gen.r() * 365 * DAY));
          const roll = gen.r();
          return {
            authorId: memberIds[Math.floor(memberIds.length * gen.r() ** 2)],
            title,
            text,
            visibility: roll < 0.85 ? 'public' : roll < 0.95 ? 'members' : 'followers',
            createdAt,
          };
        });
        await seedPosts(tx, rows);
        postsDone += n;
      }
    });
    process.stdout.write(`\r  ${postsDone} / ${postCount} posts (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  console.log('');
  const range = await postIdRange(db);
  const { lo, hi } = range;
  const mLo = Math.min(...memberIds);
  const mSpan = memberIds.length;

  // Likes and follows in SQL: pseudo-random pairs from a hash of the row number (both databases have
  // hashint8), duplicates dropped by the primary key. Likes favour newer posts (higher ids) by a square.
  const likeStart = await countLikes(db);
  const chunk = 200_000;
  for (let g = 0; g < likeCount; g += chunk) {
    const n = Math.min(chunk, likeCount - g);
    await seedRandomLikes(db, { from: g, n, seed, memberLo: mLo, memberSpan: mSpan, lo, hi });
    process.stdout.write(`\r  ${g + n} / ${likeCount} likes tried (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  console.log(`\n  ${(await countLikes(db)) - likeStart} likes added`);

  const followTries = memberIds.length * followsEach;
  // follower: each member in turn; followee: favouring the first members (square of a uniform number).
  for (let g = 0; g < followTries; g += chunk)
    await seedRandomFollows(db, {
      from: g,
      n: Math.min(chunk, followTries - g),
      seed,
      memberLo: mLo,
      memberSpan: mSpan,
    });
  console.log(`  ${await countFollows(db)} follows in all`);

  // Counts and the Popular score from the rows, as the app keeps them; the search index; fresh statistics.
  await finishBulkPosts(db, range);

  console.log(`seed:large:exchange done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

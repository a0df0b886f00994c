import { beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from './db.js';
import { exchangePosts, members } from '../db/schema/index.js';
import { listAudit } from '../modules/admin/audit.js';
import { newsNeighbours, pageNews } from '../modules/alumnus/repo.js';
import { listComments } from '../modules/exchange/comments.js';
import { attentionList, blockList } from '../modules/exchange/people.js';
import { listCollection, listPosts } from '../modules/exchange/posts.js';
import { messagesOf } from '../modules/messages/repo.js';
import { listMedia } from '../modules/media/library.js';
import { neighbours, pageArticles } from '../modules/news/repo.js';
import { useTestApp } from '../test/kit.js';

/**
 * The paged lists read their rows in index order (docs/benchmarks-history.md, "List order and indexes"): each
 * list's statements are recorded as the code sends them and explained with sorting priced out
 * (enable_sort off), so a Sort node is left only where no index can give the ORDER BY, for instance a
 * plain `desc` over a drizzle `.desc()` (DESC NULLS LAST) index. The tables are empty: only the plans matter.
 */
let recording: { query: string; params: unknown[] }[] | null = null;

const { app } = await useTestApp({ build: { onQuery: (query, params) => recording?.push({ query, params }) } });

/** The recorded statement with its parameters bound, as one SQL value drizzle can send again. */
function bound(s: { query: string; params: unknown[] }): SQL {
  const parts = s.query.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 ? sql.param(s.params[Number(part) - 1]) : sql.raw(part))));
}

interface PlanNode {
  'Node Type': string;
  Plans?: PlanNode[];
}
const nodeTypes = (n: PlanNode): string[] => [n['Node Type'], ...(n.Plans ?? []).flatMap(nodeTypes)];

/** The node types of each ordered, limited statement `run` sends. */
async function orderedPlans(run: () => Promise<unknown>): Promise<{ query: string; nodes: string[] }[]> {
  recording = [];
  await run();
  const sent = recording.filter((s) => /\border by\b[\s\S]*\blimit\b/i.test(s.query));
  recording = null;
  expect(sent.length).toBeGreaterThan(0);
  const db = app.ctx.database.db;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    const out = [];
    for (const s of sent) {
      const rows = await rowsOf<{ 'QUERY PLAN': unknown }>(tx, sql`explain (format json) ${bound(s)}`);
      const raw = rows[0]['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      out.push({ query: s.query, nodes: nodeTypes(plan[0].Plan) });
    }
    return out;
  });
}

async function expectNoSort(run: () => Promise<unknown>) {
  for (const p of await orderedPlans(run))
    expect
      .soft({ query: p.query, sorts: p.nodes.filter((t) => t.includes('Sort')) })
      .toEqual({ query: p.query, sorts: [] });
}

describe('paged lists read their index in order, without sorting', () => {
  let member: { id: number; roles: string[]; nickname: string };
  let postId: number;
  const now = new Date('2026-06-01T00:00:00.000Z');

  beforeAll(async () => {
    const db = app.ctx.database.db;
    const [m] = await db.insert(members).values({ nickname: 'order' }).returning({ id: members.id });
    member = { id: m.id, roles: [], nickname: 'order' };
    const [p] = await db
      .insert(exchangePosts)
      .values({ authorId: m.id, text: 'x' })
      .returning({ id: exchangePosts.id });
    postId = p.id;
  });

  const deps = () => app.ctx;
  it('exchange feeds, comments, follows, blocks and collection', async () => {
    await expectNoSort(() => listPosts(deps(), member, { tab: 'latest', pageSize: 20 } as never, 'en_US'));
    await expectNoSort(() => listPosts(deps(), member, { tab: 'popular', pageSize: 20 } as never, 'en_US'));
    await expectNoSort(() => listPosts(deps(), member, { authorId: member.id, pageSize: 20 } as never, 'en_US'));
    await expectNoSort(() => listComments(deps(), member, { postId, pageSize: 20 } as never, 'en_US'));
    await expectNoSort(() => attentionList(deps(), member, { kind: 'followers', pageSize: 20 } as never, 'en_US'));
    await expectNoSort(() => attentionList(deps(), member, { kind: 'following', pageSize: 20 } as never, 'en_US'));
    await expectNoSort(() => blockList(deps(), member, { pageSize: 20 }, 'en_US'));
    await expectNoSort(() => listCollection(deps(), member, { pageSize: 20 }, 'en_US'));
  });

  // Not here: a member's notifications (`id desc`: on empty tables the primary key read backwards gives
  // that order too, so the plan cannot tell) and conversations (member_a or member_b: two indexes, merged by a sort).
  it('messages, audit log and media library', async () => {
    const db = app.ctx.database.db;
    await expectNoSort(() => messagesOf(db, 1, null).limit(21));
    await expectNoSort(() => listAudit(db, { pageNum: 1, pageSize: 20 } as never));
    await expectNoSort(() => listMedia(db, { pageNum: 1, pageSize: 20 } as never, 'en_US'));
  });

  it('news and alumni news pages and their neighbours', async () => {
    const db = app.ctx.database.db;
    await expectNoSort(() => pageArticles(db, [1], now, 1, 20));
    await expectNoSort(() => neighbours(db, { id: 1, channelId: 1, publishAt: now }, now));
    await expectNoSort(() => pageNews(db, now, 1, 20));
    await expectNoSort(() => newsNeighbours(db, { id: 1, publishAt: now }, now));
  });
});

import os from 'node:os';
import autocannon from 'autocannon';

/**
 * `--only slots` (issue 30, "The pages already drawn stall every 30 seconds"): the page HTML across the
 * page cache's 30 s slot boundaries, where a page is drawn again.
 * - Quiet: one request to `/` every half second for --quiet-seconds (default 90: three boundaries), with
 *   a probe of the bare JSON route every 50 ms beside it (a drawing that held the event loop would show
 *   in the probe's maximum); the first request after the server started is its own row.
 * - Under load: the bare route, then `/` and `/news`, each at --connections for --slot-seconds (default
 *   60: at least two boundaries), with the maximum besides the percentiles.
 */

export interface SlotRow {
  name: string;
  rps?: number;
  share?: string;
  p50: number;
  p99: number;
  max: number;
  n: number;
  errors: number;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; ok: boolean }> {
  const t = performance.now();
  try {
    const r = await fetch(url, { headers });
    await r.arrayBuffer();
    return { ms: performance.now() - t, ok: r.ok };
  } catch {
    return { ms: performance.now() - t, ok: false };
  }
}

function row(name: string, times: number[], errors: number, extra: Partial<SlotRow> = {}): SlotRow {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    p50: pct(sorted, 50),
    p99: pct(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    n: times.length,
    errors,
    ...extra,
  };
}

const PAGE_HEADERS = { 'accept-encoding': 'br, gzip', language: 'zh_CN' };

/** The first request to `/` after the server answered its health check (a server just started). */
export async function firstRequestRow(base: string): Promise<SlotRow> {
  const r = await timed(base + '/', PAGE_HEADERS);
  return row('`/`, the first request after start-up', [r.ms], r.ok ? 0 : 1);
}

/** One request to `/` every 500 ms for `seconds`, and the bare route every 50 ms beside it. */
export async function quietRows(base: string, bare: string, seconds: number): Promise<SlotRow[]> {
  const end = Date.now() + seconds * 1000;
  const page: number[] = [];
  const probe: number[] = [];
  let pageErrors = 0;
  let probeErrors = 0;
  const every = async (ms: number, fn: () => Promise<void>) => {
    for (let next = Date.now(); next < end; next += ms) {
      await fn();
      const wait = next + ms - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  };
  await Promise.all([
    every(500, async () => {
      const r = await timed(base + '/', PAGE_HEADERS);
      page.push(r.ms);
      if (!r.ok) pageErrors++;
    }),
    every(50, async () => {
      const r = await timed(base + bare, { language: 'zh_CN' });
      probe.push(r.ms);
      if (!r.ok) probeErrors++;
    }),
  ]);
  return [
    row(`\`/\`, one request every 500 ms for ${seconds} s`, page, pageErrors),
    row(`bare route beside it, every 50 ms`, probe, probeErrors),
  ];
}

async function loaded(
  base: string,
  path: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
) {
  const times: number[] = [];
  const instance = autocannon({ url: base + path, connections, duration: seconds, headers });
  instance.on('response', (_c: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const r = await instance;
  return { times, rps: r.requests.average, errors: r.non2xx + r.errors + r.timeouts };
}

/** The bare route, `/` and `/news` at `connections` for `seconds` each (60 s crosses at least two slot boundaries). */
export async function loadedRows(base: string, bare: string, connections: number, seconds: number): Promise<SlotRow[]> {
  const out: SlotRow[] = [];
  let bareRps = NaN;
  for (const [name, path, headers] of [
    ['bare JSON route', bare, { language: 'zh_CN' }],
    ['`/`, br/gzip', '/', PAGE_HEADERS],
    ['`/news`, br/gzip', '/news', PAGE_HEADERS],
  ] as const) {
    const r = await loaded(base, path, connections, seconds, headers);
    if (Number.isNaN(bareRps)) bareRps = r.rps;
    out.push(
      row(`${name}, ${connections} connections, ${seconds} s`, r.times, r.errors, {
        rps: r.rps,
        share: `${Math.round((r.rps / bareRps) * 100)}%`,
      }),
    );
    console.log(`  ${out.at(-1)!.name}: ${r.rps.toFixed(0)} req/s, p99 ${out.at(-1)!.p99.toFixed(1)} ms`);
  }
  return out;
}

export function slotsTable(kind: string, label: string, rows: SlotRow[]): string {
  const ms = (v: number) => (Number.isNaN(v) ? '' : v.toFixed(1));
  return [
    `### ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL 15'}: ${label}`,
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node.js ${process.versions.node}, load average ${os.loadavg()[0].toFixed(1)} at the end; the page cache's slot boundaries (every 30 s) crossed by each row.`,
    '',
    '| row | requests | req/s | % of bare | p50 ms | p99 ms | max ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.n} | ${r.rps === undefined ? '' : r.rps.toFixed(0)} | ${r.share ?? ''} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.errors} |`,
    ),
  ].join('\n');
}

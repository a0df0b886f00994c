#!/usr/bin/env node
/**
 * npm run lighthouse [-- --url http://127.0.0.1:3000] [--no-build] [--runs 5] [--pages home,exchange,/download]
 *
 * Lighthouse 12 (mobile settings: emulated phone, simulated slow 4G and CPU) in Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium, headless, no sandbox) on every public route of the spec's
 * route table (an item of each detail route, read from the API) and, signed in as a demo member (a
 * login code from the dev outbox), /exchange, /setting and /exchange/message. Each run of a page is
 * paired with a run of a control page in the same browser, one after the other: one paragraph of text
 * served beside the site (/lighthouse-control.html, written into the build's folder before the server
 * starts and removed after), so each page's distance from the control (score, TBT, LCP) says what the
 * page itself costs on this machine at this hour.
 * Without --url it builds the web app, starts the server on a loopback port with a fresh demo
 * database in a temporary DATA_DIR and stops it afterwards (with --url, that server must have been
 * started after this script wrote the control page, and have the dev outbox for the member routes).
 * Prints performance, accessibility, best practices, SEO and the JavaScript a first load transfers, and
 * writes them into docs/benchmarks-history.md. --runs N (default 5) audits each page and the control N
 * times each, alternated, and reports each one's medians (score, TBT and LCP each the median of its
 * runs; the other figures from the run with the median score); --no-write only prints. --pages keeps
 * the pages named (home, news, article, exchange, ...) or of those paths.
 * Each run also prints the host's Lighthouse benchmarkIndex, the load average and the five longest
 * main-thread tasks with their scripts, so that figures from different hosts or hours can be compared.
 * --cpu sets the CPU slowdown (Lighthouse's default is 4x, which its own calculator calibrates for a host of
 * benchmarkIndex about 1,500; a faster host then emulates a faster phone, a slower host a slower one):
 *   --cpu calibrated   the multiplier Lighthouse's throttling calculator gives for this host's benchmarkIndex
 *                      (read from a first warm-up run), so hosts of any speed emulate the same phone;
 *   --cpu as:900       4x as a host of benchmarkIndex 900 would apply it (4 x this host / 900): the figures
 *                      then compare with runs made on such a host with the default settings;
 *   --cpu 6            a fixed multiplier.
 * --pages home,news,article audits only those pages (e.g. one page per run on a busy machine).
 * Every mode first loads / once without counting it (a new browser's first load also pays for the browser's start).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOC = path.join(ROOT, 'docs/benchmarks-history.md');
const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const PORT = 3950;
/** The control page: one paragraph, no script, no picture, no stylesheet; served by the server as a file of the build. */
const CONTROL_PATH = '/lighthouse-control.html';
const CONTROL_FILE = path.join(ROOT, 'apps/web/dist', CONTROL_PATH.slice(1));
const CONTROL_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Control page</title>
    <meta name="description" content="One paragraph of text: what a page that loads nothing scores on this machine." />
  </head>
  <body>
    <main>
      <p>This page holds one paragraph of text and nothing else: no script, no stylesheet, no picture. Lighthouse audits it between the runs of each page of the site, in the same browser, so that the distance of a page from this one says what the page itself costs here, whatever the load of the machine at the time.</p>
    </main>
  </body>
</html>
`;

async function waitFor(url, child) {
  for (let i = 0; i < 600; i++) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function startServer() {
  if (!process.argv.includes('--no-build')) {
    const b = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('web build failed');
  }
  // Before the server starts: it lists the build's files when it starts.
  fs.writeFileSync(CONTROL_FILE, CONTROL_HTML);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acsc-lighthouse-'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // The compiled server, as production runs it (built again here: about a second).
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: path.join(ROOT, 'apps/server'), stdio: 'inherit' });
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(ROOT, 'apps/server'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/prod-api/health`, child);
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

const api = async (base, p, init) => {
  const r = await fetch(`${base}/prod-api${p}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      'device-id': 'lighthouse',
      'os-name': 'PC',
      'os-version': 'Chromium',
      platform: 'Web',
      ...init?.headers,
    },
  });
  return r.json();
};
/** The first item's id of a list read, or null (the route is then left out, and said). */
async function firstId(base, p) {
  const body = await api(base, `${p}${p.includes('?') ? '&' : '?'}pageNum=1&pageSize=1`).catch(() => null);
  return body?.data?.list?.[0]?.id ?? null;
}

/** Every public route of the spec's route table (its detail routes on an item of each), and the member routes. */
async function routes(base) {
  const [scholarship, alumniNews, alumniStory, post] = await Promise.all([
    firstId(base, '/client/scholarship/v1/listPage'),
    firstId(base, '/client/alumnus/v1/news/listPage'),
    firstId(base, '/client/alumnus/v1/style/listPage'),
    firstId(base, '/client/exchange/v1/post/listPage?tab=latest'),
  ]);
  const notice =
    scholarship !== null && (await api(base, `/client/scholarship/v1/notice/${scholarship}`)).code === 0
      ? scholarship
      : null;
  const item = (name, p, id) => [name, id === null ? null : `${p}/${id}`];
  return [
    ['home', '/'],
    ['news', '/news'],
    ['article', await articlePath(base)],
    ['news search', '/news/search?keywords=ACSC'],
    ['alumnus', '/alumnus'],
    ['alumnus news', '/alumnus/news'],
    item('alumnus news item', '/alumnus/news', alumniNews),
    ['alumnus style', '/alumnus/style'],
    item('alumnus story', '/alumnus/style', alumniStory),
    ['alumnus audited', '/alumnus/audited'],
    ['association', '/association'],
    ['static association', '/static/association'],
    ['static style', '/static/style'],
    ['download', '/download'],
    ['exchange (visitor)', '/exchange'],
    item('exchange post (visitor)', '/exchange/post', post),
    ['register', '/register'],
    ['reservation', '/reservation'],
    ['scholarship', '/scholarship'],
    item('scholarship detail', '/scholarship/detail', scholarship),
    item('scholarship notice', '/scholarship/notice', notice),
    ['work', '/work'],
    ['terms', '/terms.html'],
    ['privacy', '/privacy.html'],
    ['exchange (member)', '/exchange', 'member'],
    ['setting (member)', '/setting', 'member'],
    ['exchange message (member)', '/exchange/message', 'member'],
  ];
}

/**
 * A demo member's token. Demo members sign in with a password nobody knows (and codes sign in phones only),
 * so the script sets one as a member who forgot theirs would: a reset code by email, read from the dev
 * outbox, and the new password's session (the member's other sessions end; the database is the run's own).
 */
async function demoMemberToken(base) {
  const address = 'member1@demo.acsc-ccya.org';
  const call = async (p, body) => {
    const r = await api(base, p, body && { method: 'POST', body: JSON.stringify(body) });
    if (r.code !== 0) throw new Error(`${p} for ${address}: ${r.msg}`);
    return r.data;
  };
  await call('/client/captcha/v1/send', { address, type: 3 });
  const outbox = await call('/dev/outbox');
  const captcha = [...outbox].reverse().find((e) => e.address === address)?.code;
  if (!captcha) throw new Error('no code in the dev outbox (the server needs NODE_ENV other than production)');
  const { uniqueMark } = await call('/client/captcha/v1/check', { address, captcha, type: 3 });
  const password = createHash('md5').update(`lighthouse-${Date.now()}`).digest('hex');
  const reset = await call('/client/member/v1/password/reset', {
    address,
    uniqueMark,
    newPassword: password,
    confirmPassword: password,
  });
  return reset.token ?? (await call('/client/member/v1/login/pwd', { address, password })).token;
}

/** Puts the session cookie in the browser (Lighthouse keeps cookies between runs), or takes it out. */
async function setSession(port, base, token) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    if (token) await page.setCookie({ name: 'access_token', value: token, url: base });
    else await page.deleteCookie({ name: 'access_token', url: base });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function articlePath(base) {
  const channels = await (await fetch(`${base}/prod-api/client/article/v1/channel/list`)).json();
  for (const c of channels.data) {
    const page = await (
      await fetch(`${base}/prod-api/client/article/v1/channel/listPage?channelId=${c.id}&pageNum=1&pageSize=1`)
    ).json();
    if (page.data.list.length) return `/news/detail/${page.data.list[0].id}`;
  }
  throw new Error('no article to audit');
}

const score = (lhr, c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);

/** The five longest main-thread tasks of the (simulated) load: milliseconds and the script they ran, by file name. */
function longestTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  const file = (url) => {
    if (!url || url === 'Unattributable') return 'unattributed';
    try {
      const u = new URL(url);
      return u.pathname === '/' || !u.pathname.includes('.') ? `document ${u.pathname}` : u.pathname.split('/').pop();
    } catch {
      return url;
    }
  };
  return [...items]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map((t) => `${Math.round(t.duration)} ms ${file(t.url)}`);
}

/** Lighthouse's CPU throttling calculator (lighthouse-cpu-throttling-calculator, linked from its throttling docs). */
export function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

let cpuSlowdown; // undefined: Lighthouse's default (4x)

async function audit(url, port) {
  const settings = cpuSlowdown
    ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }
    : undefined;
  const { lhr } = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    settings && { extends: 'lighthouse:default', settings },
  );
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  const failing = (c) =>
    lhr.categories[c].auditRefs
      .filter((r) => r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 1)
      .map((r) => r.id)
      .join(', ');
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    jsKb: Math.round((scripts?.transferSize ?? 0) / 1024),
    fcp: lhr.audits['first-contentful-paint'].displayValue,
    lcp: lhr.audits['largest-contentful-paint'].displayValue,
    tbt: lhr.audits['total-blocking-time'].displayValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift'].displayValue,
    // How fast Lighthouse found this host (its CPU micro-benchmark): scores of hosts far apart are not comparable.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    load: os.loadavg()[0].toFixed(1),
    longTasks: longestTasks(lhr),
    // A run that failed (score 0) says why instead of counting as a slow page.
    notes: [
      lhr.runtimeError ? `runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : '',
      ...Object.values(lhr.audits)
        .filter((a) => a.errorMessage && lhr.categories.performance?.score === null)
        .map((a) => `${a.id}: ${a.errorMessage}`),
      ...['performance', 'accessibility', 'best-practices', 'seo'].map((c) => failing(c)),
    ]
      .filter(Boolean)
      .join('; '),
  };
}

function writeDoc(text) {
  const start = '<!-- lighthouse -->';
  const end = '<!-- /lighthouse -->';
  let doc = fs.readFileSync(DOC, 'utf8');
  const block = `${start}\n${text}\n${end}`;
  if (doc.includes(start)) doc = doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block);
  else doc = doc.trimEnd() + `\n\n## Lighthouse\n\n${block}\n`;
  fs.writeFileSync(DOC, doc);
}

const median = (values) => {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return v.length ? (v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2) : NaN;
};
/** A page's medians over its runs, and the run of the median score for the other figures. */
function summary(all) {
  const mid = [...all].sort((a, b) => a.performance - b.performance)[Math.floor((all.length - 1) / 2)];
  return {
    ...mid,
    scores: all.map((r) => r.performance),
    performance: median(all.map((r) => r.performance)),
    tbtMs: median(all.map((r) => r.tbtMs)),
    lcpMs: median(all.map((r) => r.lcpMs)),
  };
}
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '?');
const sec = (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : '?');
const signed = (v, f) => (Number.isFinite(v) ? `${v >= 0 ? '+' : '-'}${f(Math.abs(v))}` : '?');

/** One audit, run again (twice at most) when Lighthouse failed to record its trace (NO_NAVSTART, now and then headless). */
async function auditOnce(name, url, port, i) {
  let r = await audit(url, port);
  for (let retry = 0; r.performance === 0 && r.notes.includes('runtime error') && retry < 2; retry++) {
    console.log(`${name}: run ${i + 1} failed, once more: ${r.notes}`);
    r = await audit(url, port);
  }
  if (r.performance === 0) console.log(`${name}: run ${i + 1} failed: ${r.notes}`);
  return r;
}

async function main() {
  const server = arg('url') ? { base: arg('url').replace(/\/$/, ''), stop: async () => {} } : await startServer();
  if (arg('url')) fs.writeFileSync(CONTROL_FILE, CONTROL_HTML);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  const skipped = [];
  try {
    if (!(await fetch(server.base + CONTROL_PATH)).ok)
      throw new Error(
        `${CONTROL_PATH} is not served: start the server after this script wrote it (or leave out --url)`,
      );
    const only = arg('pages')?.split(',');
    const pages = (await routes(server.base)).filter(
      ([name, p]) => !only || only.some((o) => o === p || name.split(' ')[0] === o || name === o),
    );
    for (const [name, p] of pages) if (!p) skipped.push(name);
    const runs = Math.max(1, Number(arg('runs') ?? 5));
    const cpu = arg('cpu');
    // One load of / first, not counted: the first navigation of a new browser also pays for the browser's
    // own start (its font and code caches), which a phone that has its browser open does not; the three
    // modes then measure alike. Its benchmarkIndex sets --cpu calibrated and as:N.
    const warm = await audit(server.base + '/', chrome.port);
    if (cpu) {
      const asHost = /^as:(\d+)$/.exec(cpu);
      if (cpu === 'calibrated' || asHost) {
        cpuSlowdown =
          cpu === 'calibrated'
            ? calibratedMultiplier(warm.benchmarkIndex)
            : (4 * warm.benchmarkIndex) / Number(asHost[1]);
        console.log(
          `CPU slowdown ${cpuSlowdown.toFixed(2)}x (${cpu}; this host's benchmarkIndex ${warm.benchmarkIndex})`,
        );
      } else if (Number(cpu) >= 1) cpuSlowdown = Number(cpu);
      else throw new Error(`--cpu ${cpu}: calibrated, as:<benchmarkIndex> or a number >= 1`);
    }
    let signedIn = false;
    for (const [name, p, who] of pages) {
      if (!p) continue;
      if ((who === 'member') !== signedIn) {
        await setSession(chrome.port, server.base, who === 'member' ? await demoMemberToken(server.base) : null);
        signedIn = who === 'member';
      }
      const all = [];
      const controls = [];
      for (let i = 0; i < runs; i++) {
        // The control first, then the page: each pair as close in time as the browser allows.
        const c = await auditOnce('control', server.base + CONTROL_PATH, chrome.port, i);
        const r = await auditOnce(name, server.base + p, chrome.port, i);
        console.log(
          `${name}: run ${i + 1}: perf ${r.performance}, TBT ${r.tbt}, LCP ${r.lcp} (control ${c.performance}, ${c.tbt}, ${c.lcp}); benchmarkIndex ${r.benchmarkIndex}, load average ${r.load}`,
        );
        console.log(`  longest tasks: ${r.longTasks.join('; ') || 'none'}`);
        all.push(r);
        controls.push(c);
      }
      const r = summary(all);
      const control = summary(controls);
      rows.push({ name, path: p, ...r, control });
      console.log(
        `${name.padEnd(26)} perf ${r.performance} (runs ${r.scores.join(', ')})  TBT ${ms(r.tbtMs)}  LCP ${sec(r.lcpMs)}  a11y ${r.accessibility}  best ${r.bestPractices}  seo ${r.seo}  JS ${r.jsKb} KB`,
      );
      console.log(
        `${''.padEnd(26)} control perf ${control.performance}, TBT ${ms(control.tbtMs)}, LCP ${sec(control.lcpMs)}; distance: score ${signed(r.performance - control.performance, (v) => String(v))}, TBT ${signed(r.tbtMs - control.tbtMs, ms)}, LCP ${signed(r.lcpMs - control.lcpMs, sec)}`,
      );
      if (r.notes) console.log(`${''.padEnd(26)} below 100: ${r.notes}`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
    fs.rmSync(CONTROL_FILE, { force: true });
  }
  const text = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${rows[0]?.scores.length ?? 1} runs per page, each paired with a run of the control page (one paragraph, ${CONTROL_PATH}) in the same browser; medians of each (score, TBT, LCP; the other figures from the run of the median score). Lighthouse 12 mobile settings (simulated slow 4G, ${cpuSlowdown ? `${cpuSlowdown.toFixed(2)}x CPU slowdown (--cpu ${arg('cpu')})` : '4x CPU slowdown'}) in ${path.basename(process.env.CHROME_PATH ?? '/usr/bin/chromium')} headless on ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)} at the end: other work shared the machine), against the built app served by the server (a fresh demo database). Target (issue 30): score within 5 points of the control, TBT at most 150 ms above it; accessibility and SEO 100.`,
    '',
    '| page | performance (runs) | TBT | LCP | control: performance, TBT, LCP | distance: score, TBT, LCP | accessibility | best practices | SEO | JS during the load | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name} (\`${r.path}\`) | ${r.performance} (${r.scores.join(', ')}) | ${ms(r.tbtMs)} | ${sec(r.lcpMs)} | ${r.control.performance}, ${ms(r.control.tbtMs)}, ${sec(r.control.lcpMs)} | ${signed(r.performance - r.control.performance, (v) => String(v))}, ${signed(r.tbtMs - r.control.tbtMs, ms)}, ${signed(r.lcpMs - r.control.lcpMs, sec)} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.jsKb} KB | ${r.cls} |`,
    ),
    '',
    `Lighthouse's benchmarkIndex of this host during the runs: ${rows.map((r) => r.benchmarkIndex).join(', ')}.`,
    ...(skipped.length ? ['', `Left out (no item to open in the demo data): ${skipped.join(', ')}.`] : []),
    '',
    ...rows.map(
      (r) => `- ${r.name}: five longest main-thread tasks of the median run: ${r.longTasks.join(', ') || 'none'}`,
    ),
    ...rows.filter((r) => r.notes).map((r) => `- ${r.name}: audits below full marks: ${r.notes}`),
  ].join('\n');
  if (process.argv.includes('--no-write')) return;
  writeDoc(text);
  console.log('written to docs/benchmarks-history.md (copy the medians into docs/benchmarks.md)');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

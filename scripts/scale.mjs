#!/usr/bin/env node
/**
 * The production shape on one machine (issue 34): `npm run scale:up` / `npm run scale:down`.
 *
 * up: nginx (Debian's) rendered from deploy/nginx/acsc.conf, the file docs/deployment.md gives to
 * deployers (HTTPS with HTTP/2 on a self-signed certificate, plain HTTP redirecting to it), SCALE_PROCESSES
 * server processes (default 2, each `npm run start -w apps/server`), PostgreSQL and Redis (DATABASE_URL /
 * REDIS_URL when set, else the machine's own on 127.0.0.1:5432 / :6379 when they answer, else started
 * here), and an S3 bucket (s3rver). Every process it starts has a pid file under the run directory
 * (SCALE_DIR, default .scale/), and `down` stops exactly those, nothing else.
 *
 * Settings (environment): SCALE_PROCESSES (2), SCALE_HTTPS_PORT (8443), SCALE_HTTP_PORT (8080),
 * SCALE_APP_PORT (3101: the processes take 3101, 3102, ...), SCALE_S3_PORT (4569), SCALE_PG_PORT and
 * SCALE_REDIS_PORT (ports of a PostgreSQL or Redis started here: 5433, 6380), SCALE_DATABASE (acsc_scale:
 * the database on the machine's PostgreSQL), SCALE_DIR, LOG_LEVEL (info).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUN = path.resolve(ROOT, process.env.SCALE_DIR ?? '.scale');
const PIDS = path.join(RUN, 'pids');
const STATE = path.join(RUN, 'state.json');
const env = process.env;
const num = (name, fallback) => Number(env[name] ?? fallback);
const settings = {
  processes: num('SCALE_PROCESSES', 2),
  httpsPort: num('SCALE_HTTPS_PORT', 8443),
  httpPort: num('SCALE_HTTP_PORT', 8080),
  appPort: num('SCALE_APP_PORT', 3101),
  s3Port: num('SCALE_S3_PORT', 4569),
  pgPort: num('SCALE_PG_PORT', 5433),
  redisPort: num('SCALE_REDIS_PORT', 6380),
  database: env.SCALE_DATABASE ?? 'acsc_scale',
};

const log = (...args) => console.log('[scale]', ...args);

function reachable(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const s = net.connect(port, host, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
    s.setTimeout(1000, () => (s.destroy(), resolve(false)));
  });
}

async function waitFor(what, check, ms = 120_000, name = null) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (name && exited.has(name))
      throw new Error(`${what} exited (${exited.get(name)}) before it was ready: see ${path.join(RUN, `${name}.log`)}`);
    if (await check()) return;
    await sleep(250);
  }
  throw new Error(`${what} did not come up within ${ms / 1000} s (logs in ${RUN})`);
}

const pidFile = (name) => path.join(PIDS, `${name}.pid`);
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts a long-running command in a process group of its own, its output in RUN/<name>.log. */
function startDetached(name, cmd, args, extraEnv = {}, opts = {}) {
  const out = fs.openSync(path.join(RUN, `${name}.log`), 'a');
  const child = spawn(cmd, args, {
    cwd: opts.cwd ?? ROOT,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', out, out],
    detached: true,
  });
  child.unref();
  child.on('exit', (code, signal) => exited.set(name, `${code ?? signal}`));
  // What started it, so that `start NAME` can start it again after a fault (scripts and bench/faults.ts).
  fs.writeFileSync(pidFile(name), JSON.stringify({ pid: child.pid, cmd, args, env: extraEnv, cwd: opts.cwd ?? ROOT }));
  return child.pid;
}
/** Processes started here that ended already, by name: waiting for them stops at once. */
const exited = new Map();

/** Refuses a port something else listens on (another program would answer in place of ours). */
async function assertFree(port, what) {
  if (await reachable(port)) throw new Error(`port ${port} (${what}) is taken by another program: choose another`);
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr || r.stdout || r.error}`);
  return r.stdout;
}

/** Debian's PostgreSQL binaries (initdb, pg_ctl), newest version first. */
function pgBin(tool) {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (fs.existsSync(path.join(base, v, 'bin', tool))) return path.join(base, v, 'bin', tool);
  throw new Error(`PostgreSQL's ${tool} is not installed (apt-get install postgresql)`);
}

/** Starts the cluster of our own (as the postgres user: PostgreSQL refuses root), its log in its folder. */
function pgStart(dir, port) {
  run('runuser', [
    '-u',
    'postgres',
    '--',
    pgBin('pg_ctl'),
    '-D',
    dir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-w',
    'start',
  ]);
}

async function database() {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, started: false };
  let port = 5432;
  let started = false;
  if (env.SCALE_OWN_SERVICES === '1' || !(await reachable(port))) {
    // A cluster of our own under RUN/postgres, run as the postgres user (PostgreSQL refuses root).
    port = settings.pgPort;
    const dir = path.join(RUN, 'postgres');
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
      fs.mkdirSync(dir, { recursive: true });
      run('chown', ['postgres:postgres', dir]);
      run('runuser', ['-u', 'postgres', '--', pgBin('initdb'), '-D', dir, '-A', 'trust', '-U', 'postgres']);
    }
    pgStart(dir, port);
    fs.writeFileSync(pidFile('postgres'), JSON.stringify({ pgctl: dir, port }));
    started = true;
    log(`PostgreSQL started on 127.0.0.1:${port} (${dir})`);
  }
  const url = `postgres://postgres@127.0.0.1:${port}/${settings.database}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [settings.database]);
  if (!rowCount) await admin.query(`create database ${settings.database}`);
  await admin.end();
  return { url, started };
}

async function redis() {
  if (env.REDIS_URL) return { url: env.REDIS_URL, started: false };
  if (env.SCALE_OWN_SERVICES !== '1' && (await reachable(6379)))
    return { url: 'redis://127.0.0.1:6379', started: false };
  const port = settings.redisPort;
  await assertFree(port, 'Redis');
  startDetached('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', RUN]);
  await waitFor('Redis', () => reachable(port), 30_000, 'redis');
  log(`Redis started on 127.0.0.1:${port}`);
  return { url: `redis://127.0.0.1:${port}`, started: true };
}

/** A self-signed certificate for localhost (HTTP/2 in browsers needs TLS). */
function certificate() {
  const cert = path.join(RUN, 'localhost.crt');
  const key = path.join(RUN, 'localhost.key');
  if (!fs.existsSync(cert))
    run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]);
  return { cert, key };
}

/** Replaces `from` in `text`, which must occur exactly `times` times: a change to the site file fails loudly here. */
function swap(text, from, to, times = 1) {
  const found = text.split(from).length - 1;
  if (found !== times) throw new Error(`deploy/nginx/acsc.conf: expected ${times} × "${from}", found ${found}`);
  return text.split(from).join(to);
}

/** deploy/nginx/acsc.conf for this machine: ports, processes, localhost; the rest as deployers have it. */
export function renderSite(site, { httpPort, httpsPort, upstreams, cert, key }) {
  const upstream = /upstream acsc \{[\s\S]*?\n\}/.exec(site)?.[0];
  if (!upstream || !/^ {4}server .+;$/m.test(upstream))
    throw new Error('deploy/nginx/acsc.conf: no server lines in upstream acsc');
  const servers = upstreams.map((u) => `    server ${u};`).join('\n');
  let out = site.replace(upstream, upstream.replace(/(^ {4}server .+;\n)+/m, `${servers}\n`));
  out = swap(out, '    listen 80;\n', `    listen 127.0.0.1:${httpPort};\n`);
  out = swap(out, '    listen [::]:80;\n', '');
  out = swap(out, '    listen 443 ssl http2;\n', `    listen 127.0.0.1:${httpsPort} ssl http2;\n`);
  out = swap(out, '    listen [::]:443 ssl http2;\n', '');
  out = swap(out, 'server_name www.example.org;', 'server_name localhost;', 2);
  out = swap(out, 'return 301 https://$host$request_uri;', `return 301 https://$host:${httpsPort}$request_uri;`);
  out = out.replace(/ssl_certificate\s+[^;]+;/, `ssl_certificate     ${cert};`);
  out = out.replace(/ssl_certificate_key\s+[^;]+;/, `ssl_certificate_key ${key};`);
  return out;
}

function nginxConf(site) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `    ${t}_temp_path ${path.join(RUN, 'nginx', t)};`)
    .join('\n');
  return `# Rendered by scripts/scale.mjs: the main file around deploy/nginx/acsc.conf (RUN/acsc.conf).
worker_processes 1;
worker_rlimit_nofile 16384;
pid ${path.join(RUN, 'nginx.pid')};
error_log ${path.join(RUN, 'nginx-error.log')} warn;
events { worker_connections 8192; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    log_format upstream '$remote_addr "$request" $status $body_bytes_sent $upstream_addr $request_time';
    access_log ${path.join(RUN, 'nginx-access.log')} upstream buffer=64k flush=2s;
${temp}
${site}
}
`;
}

async function up() {
  if (fs.existsSync(STATE)) {
    const state = JSON.parse(fs.readFileSync(STATE, 'utf8'));
    throw new Error(`already up (${state.https}); npm run scale:down first`);
  }
  fs.mkdirSync(PIDS, { recursive: true });
  fs.mkdirSync(path.join(RUN, 'nginx'), { recursive: true });
  const db = await database();
  const rd = await redis();

  // The bucket: s3rver in its own folder (no S3 server is packaged in Debian; the same code talks to any S3).
  const bucket = 'acsc-media';
  await assertFree(settings.s3Port, 's3rver');
  for (let i = 0; i < settings.processes; i++) await assertFree(settings.appPort + i, 'a server process');
  await assertFree(settings.httpsPort, 'nginx, HTTPS');
  await assertFree(settings.httpPort, 'nginx, HTTP');
  startDetached('s3rver', process.execPath, [
    path.join(ROOT, 'scripts/scale-s3rver.mjs'),
    String(settings.s3Port),
    path.join(RUN, 's3'),
    bucket,
  ]);
  await waitFor('s3rver', () => reachable(settings.s3Port), 30_000, 's3rver');

  const webDist = path.join(ROOT, 'apps/web/dist');
  const shared = {
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    PUBLIC_URL: `https://localhost:${settings.httpsPort}`,
    DATABASE_URL: db.url,
    REDIS_URL: rd.url,
    REDIS_PREFIX: 'acsc-scale:',
    S3_ENDPOINT: `http://127.0.0.1:${settings.s3Port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    LOG_LEVEL: env.LOG_LEVEL ?? 'info',
    ...(fs.existsSync(webDist) ? { WEB_DIST: webDist } : {}),
  };
  if (!fs.existsSync(webDist)) log('apps/web/dist is missing (npm run build): the processes serve the API only');
  // The processes run the compiled server (node apps/server/dist/main.js): build it from this checkout first.
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server build failed (npm run build -w apps/server)');
  const processes = [];
  for (let i = 1; i <= settings.processes; i++) {
    const port = settings.appPort + i - 1;
    const dataDir = path.join(RUN, `app-${i}`);
    fs.mkdirSync(dataDir, { recursive: true });
    const pid = startDetached(`app-${i}`, 'npm', ['run', 'start', '-w', 'apps/server'], {
      ...shared,
      PORT: String(port),
      DATA_DIR: dataDir,
    });
    processes.push({ name: `app-${i}`, port, pid });
    // The first alone: it applies the migrations (and seeds the demo content of an empty database).
    if (i === 1) await waitFor('the first server process', () => health(port), 300_000, 'app-1');
  }
  await Promise.all(processes.map((p) => waitFor(p.name, () => health(p.port), 300_000, p.name)));

  const { cert, key } = certificate();
  const site = renderSite(fs.readFileSync(path.join(ROOT, 'deploy/nginx/acsc.conf'), 'utf8'), {
    httpPort: settings.httpPort,
    httpsPort: settings.httpsPort,
    upstreams: processes.map((p) => `127.0.0.1:${p.port}`),
    cert,
    key,
  });
  fs.writeFileSync(path.join(RUN, 'acsc.conf'), site);
  fs.writeFileSync(path.join(RUN, 'nginx.conf'), nginxConf(fs.readFileSync(path.join(RUN, 'acsc.conf'), 'utf8')));
  run('nginx', ['-t', '-p', RUN, '-c', path.join(RUN, 'nginx.conf')]);
  // nginx runs as a daemon and writes its own pid file (RUN/nginx.pid); scale:down sends it QUIT.
  run('nginx', ['-p', RUN, '-c', path.join(RUN, 'nginx.conf')]);
  await waitFor('nginx', () => reachable(settings.httpsPort));

  const state = {
    https: `https://localhost:${settings.httpsPort}`,
    http: `http://localhost:${settings.httpPort}`,
    processes,
    databaseUrl: db.url,
    redisUrl: rd.url,
    redisPrefix: shared.REDIS_PREFIX,
    s3: { endpoint: shared.S3_ENDPOINT, bucket },
    started: { postgres: db.started, redis: rd.started },
  };
  fs.writeFileSync(STATE, JSON.stringify(state, null, 2));
  log(`up: ${state.https} (HTTP/2, self-signed certificate) -> ${processes.map((p) => p.port).join(', ')}`);
  log(
    `PostgreSQL ${db.url}${db.started ? ' (started here)' : ''}; Redis ${rd.url}${rd.started ? ' (started here)' : ''}`,
  );
  log(`S3 ${shared.S3_ENDPOINT}/${bucket}; logs and pid files in ${RUN}`);
}

async function health(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/prod-api/health`);
    return res.ok;
  } catch {
    return false;
  }
}

/** The pid's command line, to be sure a pid file still names the process it was written for. */
const cmdline = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
};

/** Pids of the processes in group `pgid`: the leader (npm) may have ended before its children. */
function groupMembers(pgid) {
  const out = [];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      // After "pid (comm) ": state, ppid, pgrp.
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid) out.push(Number(d));
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

/** Whether the group a pid file names still runs what was started there (not a pid reused by another program). */
function ours(entry) {
  if (!entry.pid) return false;
  return groupMembers(entry.pid).some((pid) => {
    const line = cmdline(pid);
    return line.includes(ROOT) || line.includes(path.basename(entry.cmd));
  });
}

async function stopGroup(name, pid) {
  if (groupMembers(pid).length === 0) return;
  process.kill(-pid, 'SIGTERM');
  const until = Date.now() + 30_000;
  while (Date.now() < until && groupMembers(pid).length > 0) await sleep(200);
  try {
    // Whatever of the group is left (a child that outlived its parent).
    process.kill(-pid, 'SIGKILL');
  } catch {
    // the group is gone
  }
  log(`stopped ${name} (${pid})`);
}

async function down() {
  if (!fs.existsSync(RUN)) return log('nothing to stop');
  const nginxPid = path.join(RUN, 'nginx.pid');
  if (fs.existsSync(nginxPid)) {
    const pid = Number(fs.readFileSync(nginxPid, 'utf8').trim());
    if (alive(pid) && cmdline(pid).includes(path.join(RUN, 'nginx.conf'))) {
      process.kill(pid, 'SIGQUIT');
      const until = Date.now() + 15_000;
      while (Date.now() < until && alive(pid)) await sleep(200);
      log(`stopped nginx (${pid})`);
    }
  }
  const files = fs.existsSync(PIDS) ? fs.readdirSync(PIDS) : [];
  // Server processes first, then the services they use.
  const order = (f) => (f.startsWith('app-') ? 0 : 1);
  for (const f of files.sort((a, b) => order(a) - order(b))) {
    const name = f.replace(/\.pid$/, '');
    const entry = JSON.parse(fs.readFileSync(path.join(PIDS, f), 'utf8'));
    if (entry.pgctl) {
      run('runuser', ['-u', 'postgres', '--', pgBin('pg_ctl'), '-D', entry.pgctl, '-m', 'fast', '-w', 'stop']);
      log('stopped PostgreSQL');
    } else if (ours(entry)) {
      await stopGroup(name, entry.pid);
    }
    fs.rmSync(path.join(PIDS, f));
  }
  fs.rmSync(STATE, { force: true });
  log('down');
}

/**
 * Faults on what `up` started (bench/faults.ts): `kill NAME` is kill -9 of its whole process group,
 * `start NAME` starts it again as `up` did, `restart NAME` stops it (SIGTERM; PostgreSQL: pg_ctl fast
 * stop) and starts it again. NAME: app-1, app-2, ..., s3rver, redis or postgres (only one started here).
 */
async function fault(command, name) {
  const file = pidFile(String(name));
  if (!name || !fs.existsSync(file)) throw new Error(`${name} was not started by scale:up`);
  const entry = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (entry.pgctl) {
    if (command !== 'restart') throw new Error('PostgreSQL: only restart');
    // Stop and start as `up` did (pg_ctl restart would lose the log file and detach nothing).
    run('runuser', ['-u', 'postgres', '--', pgBin('pg_ctl'), '-D', entry.pgctl, '-m', 'fast', '-w', 'stop']);
    pgStart(entry.pgctl, entry.port);
    return log('PostgreSQL restarted');
  }
  const running = ours(entry);
  if (command === 'kill') {
    if (running) process.kill(-entry.pid, 'SIGKILL');
    return log(`killed ${name} (${entry.pid}) with SIGKILL`);
  }
  if (command === 'restart' && running) await stopGroup(name, entry.pid);
  else if (running) throw new Error(`${name} is running`);
  const pid = startDetached(name, entry.cmd, entry.args, entry.env, { cwd: entry.cwd });
  const port = Number(
    entry.env.PORT ?? (name === 'redis' ? settings.redisPort : name === 's3rver' ? settings.s3Port : 0),
  );
  if (port) await waitFor(name, () => (entry.env.PORT ? health(port) : reachable(port)), 300_000, name);
  log(`started ${name} again (${pid})`);
}

const command = process.argv[2];
if (command === 'up') {
  await up().catch(async (e) => {
    console.error(`[scale] ${e.message}`);
    // What was started so far is stopped again.
    await down();
    process.exit(1);
  });
} else if (command === 'down') {
  await down();
} else if (command === 'kill' || command === 'start' || command === 'restart') {
  await fault(command, process.argv[3]);
} else if (command === 'render') {
  // The rendered site file on stdout (for reading it, or `nginx -t`).
  process.stdout.write(
    renderSite(fs.readFileSync(path.join(ROOT, 'deploy/nginx/acsc.conf'), 'utf8'), {
      httpPort: settings.httpPort,
      httpsPort: settings.httpsPort,
      upstreams: Array.from({ length: settings.processes }, (_, i) => `127.0.0.1:${settings.appPort + i}`),
      cert: path.join(RUN, 'localhost.crt'),
      key: path.join(RUN, 'localhost.key'),
    }),
  );
} else {
  console.error('usage: node scripts/scale.mjs up|down|render|kill NAME|start NAME|restart NAME');
  process.exit(2);
}

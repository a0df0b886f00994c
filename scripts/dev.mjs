#!/usr/bin/env node
/**
 * `npm run dev`: the API server in watch mode (port 3000) and Vite with hot reload (port 5173, which
 * proxies /prod-api to the server) side by side, each line prefixed with its source. Ctrl-C stops
 * both: each runs in its own process group, so npm, tsx's watcher and its node child all get the signal.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

const tasks = [
  { name: 'server', code: '36', args: ['run', 'dev', '-w', 'apps/server'] },
  { name: 'web   ', code: '35', args: ['run', 'dev', '-w', 'apps/web'] },
];

// Data in ./data at the root, whichever workspace npm starts the server in.
const env = { ...process.env, INIT_CWD: root, FORCE_COLOR: color ? '1' : '0' };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [];
let stopping = false;
let exitCode = 0;

function pipe(stream, prefix, out) {
  readline.createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
}

for (const task of tasks) {
  const prefix = paint(task.code, `[${task.name}]`);
  const child = spawn(npm, task.args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  pipe(child.stdout, prefix, process.stdout);
  pipe(child.stderr, prefix, process.stderr);
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (!stopping) {
      console.error(`${prefix} exited (${signal ?? code}); stopping the other process`);
      exitCode = code || 1;
      stop('exit');
    } else if (children.every((c) => c.exited)) {
      process.exit(exitCode);
    }
  });
  children.push(child);
}

function signalGroup(child, signal) {
  if (child.exited) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

function stop(reason) {
  if (stopping) return;
  stopping = true;
  if (reason !== 'exit') console.log(paint('33', `\n[dev   ] ${reason}: stopping server and web`));
  for (const child of children) signalGroup(child, 'SIGTERM');
  if (children.every((c) => c.exited)) process.exit(exitCode);
  // The server finishes in-flight requests first; past this, force it.
  setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(exitCode || 1);
  }, 10_000).unref();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGHUP', () => stop('SIGHUP'));

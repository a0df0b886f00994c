import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { API, API_BASE } from '@acsc/shared';

/**
 * A server in a child process of its own, as in production: started with an environment, found by
 * the address it logs, stopped with SIGTERM or killed outright. Tests of several processes and of
 * crashes use it.
 */
export interface ServerProcess {
  url: string;
  proc: ChildProcess;
  /** Every line the process wrote to stdout so far. */
  lines: string[];
  /** Resolves when a line matching `match` has been written (now or later). */
  waitForLine(match: (line: string) => boolean, limitMs?: number): Promise<string>;
  stop(): Promise<void>;
  /** kill -9: no shutdown code runs. */
  kill(): Promise<void>;
}

const serverDir = path.resolve(import.meta.dirname, '../..');

/** `script`: a TypeScript file (run through tsx) or a compiled one (plain node: scripts/build.mjs). */
export async function startServerProcess(
  script: string,
  env: Record<string, string>,
  limitMs = 90_000,
): Promise<ServerProcess> {
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  const proc = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { match: (l: string) => boolean; resolve: (l: string) => void }[] = [];
  let buffer = '';
  let stderr = '';
  proc.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  proc.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let i;
    while ((i = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      lines.push(line);
      for (const w of [...waiters]) {
        if (w.match(line)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(line);
        }
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));

  const waitForLine = (match: (l: string) => boolean, limit = limitMs) => {
    const earlier = lines.find(match);
    if (earlier) return Promise.resolve(earlier);
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no such line within ${limit} ms; stderr: ${stderr.slice(-2000)}`)),
        limit,
      );
      waiters.push({
        match,
        resolve: (l) => {
          clearTimeout(timer);
          resolve(l);
        },
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`server process exited (${code}) while waiting; stderr: ${stderr.slice(-2000)}`));
      });
    });
  };

  const listening = await waitForLine((l) => /Server listening at http:\/\/127\.0\.0\.1:\d+/.test(l));
  const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(listening)![1];
  return {
    url,
    proc,
    lines,
    waitForLine,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Registers a new email member on a running server (its dev outbox gives the code), as a browser would:
 * answers the session token and what signs the member in again. The dev outbox is each process's own:
 * behind a load balancer, pass every process's address in `outboxes`.
 */
export async function registerThroughOutbox(
  baseUrl: string,
  outboxes: string[] = [baseUrl],
): Promise<{ token: string; email: string; password: string; device: string }> {
  const tag = randomBytes(6).toString('hex');
  const email = `member.${tag}@example.com`;
  // The web app sends the MD5 of what the member typed.
  const password = createHash('md5').update(`Member${tag}`).digest('hex');
  const device = `device-${tag}`;
  const headers = {
    'content-type': 'application/json',
    'os-name': 'PC',
    platform: 'Web',
    language: 'en_US',
    'device-id': device,
    'os-version': 'Chrome',
  };
  const post = async (p: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${API_BASE}${p}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return (await res.json()) as { code: number; msg: string; data: { token?: string } | null };
  };
  const sent = await post(API.sendCode, { address: email, type: 2 });
  if (sent.code !== 0) throw new Error(`send code: ${sent.code} ${sent.msg}`);
  let captcha: string | undefined;
  for (const url of outboxes) {
    const outbox = (await (await fetch(`${url}${API_BASE}${API.devOutbox}`)).json()) as {
      data: { address: string; code: string }[];
    };
    captcha ??= outbox.data.find((e) => e.address === email)?.code;
  }
  if (!captcha) throw new Error(`no code for ${email} in the outbox`);
  const res = await post(API.registerCaptcha, {
    address: email,
    captcha,
    newPassword: password,
    confirmPassword: password,
  });
  if (res.code !== 0) throw new Error(`register: ${res.code} ${res.msg}`);
  return { token: res.data!.token!, email, password, device };
}

/**
 * `npm run faults -- --only checkpoint` loads this into a server process (NODE_OPTIONS=--import) to kill
 * it with SIGKILL while PGlite is inside a checkpoint. From outside that moment cannot be hit: PGlite
 * checkpoints in a few milliseconds, synchronously on the main thread, and the log line that it started
 * is only written once it has ended. Here, PostgreSQL's own "checkpoint starting" line (PGlite hands it to
 * the onStderr callback while the checkpoint runs, before it writes a buffer) wakes a worker thread,
 * which sleeps FAULT_KILL_DELAY_MS, notes whether the checkpoint had completed by then (its "checkpoint
 * complete" line seen), writes that (stdout and stderr) and kills the whole process: no shutdown code runs, as with
 * kill -9 from outside. Never loaded by the server itself.
 *
 * FAULT_KILL_MATCH: which checkpoint ("force wait": the periodic CHECKPOINT; "end-of-recovery": the one
 * at start after a crash; "shutdown": the one at close); FAULT_KILL_NTH: the how-manieth such (1: first).
 */
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const match = process.env.FAULT_KILL_MATCH ?? 'force wait';
const nth = Number(process.env.FAULT_KILL_NTH ?? 1);
const delayMs = Number(process.env.FAULT_KILL_DELAY_MS ?? 0);
// [0]: the target checkpoint has started; [1]: it has completed.
const flags = new Int32Array(new SharedArrayBuffer(8));

const worker = new Worker(
  `
  const fs = require('node:fs');
  const { workerData: { flags, delayMs, match, nth } } = require('node:worker_threads');
  Atomics.wait(flags, 0, 0);
  if (delayMs > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, delayMs);
  const inside = Atomics.load(flags, 1) === 0;
  const line = 'faults: SIGKILL ' + (inside ? 'inside' : 'after') + ' checkpoint "' + match + '" #' + nth + ', ' + delayMs + ' ms after its start\\n';
  fs.writeSync(1, line);
  fs.writeSync(2, line);
  process.kill(process.pid, 'SIGKILL');
  `,
  { eval: true, workerData: { flags, delayMs, match, nth } },
);
worker.unref();

let seen = 0;
let target = false;
const create = PGlite.create.bind(PGlite);
PGlite.create = (dir, options = {}) => {
  const onStderr = options.onStderr;
  return create(dir, {
    ...options,
    onStderr(line) {
      if (line.includes('LOG:  checkpoint starting') && line.includes(match) && ++seen === nth) {
        target = true;
        Atomics.store(flags, 0, 1);
        Atomics.notify(flags, 0);
      } else if (target && line.includes('LOG:  checkpoint complete')) {
        Atomics.store(flags, 1, 1);
        target = false;
      }
      return onStderr ? onStderr(line) : true;
    },
  });
};
fs.writeSync(2, `faults: armed to kill in checkpoint "${match}" #${nth} after ${delayMs} ms\n`);

import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
const dir = fs.mkdtempSync('/tmp/ops34-pgl-');
const db = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams.map(p => p === 'log_checkpoints=false' ? 'log_checkpoints=true' : p), '-c', 'checkpoint_timeout=30s'], onStderr: (l) => { if (l.includes('checkpoint')) console.log('ERR', l); return true; } });
console.log((await db.query('show checkpoint_timeout')).rows);
await db.exec('create table t (id serial primary key, body text)');
for (let i = 0; i < 45; i++) { await db.query(`insert into t (body) values (repeat('x', 500))`); await new Promise(r => setTimeout(r, 1000)); }
console.log('after 45 s of writes');
await db.close();
fs.rmSync(dir, { recursive: true });

import type { AppContext } from '../platform/context.js';
import { createAdmin, hasAccount, randomPassword } from '../modules/admin/service.js';

export const DEMO_ADMIN_EMAIL = 'admin@demo.acsc-ccya.org';

/**
 * A demo admin (and editor) for trying the staff console, created once with a random password that is
 * printed once. Never in production: there the first admin comes from `npm run admin -- create`.
 */
export async function seedDemoAdmin(ctx: AppContext) {
  if (ctx.config.env === 'production') return;
  const db = ctx.database.db;
  if (await hasAccount(db, DEMO_ADMIN_EMAIL)) return;
  const password = randomPassword();
  await createAdmin(
    db,
    DEMO_ADMIN_EMAIL,
    password,
    ctx.now(),
    { id: null, name: 'demo seed', ip: null },
    { extraRoles: ['editor'], nickname: 'Demo admin' },
  );
  const line = `Demo admin: ${DEMO_ADMIN_EMAIL} / ${password}  (shown once; sign in at ${ctx.config.publicUrl}/admin)`;
  ctx.log.info(line);
  console.log(`\n  ${line}\n`);
}

import { eq } from 'drizzle-orm';
import { members } from '../schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { createAdmin, randomPassword } from '../../modules/admin/accounts.js';

export const DEMO_ADMIN_EMAIL = 'admin@demo.acsc-ccya.org';

/**
 * A demo admin for trying the staff console, created once with a random password that is printed once.
 * Never in production: there the first admin comes from `npm run admin -- create`.
 */
export async function seedDemoAdmin(ctx: AppContext) {
  if (ctx.config.env === 'production') return;
  const db = ctx.database.db;
  const [existing] = await db.select({ id: members.id }).from(members).where(eq(members.email, DEMO_ADMIN_EMAIL)).limit(1);
  if (existing) return;
  const password = randomPassword();
  const row = await createAdmin(db, DEMO_ADMIN_EMAIL, password, ctx.now(), { id: null, name: 'demo seed', ip: null });
  await db.update(members).set({ roles: ['admin', 'editor'], nickname: 'Demo admin' }).where(eq(members.id, row.id));
  const line = `Demo admin: ${DEMO_ADMIN_EMAIL} / ${password}  (shown once; sign in at ${ctx.config.publicUrl}/admin)`;
  ctx.log.info(line);
  console.log(`\n  ${line}\n`);
}

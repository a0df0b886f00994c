import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema/index.js';
import { useTestApp } from '../test/kit.js';
import { getVitae } from '../modules/vitae/service.js';
import { DEMO_CV_EMAIL, seedDemoVitae } from './vitae.js';

/** The demo member's CV (issue 32): complete, once. */

const { app } = await useTestApp();

it('seeds one demo member with a complete CV, once', async () => {
  await seedDemoVitae(app.ctx);
  await seedDemoVitae(app.ctx);
  const rows = await app.ctx.database.db.select().from(members).where(eq(members.email, DEMO_CV_EMAIL));
  expect(rows).toHaveLength(1);
  const cv = await getVitae(app.ctx, rows[0].id);
  expect(cv.completeness).toEqual({ percent: 100, missing: [] });
  expect(cv.experience.map((x) => x.kind)).toEqual(['work', 'internship', 'project']);
  expect(cv.info.nameKm).toBe('សុខ ស្រីមុំ');
});

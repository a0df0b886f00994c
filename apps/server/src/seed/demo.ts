import type { AppContext } from '../platform/context.js';
import { seedDemoContent } from './content/index.js';
import { seedDemoAdmin } from './demo-admin.js';
import { seedDemoExchange } from './exchange.js';
import { seedDemoReservations } from './reservation.js';
import { seedDemoAppointments } from './appointments.js';
import { seedDemoWork } from './work.js';
import { seedDemoVitae } from './vitae.js';

/**
 * Demo content for `npm start` on an empty database. Each feature adds its own seeder here;
 * every seeder checks for existing rows so a restart never duplicates content.
 */
export const demoSeeders: { name: string; run(ctx: AppContext): Promise<void> }[] = [
  { name: 'content', run: seedDemoContent },
  { name: 'demo admin', run: seedDemoAdmin },
  { name: 'exchange', run: seedDemoExchange },
  { name: 'reservation', run: seedDemoReservations },
  { name: 'appointments', run: seedDemoAppointments },
  { name: 'work', run: seedDemoWork },
  { name: 'vitae', run: seedDemoVitae },
];

export async function seedDemo(ctx: AppContext) {
  for (const seeder of demoSeeders) {
    await seeder.run(ctx);
  }
}

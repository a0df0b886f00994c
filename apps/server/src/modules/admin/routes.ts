import type { AppModule } from '../types.js';
import { registerAdminStaff } from './staff-routes.js';

/**
 * The console's own parts: site-wide settings, staff accounts, the dashboard, failed jobs, the audit log
 * (staff-routes.ts), and the command line's accounts (accounts.ts, `npm run admin`). Each feature
 * registers its own staff calls (its staff-routes.ts) in the same guarded scope.
 */
export const adminModule: AppModule = {
  name: 'admin',
  registerStaff: registerAdminStaff,
};

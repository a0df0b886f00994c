/**
 * What the command line (`npm run admin`, cli/admin.ts) and the demo seed use of the console's accounts:
 * creating an admin that signs in with email and password, granting and revoking roles by email.
 */
export { AccountError, CLI_ACTOR, changeRoleByEmail, createAdmin, hasAccount, randomPassword } from './accounts.js';

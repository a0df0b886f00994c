import { addCatalogs } from '../components/i18n/index.js';

/**
 * The console's catalogs (components/i18n/admin/ and admin-<feature>/), listed in the console's chunk
 * rather than the entry's (issue 8: first load); keys as components/i18n/index.ts expects them.
 */
const found = import.meta.glob<{ default: Record<string, unknown> }>('../components/i18n/admin*/*.json');
addCatalogs(
  Object.fromEntries(Object.entries(found).map(([file, load]) => [file.replace('../components/i18n/', './'), load])),
);

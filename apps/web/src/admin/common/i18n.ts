import { useTranslation } from '../../components/i18n/index.js';
import type { SectionCatalog } from './section.js';

/**
 * The translations of a console component: its section's catalog first, then the console's own
 * (admin: gate, actions, fields, validation...). Keys keep their full path in every file
 * (menu.media, media.search), so a key reads the same whichever catalog holds it.
 */
export function useConsoleT(catalog?: SectionCatalog) {
  return useTranslation(catalog ? [catalog, 'admin'] : 'admin', { nsMode: 'fallback' });
}

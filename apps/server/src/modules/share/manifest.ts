import type { Language } from '@acsc/shared';
import { SITE_DESCRIPTION } from '../../platform/web-page.js';
import { bcp47 } from './head.js';
import { SITE_NAME } from './messages.js';

/** The app's colour (the header's blue, index.html's theme-color) and the splash screen's background. */
const THEME_COLOR = '#0b3d91';
const BACKGROUND_COLOR = '#ffffff';

/**
 * The web app manifest in one language (issue 27: the site is the app). Every language describes the
 * same app: the same `id` and start URL, so a phone that installed it in Chinese and switches to Khmer
 * keeps one app. The icons are the two associations' logos (apps/web/scripts/app-icons.mjs draws them
 * into apps/web/public/icons/).
 */
export function webAppManifest(lang: Language) {
  return {
    id: '/',
    name: SITE_NAME[lang],
    short_name: 'ACSC | CCYA',
    description: SITE_DESCRIPTION[lang],
    lang: bcp47(lang),
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ['education', 'news', 'social'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

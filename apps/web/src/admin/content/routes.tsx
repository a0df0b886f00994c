import { lazy } from 'react';
import type { SectionRoute } from '../common/section.js';
import type { ContentKind } from './defs.js';

const ContentListPage = lazy(() => import('./ContentListPage.js'));
const ContentEditPage = lazy(() => import('./ContentEditPage.js'));

/** The three pages of a publishable content kind: its list, a new item, one item. */
export const contentRoutes = (kind: ContentKind): SectionRoute[] => [
  { path: kind.route, element: <ContentListPage kind={kind} /> },
  { path: `${kind.route}/new`, element: <ContentEditPage key="new" kind={kind} /> },
  { path: `${kind.route}/:id`, element: <ContentEditPage kind={kind} /> },
];

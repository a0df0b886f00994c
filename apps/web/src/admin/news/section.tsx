import { lazy } from 'react';
import { ReadOutlined } from '@ant-design/icons';
import { contentRoutes } from '../content/routes.js';
import { CONTENT_ROLES } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';
import { articleKind } from './kinds.js';

const ChannelsPage = lazy(() => import('./ChannelsPage.js'));

/** News: articles and their channels. */
const section: ConsoleSection = {
  key: 'news',
  roles: CONTENT_ROLES,
  catalog: 'admin-news',
  menu: {
    icon: <ReadOutlined />,
    label: 'menu.news',
    links: [
      { path: 'news', label: 'menu.articles' },
      { path: 'channels', label: 'menu.channels' },
    ],
  },
  routes: [...contentRoutes(articleKind), { path: 'channels', element: <ChannelsPage /> }],
};
export default section;

import { lazy } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { CONTENT_ROLES } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';

const MediaPage = lazy(() => import('./MediaPage.js'));

/** The media library: images and videos, where each is used. */
const section: ConsoleSection = {
  key: 'media',
  roles: CONTENT_ROLES,
  catalog: 'admin-media',
  menu: { icon: <PictureOutlined />, label: 'menu.media', path: 'media' },
  routes: [{ path: 'media', element: <MediaPage /> }],
};
export default section;

import { lazy } from 'react';
import { BankOutlined } from '@ant-design/icons';
import { CONTENT_ROLES } from '@acsc/shared';
import type { ConsoleSection } from '../common/section.js';

const AssociationPage = lazy(() => import('./AssociationPage.js'));
const AssociationEditPage = lazy(() => import('./AssociationEditPage.js'));

/** The pages of the two associations (introduction, founder, organization, figures, charts). */
const section: ConsoleSection = {
  key: 'association',
  roles: CONTENT_ROLES,
  catalog: 'admin-association',
  menu: { icon: <BankOutlined />, label: 'menu.association', path: 'association' },
  routes: [
    { path: 'association', element: <AssociationPage /> },
    { path: 'association/:association/:kind', element: <AssociationEditPage /> },
  ],
};
export default section;

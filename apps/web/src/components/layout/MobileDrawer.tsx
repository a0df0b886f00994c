import { Drawer } from 'antd';
import { useTranslation } from '../i18n/index.js';
import { MenuList } from './MenuBar.js';
import { Brand } from './Brand.js';

/** Phone menu (below tablet width): the same items in a drawer. Loaded on first open. */
export default function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={300}
      title={<Brand compact />}
      closable={{ 'aria-label': t('menu.close') }}
      rootClassName="shell-drawer"
    >
      <nav aria-label={t('menu.label')}>
        <MenuList vertical onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}

import { useMemo, useState, type ReactNode } from 'react';
import { Button, Drawer, Grid, Layout, Menu, Select, Space, Tag, Typography, type MenuProps } from 'antd';
import { FileTextOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGE_OPTIONS, type Role } from '@acsc/shared';
import { changeLanguage, currentLanguage, useTranslation } from '../components/i18n/index.js';
import { logout, useSession } from '../components/session/index.js';
import { canOpenPage, type ConsoleSection } from './common/section.js';

type Item = Required<MenuProps>['items'][number];

const menuPath = (path: string) => (path ? `/admin/${path}` : '/admin');

/** The console frame: a side menu of the sections the staff member's roles open, a top bar with language and sign-out. */
export function AdminLayout({
  roles,
  sections,
  children,
}: {
  roles: Role[];
  sections: readonly ConsoleSection[];
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const narrow = !screens.lg;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const items = useMemo<Item[]>(
    () =>
      sections.map((section): Item => {
        const { key, catalog, menu } = section;
        const label = t(menu.label, { ns: catalog });
        if (!menu.links) return { key: menuPath(menu.path ?? key), icon: menu.icon, label };
        return {
          key,
          icon: menu.icon,
          label,
          children: menu.links
            .filter((l) => canOpenPage(section, l, roles))
            .map((l) => ({ key: menuPath(l.path), label: t(l.label, { ns: catalog }) })),
        };
      }),
    [t, sections, roles],
  );
  const groups = useMemo(() => sections.filter((s) => s.menu.links).map((s) => s.key), [sections]);

  // The menu entry of this page: the longest menu path that prefixes it (/admin/news/12 -> /admin/news).
  const selected = useMemo(() => {
    const keys: string[] = [];
    const walk = (list: Item[]) =>
      list.forEach((i) => {
        if (i && 'children' in i && i.children) walk(i.children as Item[]);
        else if (i?.key) keys.push(String(i.key));
      });
    walk(items);
    return (
      keys.filter((k) => pathname === k || pathname.startsWith(k + '/')).sort((a, b) => b.length - a.length)[0] ??
      '/admin'
    );
  }, [items, pathname]);

  const menu = (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[selected]}
      defaultOpenKeys={groups}
      onClick={({ key }) => {
        setDrawerOpen(false);
        void navigate(key);
      }}
    />
  );

  return (
    <Layout className="admin-shell">
      {!narrow && (
        <Layout.Sider width={220} className="admin-sider">
          <div className="admin-brand">{t('brand')}</div>
          <nav aria-label={t('menu.label')}>{menu}</nav>
        </Layout.Sider>
      )}
      {narrow && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={240}
          title={t('brand')}
          styles={{ body: { padding: 0, background: '#001529' } }}
        >
          <nav aria-label={t('menu.label')}>{menu}</nav>
        </Drawer>
      )}
      <Layout>
        <Layout.Header className="admin-header">
          {narrow && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('menu.open')}
              onClick={() => setDrawerOpen(true)}
            />
          )}
          <Space className="admin-header__right" wrap>
            <Select
              size="small"
              aria-label={t('header.language')}
              value={currentLanguage()}
              options={LANGUAGE_OPTIONS.map((o) => ({ value: o.code, label: o.name }))}
              onChange={(lang) => changeLanguage(lang)}
              style={{ width: 110 }}
            />
            <Button type="link" href="/" target="_blank" icon={<FileTextOutlined />}>
              {t('header.site')}
            </Button>
            {!narrow && (
              <Typography.Text>
                {user?.nickname ?? ''}{' '}
                {roles.map((r) => (
                  <Tag key={r}>{t(`roles.${r}`)}</Tag>
                ))}
              </Typography.Text>
            )}
            <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
              {t('header.signOut')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="admin-content">
          <main id="main">{children}</main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

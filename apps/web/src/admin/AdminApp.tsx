import { lazy, Suspense, type ReactNode } from 'react';
import { Button, ConfigProvider, Result, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import type { Role } from '@acsc/shared';
import { AuthDialogs } from '../components/auth/AuthDialogs.js';
import { openLogin } from '../components/auth/index.js';
import { loadNamespace } from '../components/i18n/index.js';
import { logout, useSession } from '../components/session/index.js';
import { isForbidden, useStaffMe } from './api.js';
import { AdminLayout } from './AdminLayout.js';
import { canSee, type AdminArea } from './menu.js';
import { CONTENT_KINDS } from './content/defs.js';
import './admin.css';

/** The console's texts load with its bundle, before its first render. */
export const adminReady = () => loadNamespace('admin');

const DashboardPage = lazy(() => import('./dashboard/DashboardPage.js'));
const ContentListPage = lazy(() => import('./content/ContentListPage.js'));
const ContentEditPage = lazy(() => import('./content/ContentEditPage.js'));
const ChannelsPage = lazy(() => import('./content/ChannelsPage.js'));
const AssociationPage = lazy(() => import('./association/AssociationPage.js'));
const AssociationEditPage = lazy(() => import('./association/AssociationEditPage.js'));
const MediaPage = lazy(() => import('./media/MediaPage.js'));
const SiteSettingsPage = lazy(() => import('./site/SiteSettingsPage.js'));
const StaffPage = lazy(() => import('./staff/StaffPage.js'));
const AuditPage = lazy(() => import('./audit/AuditPage.js'));

function Centered({ children }: { children: ReactNode }) {
  return <div className="admin-gate">{children}</div>;
}

/** Signed out: the member sign-in dialog (email and password, or phone code) over a short prompt. */
function SignInPrompt() {
  const { t } = useTranslation('admin');
  return (
    <Centered>
      <Result
        status="403"
        title={t('gate.signInTitle')}
        subTitle={t('gate.signInText')}
        extra={
          <Button type="primary" onClick={() => openLogin('/admin')}>
            {t('gate.signIn')}
          </Button>
        }
      />
    </Centered>
  );
}

function NotStaff({ roles }: { roles?: Role[] }) {
  const { t } = useTranslation('admin');
  return (
    <Centered>
      <Result
        status="403"
        title={roles?.length ? t('gate.noPagesTitle') : t('gate.notStaffTitle')}
        subTitle={roles?.length ? t('gate.noPagesText', { roles: roles.map((r) => t(`roles.${r}`)).join(', ') }) : t('gate.notStaffText')}
        extra={[
          <Button key="home" type="primary" href="/">
            {t('gate.toSite')}
          </Button>,
          <Button key="out" onClick={() => void logout()}>
            {t('gate.signOut')}
          </Button>,
        ]}
      />
    </Centered>
  );
}

function Guarded({ area, roles, children }: { area: AdminArea; roles: Role[]; children: ReactNode }) {
  return canSee(area, roles) ? <>{children}</> : <NotStaff roles={roles} />;
}

function Console({ roles }: { roles: Role[] }) {
  if (!canSee('content', roles)) return <NotStaff roles={roles} />;
  const g = (area: AdminArea, node: ReactNode) => (
    <Guarded area={area} roles={roles}>
      {node}
    </Guarded>
  );
  return (
    <AdminLayout roles={roles}>
      <Suspense fallback={<Spin className="admin-page-spin" />}>
        <Routes>
          <Route index element={<DashboardPage />} />
          {CONTENT_KINDS.map((kind) => [
            <Route key={kind.key} path={kind.route} element={<ContentListPage kind={kind} />} />,
            <Route key={`${kind.key}-new`} path={`${kind.route}/new`} element={<ContentEditPage key="new" kind={kind} />} />,
            <Route key={`${kind.key}-edit`} path={`${kind.route}/:id`} element={<ContentEditPage kind={kind} />} />,
          ])}
          <Route path="channels" element={<ChannelsPage />} />
          <Route path="association" element={<AssociationPage />} />
          <Route path="association/:association/:kind" element={<AssociationEditPage />} />
          <Route path="media" element={<MediaPage />} />
          <Route path="site" element={g('site', <SiteSettingsPage />)} />
          <Route path="staff" element={g('staff', <StaffPage />)} />
          <Route path="audit" element={g('audit', <AuditPage />)} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}

// Every console page shows Khmer (language tabs, Khmer texts) whatever the page language: the self-hosted
// Khmer face joins the font stack (its unicode-range keeps it from downloading for other scripts).
const consoleFont = (stack = '') => (stack.includes('Noto Sans Khmer') ? stack : `${stack.replace(/,?\s*sans-serif\s*$/, '')}, 'Noto Sans Khmer', sans-serif`);

/** /admin/*: staff sign in with their member account; members without a staff role see why they can't enter. */
export function AdminApp() {
  const { t } = useTranslation('admin');
  const { loggedIn, pending } = useSession();
  const me = useStaffMe(loggedIn);
  const { token } = theme.useToken();
  let body: ReactNode;
  if (pending || (loggedIn && me.isPending)) body = <Centered><Spin aria-label={t('gate.loading')} /></Centered>;
  else if (!loggedIn) body = <SignInPrompt />;
  else if (me.isError) {
    body = isForbidden(me.error) ? (
      <NotStaff />
    ) : (
      <Centered>
        <Result status="error" title={t('gate.errorTitle')} subTitle={me.error.message} extra={<Button onClick={() => void me.refetch()}>{t('common.retry')}</Button>} />
      </Centered>
    );
  } else body = <Console roles={me.data!.roles} />;
  return (
    <ConfigProvider theme={{ token: { fontFamily: consoleFont(token.fontFamily) } }}>
      {body}
      <AuthDialogs />
    </ConfigProvider>
  );
}

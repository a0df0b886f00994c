import { Suspense, useMemo, type ReactNode } from 'react';
import { Button, ConfigProvider, Result, Spin, theme } from 'antd';
import { Navigate, Route, Routes } from 'react-router';
import type { Role } from '@acsc/shared';
import { AuthDialogs } from '../components/auth/AuthDialogs.js';
import { openLogin } from '../components/auth/index.js';
import { loadNamespace, useTranslation } from '../components/i18n/index.js';
import './catalogs.js';
import { logout, useSession } from '../components/session/index.js';
import { isForbidden, useStaffMe } from './api.js';
import { AdminLayout } from './AdminLayout.js';
import { canOpenPage } from './common/section.js';
import { CONSOLE_CATALOGS, SECTIONS, sectionsFor } from './sections.js';
import './admin.css';

/** The console's texts (its own and every section's) load with its bundle, before its first render. */
export const adminReady = () => Promise.all(CONSOLE_CATALOGS.map((ns) => loadNamespace(ns))).then(() => undefined);

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
        subTitle={
          roles?.length
            ? t('gate.noPagesText', { roles: roles.map((r) => t(`roles.${r}`)).join(', ') })
            : t('gate.notStaffText')
        }
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

/** A staff member whose roles open no section yet (a moderator, support staff): honest about it, in their language. */
function EmptyConsole({ roles }: { roles: Role[] }) {
  const { t } = useTranslation('admin');
  return (
    <Result
      status="info"
      title={t('gate.emptyTitle')}
      subTitle={t('gate.emptyText', { roles: roles.map((r) => t(`roles.${r}`)).join(', ') })}
      extra={
        <Button type="primary" href="/">
          {t('gate.toSite')}
        </Button>
      }
    />
  );
}

/**
 * Every staff role enters; the menu and the pages are the sections the roles open (admin/sections.ts).
 * A page of a section the roles do not open says so; the start page is the first open section's index
 * page (the dashboard), else the first page the roles open, or the empty console when they open none.
 */
function Console({ roles }: { roles: Role[] }) {
  const routes = SECTIONS.flatMap((s) =>
    s.routes.map((r) => ({ ...r, key: `${s.key}:${r.path}`, open: canOpenPage(s, r, roles) })),
  );
  const start = routes.find((r) => r.path === '' && r.open);
  // Without an index page (support staff: the door's check-in only), the first page the roles open.
  const first = start ? undefined : routes.find((r) => r.open);
  const open = useMemo(() => sectionsFor(roles), [roles]);
  return (
    <AdminLayout roles={roles} sections={open}>
      <Suspense fallback={<Spin className="admin-page-spin" />}>
        <Routes>
          <Route
            index
            element={
              start ? (
                start.element
              ) : first ? (
                <Navigate to={`/admin/${first.path}`} replace />
              ) : (
                <EmptyConsole roles={roles} />
              )
            }
          />
          {routes
            .filter((r) => r.path !== '')
            .map((r) => (
              <Route key={r.key} path={r.path} element={r.open ? r.element : <NotStaff roles={roles} />} />
            ))}
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}

// Every console page shows Khmer (language tabs, Khmer texts) whatever the page language: the self-hosted
// Khmer face joins the font stack (its unicode-range keeps it from downloading for other scripts).
const consoleFont = (stack = '') =>
  stack.includes('Noto Sans Khmer')
    ? stack
    : `${stack.replace(/,?\s*sans-serif\s*$/, '')}, 'Noto Sans Khmer', sans-serif`;

/** /admin/*: staff sign in with their member account; members without a staff role see why they can't enter. */
export function AdminApp() {
  const { t } = useTranslation('admin');
  const { loggedIn, pending } = useSession();
  const me = useStaffMe(loggedIn);
  const { token } = theme.useToken();
  let body: ReactNode;
  if (pending || (loggedIn && me.isPending))
    body = (
      <Centered>
        <Spin aria-label={t('gate.loading')} />
      </Centered>
    );
  else if (!loggedIn) body = <SignInPrompt />;
  else if (me.isError) {
    body = isForbidden(me.error) ? (
      <NotStaff />
    ) : (
      <Centered>
        <Result
          status="error"
          title={t('gate.errorTitle')}
          subTitle={me.error.message}
          extra={<Button onClick={() => void me.refetch()}>{t('common.retry')}</Button>}
        />
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

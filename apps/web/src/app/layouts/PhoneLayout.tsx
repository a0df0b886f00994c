import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AuthDialogs } from '../../components/auth/AuthDialogs.js';
import { emit } from '../../components/events.js';
import { Header } from '../../components/layout/Header.js';
import { ScrollContainer } from '../../components/layout/ScrollContainer.js';
import { RouteProgress } from './RouteProgress.js';
import '../../components/layout/layout.css';

/** Spec section 2's phone layout (shared event pages opened inside apps): a compact header and the dialogs. */
export function PhoneLayout() {
  useEffect(() => emit('load-success'), []);
  return (
    <div className="shell shell--phone">
      <RouteProgress />
      <Header variant="compact" />
      <ScrollContainer className="shell-body">
        <main id="main" className="shell-main" tabIndex={-1}>
          <Outlet />
        </main>
      </ScrollContainer>
      <AuthDialogs />
    </div>
  );
}

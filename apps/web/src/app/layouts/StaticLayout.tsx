import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { emit } from '../../components/events.js';
import { AuthDialogs } from '../../components/auth/AuthDialogs.js';
import { Header } from '../../components/layout/Header.js';
import { ScrollContainer } from '../../components/layout/ScrollContainer.js';
import { RouteProgress } from './RouteProgress.js';
import '../../components/layout/layout.css';

/** Spec section 2's static layout (agreements, static association pages): logos and the language picker only. */
export function StaticLayout() {
  useEffect(() => emit('load-success'), []);
  return (
    <div className="shell shell--static">
      <RouteProgress />
      <Header variant="static" />
      <ScrollContainer className="shell-body">
        <main id="main" className="shell-main" tabIndex={-1}>
          <Outlet />
        </main>
      </ScrollContainer>
      {/* Invisible until opened; here so a session that turns invalid on a static page is still announced and redirected. */}
      <AuthDialogs />
    </div>
  );
}

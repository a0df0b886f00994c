import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { arrivedAt, attachSessionHost } from '../session/index.js';
import { currentRequest, subscribeRequests } from './requests.js';
import { lazyAntd } from '../antd/lazyAntd.js';
import { authTextsReady } from './texts.js';

// The dialogs (antd Form, Tabs, Select...) load on first use, keeping them out of the public first load.
// With antd's provider (theme, locale), which the app's root does not have.
// The sign-in texts (the auth catalog) come with them (components/auth/texts.ts).
const AuthFlow = lazyAntd(async () => {
  const [flow] = await Promise.all([import('./AuthFlow.js'), authTextsReady()]);
  return flow;
});

/** Host of the login, bind and register dialogs, mounted once by each layout. */
export function AuthDialogs() {
  const navigate = useNavigate();
  useEffect(() => {
    // Session redirects (logout, code 90) then change page without reloading the app.
    attachSessionHost((path) => void navigate(path));
  }, [navigate]);
  // The page the member left when their session ended is gone once another one is shown.
  const { pathname } = useLocation();
  useEffect(() => arrivedAt(pathname), [pathname]);
  const request = useSyncExternalStore(subscribeRequests, currentRequest, currentRequest);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AuthFlow request={request} />
    </Suspense>
  );
}

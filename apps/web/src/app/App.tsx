import { QueryClient, hydrate, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { router } from './router.js';
import { AppFrame } from './AppFrame.js';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

/**
 * The query cache starts from the reads the server drew the page with (its boot data), so the first render
 * draws the same page. A member's app reads them again with the session at once (the server drew the public
 * window: the member's likes, follows, blocks and own posts come with the app's own reads).
 */
export function primeQueries(state: unknown, member: boolean) {
  if (!state) return;
  hydrate(queryClient, state as DehydratedState);
  if (member) void queryClient.invalidateQueries(undefined, { cancelRefetch: false });
}

/** Resolves once the router has loaded the first route's lazy chunks (or failed to). */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * No antd ConfigProvider here: /, /news and an article render no antd component, so antd's theme and
 * CSS-in-JS code stay out of the first load (issue 8); what renders antd brings its own provider
 * (components/antd/lazyAntd.tsx).
 */
export function App() {
  return (
    <AppFrame client={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}

import { useContext, useEffect } from 'react';
import AntAppContext from 'antd/es/app/context';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { setToaster } from '../components/api/http.js';
import { router } from './router.js';
import { FeedbackProvider } from './feedback.js';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Binds the HTTP client's toasts to antd's message API (inside the App context, so it follows the theme). */
function ToastBridge() {
  const { message } = useContext(AntAppContext);
  useEffect(() => {
    setToaster({
      error: (text, seconds) => void message.error(text, seconds),
      success: (text) => void message.success(text, 2),
    });
  }, [message]);
  return null;
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
    <FeedbackProvider>
      <ToastBridge />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FeedbackProvider>
  );
}

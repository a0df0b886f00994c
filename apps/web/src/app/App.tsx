import { useContext, useEffect, useMemo } from 'react';
import { ConfigProvider } from 'antd';
import AntAppContext from 'antd/es/app/context';
import type { Locale } from 'antd/es/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { Language } from '@acsc/shared';
import { setToaster } from '../components/api/http.js';
import { router } from './router.js';
import { theme } from './theme.js';
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

export function App({ language, antdLocale }: { language: Language; antdLocale: Locale }) {
  const config = useMemo(() => theme(language), [language]);
  return (
    <ConfigProvider locale={antdLocale} theme={config}>
      <FeedbackProvider>
        <ToastBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </FeedbackProvider>
    </ConfigProvider>
  );
}

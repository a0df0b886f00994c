import { useContext, useEffect, type ReactNode } from 'react';
import AntAppContext from 'antd/es/app/context';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { setToaster } from '../components/api/http.js';
import { FeedbackProvider } from './feedback.js';

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

/** Everything around the router, the same in the browser and on the server (entry-server.tsx), so a server-drawn page hydrates. */
export function AppFrame({ client, children }: { client: QueryClient; children: ReactNode }) {
  // After the first commit (a hydration's too): main.tsx replays a tap that came before, tests can wait for it.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    window.dispatchEvent(new Event('app-ready'));
  }, []);
  return (
    <FeedbackProvider>
      <ToastBridge />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </FeedbackProvider>
  );
}

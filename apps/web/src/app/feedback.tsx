import { Suspense, useEffect, useState, type ReactNode } from 'react';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import { lazyAntd } from '../components/antd/lazyAntd.js';

/**
 * antd's App context (message, notification, modal: what `App.useApp()` returns) without putting
 * those components in the first load: until their chunk has loaded, calls are queued and answered
 * with a promise of the real call's result; afterwards they go straight through. Keeps the public
 * first load under budget (issue 2, section 4) while every component can still use App.useApp().
 */
let real: useAppProps | null = null;
const waiting: Array<(api: useAppProps) => void> = [];
/** Mounts the host; set while a FeedbackProvider is mounted. */
let demand: (() => void) | null = null;

function facade<K extends keyof useAppProps>(key: K): useAppProps[K] {
  return new Proxy({} as useAppProps[K], {
    get: (_target, method) => {
      if (typeof method !== 'string' || method === 'then') return undefined;
      return (...args: unknown[]) => {
        const call = (api: useAppProps) =>
          (api[key] as unknown as Record<string, (...a: unknown[]) => unknown>)[method](...args);
        if (real) return call(real);
        const queued = new Promise((resolve) => waiting.push((api) => resolve(call(api))));
        demand?.();
        return queued;
      };
    },
  });
}

const api: useAppProps = { message: facade('message'), notification: facade('notification'), modal: facade('modal') };

function setFeedbackApi(next: useAppProps) {
  // antd drops a message whose holder has not finished mounting; the host's first effect can run
  // before that, so calls queued while it loaded are delivered on the next task.
  setTimeout(() => {
    real = next;
    waiting.splice(0).forEach((fn) => fn(next));
  }, 0);
}

// In its own antd provider (theme, locale of the modal buttons): the app's root has none.
const FeedbackHost = lazyAntd(() => import('./FeedbackHost.js'));

export function FeedbackProvider({ children }: { children: ReactNode }) {
  // Mounted on the first message, notification or modal call, so the host's chunk (antd's App, modal
  // and button code) is not downloaded while the page's own content is still loading.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    demand = () => setMounted(true);
    if (waiting.length) setMounted(true);
    return () => {
      demand = null;
    };
  }, []);
  return (
    <AppContext.Provider value={api}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <FeedbackHost onReady={setFeedbackApi} />
        </Suspense>
      )}
    </AppContext.Provider>
  );
}

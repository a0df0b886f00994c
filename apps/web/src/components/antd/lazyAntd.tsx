import { lazy, type ComponentType, type ReactNode } from 'react';

/**
 * antd's ConfigProvider (theme, locale) and its CSS-in-JS runtime are not part of the first load
 * (issue 8): /, /news and an article render no antd component, so the root of the app has no
 * ConfigProvider. Whatever does render antd components is wrapped in its own provider, loaded with it:
 * a route's page (app/router.tsx), the staff console, and the lazy dialogs, drawers and the feedback
 * host (via lazyAntd below). Nested providers are harmless; they share antd's style cache.
 */
export type AntdConfig = ComponentType<{ children: ReactNode }>;

let loading: Promise<AntdConfig> | null = null;

/** The provider component, with the page language's antd locale loaded (once). */
export function loadAntd(): Promise<AntdConfig> {
  loading ??= import('./AntdConfig.js').then((m) => m.antdConfig());
  return loading;
}

/** Wraps a component in the antd provider (the provider must already be loaded). */
export function withAntd<P extends object>(Config: AntdConfig, Inner: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <Config>
      <Inner {...props} />
    </Config>
  );
  Wrapped.displayName = `Antd(${Inner.displayName ?? Inner.name ?? 'Component'})`;
  return Wrapped;
}

/** React.lazy for a component that renders antd: its chunk and the provider load together. */
export function lazyAntd<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [m, Config] = await Promise.all([load(), loadAntd()]);
    return { default: withAntd(Config, m.default) };
  });
}

import type { ReactNode } from 'react';

/**
 * Stands in for antd's tooltip UniqueProvider inside ConfigProvider only (vite.config.ts resolves it
 * here): ConfigProvider wraps the page in it just when `tooltip.unique` is configured, which this app
 * never does, yet importing it puts @rc-component/trigger (about 6 KB gzipped) in every first load.
 * Tooltips themselves still import the real one with their own chunk.
 */
export default function UniqueProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

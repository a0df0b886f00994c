import type { ReactNode } from 'react';

/** Guards login-required routes (being built in components/auth). */
export function RequireLogin({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

import type { ReactNode } from 'react';

/**
 * A route group's template: re-mounted on every navigation, so each page slides in (0.8 s, spec
 * §9; none under reduced motion) while the navbar and footer around it stay still.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  return <div className="animate-page-in">{children}</div>;
}

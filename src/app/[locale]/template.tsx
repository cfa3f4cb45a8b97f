import type { ReactNode } from 'react';

/** Re-mounted on every navigation, so each page slides in (0.8 s, spec §9; none under reduced motion). */
export default function PageTransition({ children }: { children: ReactNode }) {
  return <div className="animate-page-in">{children}</div>;
}

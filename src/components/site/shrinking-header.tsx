'use client';

import { useEffect, useState, type ReactNode } from 'react';

/** Spec: the navbar shrinks once the page has scrolled more than 10 px. */
export const shrinkAfterPx = 10;

export function ShrinkingHeader({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > shrinkAfterPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <header
      data-scrolled={scrolled}
      className="group fixed inset-x-0 top-0 z-40 border-b border-transparent transition-all duration-300 data-[scrolled=true]:border-line data-[scrolled=true]:bg-ink/85 data-[scrolled=true]:backdrop-blur-md"
    >
      {children}
    </header>
  );
}

import type { ReactNode } from 'react';

/**
 * The body of the site's status pages (not found, server error): the big code, what happened,
 * and what the visitor can do next.
 */
export function StatusMessage({
  code,
  title,
  description,
  children,
}: {
  code: string;
  title: string;
  description: string;
  /** Further lines and the actions, under the description. */
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-3xl flex-col items-center justify-center gap-6 px-4 pt-28 pb-16 text-center">
      <p className="text-gradient text-8xl font-black tracking-tight" aria-hidden>
        {code}
      </p>
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="max-w-xl text-lg text-fg-muted">{description}</p>
      {children}
    </section>
  );
}

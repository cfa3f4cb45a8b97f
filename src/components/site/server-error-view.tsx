'use client';

import { ButtonLink } from '@/components/ui/button-link';
import { useServerErrorTexts } from './server-error-texts';

/** The id Next gives a server error, also in the server's log line (src/instrumentation.ts). */
function referenceOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('digest' in error)) return undefined;
  return String(error.digest);
}

/**
 * The error page of the public site (HTTP 500), inside the site's chrome: what happened in the
 * visitor's language, a short reference to quote, and a way to try again or go home.
 */
export function ServerErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const texts = useServerErrorTexts();
  const reference = referenceOf(error);
  if (!texts) return null;
  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-3xl flex-col items-center justify-center gap-6 px-4 pt-28 pb-16 text-center">
      <p className="text-gradient text-8xl font-black tracking-tight" aria-hidden>
        {texts.code}
      </p>
      <h1 className="text-3xl font-bold sm:text-4xl">{texts.title}</h1>
      <p className="max-w-xl text-lg text-fg-muted">{texts.description}</p>
      {reference && (
        <p className="text-sm text-fg-muted" data-reference={reference}>
          {texts.reference.replace('{reference}', reference)}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={retry}
          className="inline-flex min-h-11 items-center justify-center rounded-full border border-line bg-ink-raised/60 px-6 py-3 text-sm font-semibold text-fg transition hover:border-accent hover:text-accent-strong"
        >
          {texts.retry}
        </button>
        <ButtonLink href="/" locale={texts.locale}>
          {texts.backHome}
        </ButtonLink>
      </div>
    </section>
  );
}

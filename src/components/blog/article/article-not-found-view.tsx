'use client';

import { ArrowLeft, FileSearch } from '@/components/ui/icons';
import { useParams } from 'next/navigation';
import { ButtonLink } from '@/components/ui/button-link';
import { localeFromLangParam, type Locale } from '@/i18n/locales';

export interface ArticleNotFoundText {
  title: string;
  text: string;
  back: string;
}

/**
 * 'Article non trouvé' in the route's language. The language comes from the route's params
 * in the browser: asking the request for it on the server (getLocale) would make every
 * article page render per request instead of being prerendered.
 */
export function ArticleNotFoundView({ texts }: { texts: Record<Locale, ArticleNotFoundText> }) {
  const locale = localeFromLangParam(useParams<{ locale: string }>().locale);
  const t = texts[locale];
  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-3xl flex-col items-center justify-center gap-6 px-4 pt-28 pb-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-violet/10 text-violet">
        <FileSearch aria-hidden className="size-8" />
      </span>
      <h1 className="text-3xl font-bold sm:text-4xl">{t.title}</h1>
      <p className="max-w-xl text-lg text-fg-muted">{t.text}</p>
      <ButtonLink href="/blog" locale={locale}>
        <ArrowLeft aria-hidden className="flip-rtl size-4" />
        {t.back}
      </ButtonLink>
    </section>
  );
}

import { ArrowLeft, FileSearch } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { localeFromLangParam } from '@/i18n/locales';

/**
 * An unknown, draft or scheduled article (spec: 'Article non trouvé'), HTTP 404. Not-found
 * files get no params, so the language is the request's (set by the [locale] layout), as in
 * app/[locale]/not-found.tsx (decision 005).
 */
export default async function ArticleNotFound() {
  const locale = localeFromLangParam(await getLocale());
  const t = await getTranslations({ locale, namespace: 'blog.article' });
  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-3xl flex-col items-center justify-center gap-6 px-4 pt-28 pb-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-violet/10 text-violet">
        <FileSearch aria-hidden className="size-8" />
      </span>
      <h1 className="text-3xl font-bold sm:text-4xl">{t('notFoundTitle')}</h1>
      <p className="max-w-xl text-lg text-fg-muted">{t('notFoundText')}</p>
      <ButtonLink href="/blog" locale={locale}>
        <ArrowLeft aria-hidden className="flip-rtl size-4" />
        {t('back')}
      </ButtonLink>
    </section>
  );
}

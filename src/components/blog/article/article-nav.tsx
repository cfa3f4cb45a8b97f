import { ArrowLeft } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/site/breadcrumb';
import { LocalizedLink } from '@/components/site/localized-link';
import type { Locale } from '@/i18n/locales';
import { ShareButton } from './share-button';

interface Props {
  locale: Locale;
  title: string;
  /** [name, internal path] from the home page to the article, as in the BreadcrumbList. */
  trail: [string, string][];
}

/** Above the article: the breadcrumb, the way back to the list and the share button. */
export async function ArticleNav({ locale, title, trail }: Props) {
  const [t, service] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.article' }),
    // The breadcrumb's landmark name ("Fil d'Ariane") is shared with the service pages.
    getTranslations({ locale, namespace: 'serviceDetail' }),
  ]);
  return (
    <div className="mx-auto max-w-3xl px-4 sm:px-6">
      <Breadcrumb trail={trail} label={service('breadcrumb')} locale={locale} />
      <div className="mb-10 flex flex-wrap items-center justify-between gap-4">
        <LocalizedLink
          href="/blog"
          locale={locale}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent transition hover:text-accent-strong"
        >
          <ArrowLeft aria-hidden className="flip-rtl size-4" />
          {t('back')}
        </LocalizedLink>
        <ShareButton
          title={title}
          label={t('share')}
          copied={t('shareCopied')}
          failed={t('shareFailed')}
        />
      </div>
    </div>
  );
}

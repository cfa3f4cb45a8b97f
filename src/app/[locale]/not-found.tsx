import { getLocale, getTranslations } from 'next-intl/server';
import { PageTransition } from '@/components/site/page-transition';
import { SiteChrome } from '@/components/site/site-chrome';
import { ButtonLink } from '@/components/ui/button-link';
import { localeFromLangParam } from '@/i18n/locales';

/**
 * The spec's not-found page, in the visitor's language (HTTP 404), with the site around it: it
 * is rendered under the root layout, outside the route groups that add the site's chrome.
 */
export default async function NotFound() {
  const locale = localeFromLangParam(await getLocale());
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <SiteChrome locale={locale}>
      <PageTransition>
        <section className="mx-auto flex min-h-[70dvh] max-w-3xl flex-col items-center justify-center gap-6 px-4 pt-28 pb-16 text-center">
          <p className="text-gradient text-8xl font-black tracking-tight" aria-hidden>
            {t('code')}
          </p>
          <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
          <p className="max-w-xl text-lg text-fg-muted">{t('description')}</p>
          <ButtonLink href="/" locale={locale}>
            {t('backHome')}
          </ButtonLink>
        </section>
      </PageTransition>
    </SiteChrome>
  );
}

import { getLocale, getTranslations } from 'next-intl/server';
import { PageTransition } from '@/components/site/page-transition';
import { SiteChrome } from '@/components/site/site-chrome';
import { StatusMessage } from '@/components/site/status-message';
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
        <StatusMessage code={t('code')} title={t('title')} description={t('description')}>
          <ButtonLink href="/" locale={locale}>
            {t('backHome')}
          </ButtonLink>
        </StatusMessage>
      </PageTransition>
    </SiteChrome>
  );
}

import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { Toaster } from './toaster';

/**
 * The toast container of a page that raises toasts, labelled in its language. The spec's
 * numbers: 3 visible at most, 1 on the contact page.
 */
export async function SiteToaster({
  locale,
  visibleToasts,
}: {
  locale: Locale;
  visibleToasts?: number;
}) {
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <Toaster
      dir={localeInfo[locale].dir}
      visibleToasts={visibleToasts}
      label={t('toastRegion')}
      closeLabel={t('toastClose')}
    />
  );
}

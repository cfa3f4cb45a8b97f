import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/site/site-chrome';
import { pageLocale } from '@/i18n/params';

/** The site around every page that lives at the same path in each language. */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  return <SiteChrome locale={await pageLocale(params)}>{children as ReactNode}</SiteChrome>;
}

import type { Metadata } from 'next';
import { getPageCopy } from '@/components/site/page-copy';
import type { Locale } from '@/i18n/locales';
import { sitePageMetadata } from '@/server/og/page-metadata.server';
import type { TokenPurpose } from '@/server/newsletter/tokens.server';

/**
 * A newsletter link page: personal, so never indexed (nor its links followed from it). Its
 * language alternates keep the token, so the language picker switches language on the same link.
 * Its title and description are the newsletter page's section named after the link (decision 058).
 */
export async function newsletterLinkMetadata(
  locale: Locale,
  page: TokenPurpose,
  token: string,
): Promise<Metadata> {
  const copy = (await getPageCopy('newsletter', locale))[page];
  return sitePageMetadata({
    locale,
    path: `/newsletter/${page}?token=${encodeURIComponent(token)}`,
    title: copy?.fields.metaTitle?.text ?? '',
    description: copy?.fields.title?.text ?? '',
    robots: { index: false, follow: false },
  });
}

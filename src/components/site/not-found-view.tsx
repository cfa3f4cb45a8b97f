import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusMessage } from '@/components/site/status-message';
import { ButtonLink } from '@/components/ui/button-link';
import type { Locale } from '@/i18n/locales';
import { answerNotFound } from '@/server/http/unknown-page.server';
import { findRedirect } from '@/server/redirects/redirects.server';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

/** What an unknown path answers (src/server/http/unknown-page.server.ts). */
export type UnknownPathAnswer = 'not-found' | 'gone';

const namespaceOf = { 'not-found': 'notFound', gone: 'gone' } as const;

/**
 * The spec's not-found page body ('404', 'Page introuvable', …) in `locale`, or the page of an
 * address removed for good ('410', 'Page supprimée').
 */
export async function NotFoundView({
  locale,
  answer = 'not-found',
}: {
  locale: Locale;
  answer?: UnknownPathAnswer;
}) {
  const [t, home] = await Promise.all([
    getTranslations({ locale, namespace: namespaceOf[answer] }),
    getTranslations({ locale, namespace: 'notFound' }),
  ]);
  return (
    <StatusMessage code={t('code')} title={t('title')} description={t('description')}>
      <ButtonLink href="/" locale={locale}>
        {home('backHome')}
      </ButtonLink>
    </StatusMessage>
  );
}

/** For a public page with nothing at its address: answers 404 and draws the not-found page. */
export function notFoundPage(locale: Locale) {
  answerNotFound();
  return <NotFoundView locale={locale} />;
}

/** Such a page's tab title ('Page introuvable — Automatia'), never indexed. */
export async function notFoundMetadata(
  locale: Locale,
  answer: UnknownPathAnswer = 'not-found',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: namespaceOf[answer] });
  return {
    title: { absolute: `${t('title')} — ${(await getAgencySettings(locale)).siteName}` },
    robots: { index: false },
  };
}

/** The metadata of an unknown path's page: its redirect's answer decides which title. */
export async function unknownPathMetadata(path: string, locale: Locale): Promise<Metadata> {
  const redirect = await findRedirect(path, locale);
  return notFoundMetadata(locale, redirect?.status === 410 ? 'gone' : 'not-found');
}

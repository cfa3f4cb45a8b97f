import { ArrowRight, CalendarDays, Mail } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import {
  formatArticleDate,
  pageLanguageAttributes,
} from '@/components/blog/article/article-format';
import { ButtonLink } from '@/components/ui/button-link';
import { LocalizedLink } from '@/components/site/localized-link';
import { shown } from '@/components/site/page-copy';
import { localeInfo, type Locale } from '@/i18n/locales';
import type { ArchivedCampaign } from '@/server/newsletter/campaign-pages.server';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { campaignWebPath } from '@/server/newsletter/campaign-mail.server';

/**
 * The newsletter's archive: every letter sent, newest first, each a card with its subject, the
 * day it went and its preheader, linking to its web version. A letter not written in the page's
 * language shows in French, marked as such (`lang`, `dir`). Its words are the `archive` section
 * of the newsletter's page (decision 058); the list's labels are interface text.
 */
export async function NewsletterArchive({
  locale,
  campaigns,
  copy,
}: {
  locale: Locale;
  campaigns: ArchivedCampaign[];
  copy: ShownSection | undefined;
}) {
  const t = await getTranslations({ locale, namespace: 'newsletterArchive' });
  const text = (name: string) => shown(copy?.fields[name], locale);
  return (
    <div className="relative">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-gradient-to-b from-accent/10 to-transparent"
      />
      <div className="relative mx-auto max-w-4xl px-4 pt-32 pb-20 sm:px-6">
        <header className="border-b border-line pb-10">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">
            {text('eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl leading-tight font-bold text-balance sm:text-5xl rtl:leading-snug">
            {text('title')}
          </h1>
          <p className="mt-6 text-lg leading-8 text-fg-muted">{text('intro')}</p>
          <ButtonLink href="/blog" locale={locale} variant="secondary" className="mt-8">
            <Mail aria-hidden className="size-4" />
            {text('subscribe')}
          </ButtonLink>
        </header>

        {campaigns.length === 0 ? (
          <p className="mt-12 rounded-2xl border border-line bg-ink-card/60 p-8 text-center text-fg-muted">
            {text('empty')}
          </p>
        ) : (
          <ul aria-label={t('listLabel')} className="mt-12 space-y-5">
            {campaigns.map((campaign) => {
              const content = localeInfo[campaign.contentLocale];
              const own = pageLanguageAttributes(locale, campaign.contentLocale);
              return (
                <li key={campaign.slug}>
                  <article
                    lang={content.tag}
                    dir={content.dir}
                    className="rounded-2xl border border-line bg-ink-card/60 p-6 transition hover:border-accent/50 sm:p-7"
                  >
                    <p className="flex items-center gap-2 text-sm text-fg-muted" {...own}>
                      <CalendarDays aria-hidden className="size-4 shrink-0 text-accent" />
                      <time dateTime={campaign.sentAt}>
                        {t('sentOn', { date: formatArticleDate(campaign.sentAt, locale) })}
                      </time>
                    </p>
                    <h2 className="mt-3 text-2xl font-semibold text-balance">
                      <LocalizedLink
                        href={campaignWebPath(campaign.slug)}
                        locale={locale}
                        className="hover:text-accent-strong"
                      >
                        {campaign.subject}
                      </LocalizedLink>
                    </h2>
                    {campaign.preheader ? (
                      <p className="mt-3 leading-relaxed text-fg-muted">{campaign.preheader}</p>
                    ) : null}
                    <p className="mt-4 text-sm font-semibold text-accent-strong" {...own}>
                      <span aria-hidden className="inline-flex items-center gap-1.5">
                        {t('read')}
                        <ArrowRight className="size-4 flip-rtl" />
                      </span>
                    </p>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

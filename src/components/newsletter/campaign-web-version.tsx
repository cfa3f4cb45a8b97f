import { ArrowLeft, CalendarDays, Mail } from '@/components/ui/icons';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import {
  formatArticleDate,
  pageLanguageAttributes,
} from '@/components/blog/article/article-format';
import { ButtonLink } from '@/components/ui/button-link';
import { LocalizedLink } from '@/components/site/localized-link';
import { shown } from '@/components/site/page-copy';
import { localeInfo, type Locale } from '@/i18n/locales';
import type { PublicCampaign } from '@/server/newsletter/campaign-pages.server';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';

/**
 * A campaign's web version: the letter as its readers received it (subject, image, the
 * Markdown rendered like an article), in the site's look, without anything about its readers.
 * Shown in French where it was not written in the page's language, and said so. Its eyebrow and
 * call to action are the archive's (`copy`, decision 058).
 */
export async function CampaignWebVersion({
  locale,
  campaign,
  copy,
}: {
  locale: Locale;
  campaign: PublicCampaign;
  copy: ShownSection | undefined;
}) {
  const t = await getTranslations({ locale, namespace: 'newsletterArchive' });
  const content = localeInfo[campaign.contentLocale];
  const own = pageLanguageAttributes(locale, campaign.contentLocale);
  return (
    <article lang={content.tag} dir={content.dir} className="relative">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-gradient-to-b from-accent/10 to-transparent"
      />
      <div className="relative mx-auto max-w-3xl px-4 pt-32 pb-20 sm:px-6">
        <p {...own}>
          <LocalizedLink
            href="/newsletter"
            locale={locale}
            className="inline-flex items-center gap-1.5 text-sm text-fg-muted hover:text-accent-strong"
          >
            <ArrowLeft aria-hidden className="size-4 flip-rtl" />
            {t('back')}
          </LocalizedLink>
        </p>
        <header className="mt-6 border-b border-line pb-8">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase" {...own}>
            {shown(copy?.fields.eyebrow, locale)}
          </p>
          <h1 className="mt-3 text-4xl leading-tight font-bold text-balance sm:text-5xl rtl:leading-snug">
            {campaign.subject}
          </h1>
          <p className="mt-5 flex flex-wrap items-center gap-2 text-sm text-fg-muted" {...own}>
            <CalendarDays aria-hidden className="size-4 shrink-0 text-accent" />
            <time dateTime={campaign.sentAt}>
              {t('sentOn', { date: formatArticleDate(campaign.sentAt, locale) })}
            </time>
            {campaign.contentLocale !== locale ? <span>· {t('inFrench')}</span> : null}
          </p>
        </header>
        {campaign.image ? (
          <div className="relative mt-10 aspect-[16/9] overflow-hidden rounded-2xl border border-line bg-ink-raised">
            <Image
              src={campaign.image}
              alt=""
              fill
              priority
              sizes="(min-width: 768px) 720px, calc(100vw - 2rem)"
              className="object-cover"
            />
          </div>
        ) : null}
        {/* Sanitised on the server by the articles' own renderer (rehype-sanitize). */}
        <div className="article-body mt-10" dangerouslySetInnerHTML={{ __html: campaign.html }} />
        <div
          className="mt-14 rounded-2xl border border-line bg-ink-card/60 p-6 text-center"
          {...own}
        >
          <ButtonLink href="/blog" locale={locale}>
            <Mail aria-hidden className="size-4" />
            {shown(copy?.fields.subscribe, locale)}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

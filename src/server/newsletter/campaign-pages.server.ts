import 'server-only';
import { settings } from '@/config/settings';
import { absoluteUrl } from '@/i18n/href';
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales';
import { hreflangAlternates } from '@/lib/seo';
import type { SitemapEntry } from '@/lib/sitemap-xml';
import { renderMarkdown } from '@/server/blog/markdown.server';
import { cachedContent } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { campaignWebPath } from './campaign-mail.server';

/*
 * The newsletter's public side (issue 15 §2): the archive at /newsletter and each campaign's web
 * version at /newsletter/{slug}, in every language (a campaign not written in a language shows
 * its French text there, as its French readers received it). Public from the moment it starts
 * sending, never once cancelled. Nothing about subscribers is read here. Cached and tagged
 * `newsletter`: a campaign that starts, ends or is cancelled expires these pages (decision 026).
 */

/** How long a cached answer lives without a change (a safety net). */
export const newsletterRevalidateSeconds = 300;

export interface ArchivedCampaign {
  slug: string;
  subject: string;
  preheader: string;
  /** When it started sending (ISO). */
  sentAt: string;
  /** The language its text is in here: the page's, or French. */
  contentLocale: Locale;
}

export interface PublicCampaign extends ArchivedCampaign {
  /** The Markdown body, sanitised and rendered like an article's. */
  html: string;
  image: string;
}

function publicCampaigns() {
  return getDb()
    .selectFrom('newsletter_campaign')
    .where('status', 'in', ['sending', 'sent'])
    .where('slug', 'is not', null)
    .where('started_at', 'is not', null);
}

async function textsOf(ids: string[]) {
  if (ids.length === 0) return [];
  return getDb()
    .selectFrom('newsletter_campaign_translation')
    .select(['campaign_id', 'locale', 'subject', 'preheader', 'body'])
    .where('campaign_id', 'in', ids)
    .execute();
}

function textFor<Text extends { campaign_id: string; locale: string }>(
  texts: Text[],
  id: string,
  locale: Locale,
): (Text & { contentLocale: Locale }) | undefined {
  const own = texts.find((text) => text.campaign_id === id && text.locale === locale);
  const shown = own ?? texts.find((text) => text.campaign_id === id && text.locale === 'fr');
  return shown && isLocale(shown.locale) ? { ...shown, contentLocale: shown.locale } : undefined;
}

/** The public campaigns, newest first, as a language shows them. */
export async function listArchivedCampaigns(locale: Locale): Promise<ArchivedCampaign[]> {
  const campaigns = await publicCampaigns()
    .select(['id', 'slug', 'started_at'])
    .orderBy('started_at', 'desc')
    .orderBy('id')
    .execute();
  const texts = await textsOf(campaigns.map((campaign) => campaign.id));
  return campaigns.flatMap((campaign) => {
    const text = textFor(texts, campaign.id, locale);
    return text
      ? [
          {
            slug: campaign.slug!,
            subject: text.subject,
            preheader: text.preheader,
            sentAt: campaign.started_at!,
            contentLocale: text.contentLocale,
          },
        ]
      : [];
  });
}

/** A public campaign's web version in a language; undefined when no public campaign has it. */
export async function findPublicCampaign(
  slug: string,
  locale: Locale,
): Promise<PublicCampaign | undefined> {
  const campaign = await publicCampaigns()
    .select(['id', 'slug', 'started_at', 'image'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!campaign) return undefined;
  const text = textFor(await textsOf([campaign.id]), campaign.id, locale);
  if (!text) return undefined;
  return {
    slug,
    subject: text.subject,
    preheader: text.preheader,
    sentAt: campaign.started_at!,
    contentLocale: text.contentLocale,
    image: campaign.image,
    html: await renderMarkdown(text.body, text.contentLocale),
  };
}

const cachedArchive = cachedContent(
  'newsletter',
  'newsletter-archive',
  (locale: Locale) => listArchivedCampaigns(locale),
  newsletterRevalidateSeconds,
);

const cachedCampaign = cachedContent(
  'newsletter',
  'newsletter-campaign',
  (slug: string, locale: Locale) => findPublicCampaign(slug, locale),
  newsletterRevalidateSeconds,
);

/** The archive as pages read it (cached, tagged `newsletter`). */
export function getArchivedCampaigns(locale: Locale): Promise<ArchivedCampaign[]> {
  return cachedArchive(locale);
}

/** A web version as pages read it (cached, tagged `newsletter`). */
export function getPublicCampaign(
  slug: string,
  locale: Locale,
): Promise<PublicCampaign | undefined> {
  return cachedCampaign(slug, locale);
}

/**
 * The sitemap's newsletter entries: the archive and every public campaign, in each language,
 * each with the full set of alternates (every language shows every campaign).
 */
export async function newsletterSitemapEntries(): Promise<SitemapEntry[]> {
  const { SITE_URL } = settings();
  const campaigns = await getArchivedCampaigns(defaultLocale);
  const pages = [
    { path: '/newsletter', lastModified: campaigns[0]?.sentAt },
    ...campaigns.map((campaign) => ({
      path: campaignWebPath(campaign.slug),
      lastModified: campaign.sentAt,
    })),
  ];
  return pages.flatMap(({ path, lastModified }) => {
    const alternates = hreflangAlternates(SITE_URL, path);
    return locales.map((locale) => ({
      url: absoluteUrl(SITE_URL, path, locale),
      lastModified,
      changeFrequency: 'monthly' as const,
      priority: 0.5,
      alternates,
    }));
  });
}

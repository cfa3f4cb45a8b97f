import 'server-only';
import type { Kysely } from 'kysely';
import { absoluteUrl } from '@/i18n/href';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { escapeMarkup } from '@/lib/markup-escape';
import type { Database } from '@/server/db/schema';
import type { MailContent } from '@/server/mail/compose';
import { campaignMail, type MailSite } from '@/server/mail/templates.server';
import { readMailCopy } from '@/server/page-sections/mail-copy.server';
import { renderMailMarkdown } from './mail-markdown.server';

/*
 * What a campaign mail is made of (decision 026). When sending begins, each language's mail is
 * rendered once with a placeholder where the reader's own unsubscribe link goes; each queued
 * mail keeps only that link (`body_values`), and the worker fills it in at hand-over. The
 * Message-ID is fixed by campaign and subscriber, so any resend is recognisably the same mail.
 */

/** Stands for the reader's unsubscribe link in a rendered campaign mail; no one can type it. */
export const unsubscribePlaceholder = '\u001funsubscribe-url\u001f';

/** The values a queued campaign mail carries for its reader. */
export interface CampaignMailValues {
  unsubscribeUrl: string;
}

/** One Message-ID per (campaign, subscriber): a second queueing or a resend is the same mail. */
export function campaignMessageId(campaignId: string, subscriberId: string, domain: string) {
  return `<campaign-${campaignId}-${subscriberId}@${domain}>`;
}

/** The web version's public path (its language is the `?lang=` of the URL). */
export function campaignWebPath(slug: string): string {
  return `/newsletter/${slug}`;
}

/** The language a subscriber reads a campaign in: theirs when written, else French. */
export function campaignLocaleFor(subscriberLocale: string, written: readonly Locale[]): Locale {
  return isLocale(subscriberLocale) && written.includes(subscriberLocale)
    ? subscriberLocale
    : defaultLocale;
}

export interface CampaignText {
  locale: Locale;
  subject: string;
  preheader: string;
  body: string;
}

/**
 * One language of a campaign as a mail. `unsubscribeUrl` is the placeholder when rendering for
 * every reader, a real link for a test. The web version's link is where it will be once sent.
 * Its frame's words are the `mail` page's, read from `db` (decision 062).
 */
export async function renderCampaignMail(
  db: Kysely<Database>,
  campaign: { slug: string; image: string },
  text: CampaignText,
  site: MailSite,
  { unsubscribeUrl, test = false }: { unsubscribeUrl: string; test?: boolean },
): Promise<MailContent> {
  return campaignMail({
    locale: text.locale,
    subject: text.subject,
    preheader: text.preheader,
    body: await renderMailMarkdown(text.body, text.locale, site.siteUrl, campaign.slug),
    image: campaign.image ? new URL(campaign.image, site.siteUrl).toString() : undefined,
    webUrl: absoluteUrl(site.siteUrl, campaignWebPath(campaign.slug), text.locale),
    unsubscribeUrl,
    site,
    copy: await readMailCopy(db, text.locale),
    test,
  });
}

/** A rendered campaign mail completed for one reader. */
export function fillCampaignMail(
  rendered: { text: string; html: string },
  values: CampaignMailValues,
): { text: string; html: string } {
  return {
    text: rendered.text.replaceAll(unsubscribePlaceholder, values.unsubscribeUrl),
    html: rendered.html.replaceAll(unsubscribePlaceholder, escapeMarkup(values.unsubscribeUrl)),
  };
}

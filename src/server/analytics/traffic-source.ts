import { utmParameters } from './public-page';

/** Where a visit comes from, as its first page view tells it. */
export type CampaignTags = Record<(typeof utmParameters)[number], string>;

/**
 * What a newsletter campaign's links to the site carry (the same for every reader: never anything
 * that tells one subscriber from another), so a visit from a letter is counted as one.
 */
export function newsletterCampaignTags(campaignSlug: string): Record<string, string> {
  return { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaignSlug };
}

/** Whether a page's address is a campaign mail's link: the goal "campaign link followed". */
export function followsCampaignLink(tags: CampaignTags): boolean {
  return tags.utm_medium.toLowerCase() === 'email';
}

/** A value shown later in the admin: bounded, no control characters, trimmed. */
export const maxSourceLength = 100;

function bounded(value: string | null): string {
  return (value ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, maxSourceLength);
}

/** The five UTM parameters of a page's address, '' for each one absent, each length-capped. */
export function campaignTags(query: URLSearchParams): CampaignTags {
  return Object.fromEntries(
    utmParameters.map((name) => [name, bounded(query.get(name))]),
  ) as CampaignTags;
}

/**
 * The referring site's host ('linkedin.com'), without `www.`; '' when there is none, when it is
 * this site (a visitor moving between its pages) or when it is not a web address.
 */
export function referrerDomain(referrer: string | undefined, ownHost: string): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  const withoutWww = (name: string) => name.toLowerCase().replace(/^www\./, '');
  // The own host is compared with its port (a site on :3000 is still itself); the port is dropped.
  if (withoutWww(url.host) === withoutWww(ownHost)) return '';
  return withoutWww(url.hostname).slice(0, maxSourceLength);
}

import 'server-only';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { settings } from '@/config/settings';
import { pageMetadata, type PageMetadataInput } from '@/lib/seo';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';
import { cardVersion, siteCardContent } from './card-content.server';

/**
 * pageMetadata with the site's URL and the agency's name (the site settings'): what pages call.
 * A page rendered in draft mode (a preview, decision 069) is never indexed, and its head names
 * the agency as the settings' draft does, as its body does; reading draft mode keeps a
 * prerendered page static (it reads as off there). A page without a card of its own prints the
 * site's card under the version of what it draws (decision 084).
 */
export async function sitePageMetadata(
  input: Omit<PageMetadataInput, 'siteUrl' | 'siteName'>,
): Promise<Metadata> {
  const [{ siteName }, { isEnabled: preview }, siteCard] = await Promise.all([
    agencySettingsOfRequest(input.locale),
    draftMode(),
    input.images ? undefined : siteCardContent(input.locale),
  ]);
  const robots = preview ? { index: false, follow: false } : input.robots;
  return pageMetadata({
    ...input,
    robots,
    siteUrl: settings().SITE_URL,
    siteName,
    siteCardVersion: siteCard && cardVersion(siteCard),
  });
}

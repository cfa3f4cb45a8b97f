import 'server-only';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { settings } from '@/config/settings';
import { pageMetadata, type PageMetadataInput } from '@/lib/seo';
import { agencySettingsOfRequest } from './site-settings-pages.server';

/**
 * pageMetadata with the site's URL and the agency's name (the site settings'): what pages call.
 * A page rendered in draft mode (a preview, decision 069) is never indexed, and its head names
 * the agency as the settings' draft does, as its body does; reading draft mode keeps a
 * prerendered page static (it reads as off there).
 */
export async function sitePageMetadata(
  input: Omit<PageMetadataInput, 'siteUrl' | 'siteName'>,
): Promise<Metadata> {
  const [{ siteName }, { isEnabled: preview }] = await Promise.all([
    agencySettingsOfRequest(input.locale),
    draftMode(),
  ]);
  const robots = preview ? { index: false, follow: false } : input.robots;
  return pageMetadata({ ...input, robots, siteUrl: settings().SITE_URL, siteName });
}

import 'server-only';
import type { Metadata } from 'next';
import { settings } from '@/config/settings';
import { pageMetadata, type PageMetadataInput } from '@/lib/seo';
import { getAgencySettings } from './site-settings-pages.server';

/** pageMetadata with the site's URL and the agency's name (the site settings'): what pages call. */
export async function sitePageMetadata(
  input: Omit<PageMetadataInput, 'siteUrl' | 'siteName'>,
): Promise<Metadata> {
  const { siteName } = await getAgencySettings(input.locale);
  return pageMetadata({ ...input, siteUrl: settings().SITE_URL, siteName });
}

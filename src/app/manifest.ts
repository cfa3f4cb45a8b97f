import type { MetadataRoute } from 'next';
import { defaultLocale } from '@/i18n/locales';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

/** The web app manifest: the agency's name (the site settings') and dark colours, the logo as icon. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { siteName } = await getAgencySettings(defaultLocale);
  return {
    name: siteName,
    short_name: siteName,
    start_url: '/',
    display: 'standalone',
    background_color: '#070b16',
    theme_color: '#070b16',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

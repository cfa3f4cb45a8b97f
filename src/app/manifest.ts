import type { MetadataRoute } from 'next';
import { settings } from '@/config/settings';

/** The web app manifest: the site's name and dark colours, the logo as icon. */
export default function manifest(): MetadataRoute.Manifest {
  const { SITE_NAME } = settings();
  return {
    name: SITE_NAME,
    short_name: SITE_NAME,
    start_url: '/',
    display: 'standalone',
    background_color: '#070b16',
    theme_color: '#070b16',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

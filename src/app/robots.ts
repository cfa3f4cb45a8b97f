import type { MetadataRoute } from 'next';
import { settings } from '@/config/settings';

/** Everything public may be crawled; the admin area may not. */
export default function robots(): MetadataRoute.Robots {
  const { SITE_URL } = settings();
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/admin' },
    sitemap: new URL('/sitemap.xml', SITE_URL).toString(),
  };
}

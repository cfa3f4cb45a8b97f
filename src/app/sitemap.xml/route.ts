import { settings } from '@/config/settings';
import { sitemapIndexXml } from '@/lib/sitemap-xml';
import { sitemapFiles } from '@/server/sitemap/sitemaps.server';

// Posts and services change without a build: regenerated like the blog pages, and at once on a
// change of what it lists (its reads are tagged).
export const revalidate = 300;

/** GET /sitemap.xml: the sitemap index, one child per kind of content (pages, posts per language). */
export async function GET(): Promise<Response> {
  const { SITE_URL } = settings();
  const files = await sitemapFiles();
  const body = sitemapIndexXml(
    files.map(({ name, lastModified }) => ({
      url: new URL(`/sitemaps/${name}.xml`, SITE_URL).toString(),
      lastModified,
    })),
  );
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}

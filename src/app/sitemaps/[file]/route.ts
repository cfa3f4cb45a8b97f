import { urlsetXml } from '@/lib/sitemap-xml';
import { sitemapFile, sitemapFiles } from '@/server/sitemap/sitemaps.server';

// Like the index: regenerated at once when what it lists changes.
export const revalidate = 300;

/** The children the index lists at build time; a part added later renders on its first request. */
export async function generateStaticParams(): Promise<{ file: string }[]> {
  return (await sitemapFiles()).map(({ name }) => ({ file: `${name}.xml` }));
}

/** GET /sitemaps/{name}.xml: one child sitemap of the index (sitemap.xml). */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/sitemaps/[file]'>,
): Promise<Response> {
  const { file } = await params;
  const entries = file.endsWith('.xml') ? await sitemapFile(file.slice(0, -4)) : undefined;
  if (!entries) return new Response('Not found', { status: 404 });
  return new Response(urlsetXml(entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}

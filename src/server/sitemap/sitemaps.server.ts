import 'server-only';
import { settings } from '@/config/settings';
import { publicPagePaths } from '@/content/public-pages';
import { absoluteUrl } from '@/i18n/href';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { hreflangAlternates, translationAlternates } from '@/lib/seo';
import { maxSitemapUrls, newestModification, type SitemapEntry } from '@/lib/sitemap-xml';
import { getSitemapPosts } from '@/server/blog/cached.server';
import { newsletterSitemapEntries } from '@/server/newsletter/campaign-pages.server';
import { getLandingPages } from '@/server/landing-pages/landing-pages.server';
import { getServices } from '@/server/services/service-pages.server';

/*
 * The sitemap index (/sitemap.xml) and its children (/sitemaps/{name}.xml), one per kind of
 * content, each built from the public-URL helpers (src/i18n/href.ts, src/lib/seo.ts) and each
 * under the protocol's limits: a kind with more URLs than a child holds is cut into parts
 * (`posts-fr-2`). Decision 024.
 */

/** One kind of content: its child sitemap's name and the entries it lists. */
interface SitemapKind {
  name: string;
  entries: () => Promise<SitemapEntry[]>;
}

/**
 * Every public page in every language: those fixed in code and every visible service of the
 * database, each with the page's full hreflang set (the landing pages' regional alternates
 * included), as in the pages' <head>. No lastmod: nothing records when a page's code changed.
 */
async function pageEntries(): Promise<SitemapEntry[]> {
  const { SITE_URL } = settings();
  const [serviceList, landingPages] = await Promise.all([
    getServices(defaultLocale),
    getLandingPages(),
  ]);
  const services = serviceList.map((service) => `/services/${service.id}`);
  const regional = new Map(
    landingPages.map((page) => [`/services/${page.slug}`, page.regionalAlternates]),
  );
  const landingSlugs = landingPages.map((page) => page.slug);
  return [...publicPagePaths(landingSlugs), ...services].flatMap((path) => {
    const alternates = hreflangAlternates(SITE_URL, path, regional.get(path));
    return locales.map((locale) => ({
      url: absoluteUrl(SITE_URL, path, locale),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.7,
      alternates,
    }));
  });
}

/**
 * Every published post written in a language, with the alternates of the translations that
 * exist and the time its text or settings last changed.
 */
async function postEntries(locale: Locale): Promise<SitemapEntry[]> {
  const { SITE_URL } = settings();
  return (await getSitemapPosts(locale)).map((post) => ({
    url: absoluteUrl(SITE_URL, `/blog/${post.slug}`, locale),
    lastModified: post.updatedAt,
    changeFrequency: 'weekly' as const,
    priority: 0.6,
    alternates: translationAlternates(
      SITE_URL,
      Object.fromEntries(post.translations.map((link) => [link.locale, `/blog/${link.slug}`])),
    ),
  }));
}

/** The children of the index, one line per kind of content. */
const sitemapKinds: SitemapKind[] = [
  { name: 'pages', entries: pageEntries },
  ...locales.map((locale) => ({ name: `posts-${locale}`, entries: () => postEntries(locale) })),
  { name: 'newsletter', entries: newsletterSitemapEntries },
];

/** A child's file name: the kind's name, then `-2`, `-3`… for the parts after the first. */
function fileName(kind: string, part: number): string {
  return part === 1 ? kind : `${kind}-${part}`;
}

/** The index's children: each file's name and its newest change. */
export async function sitemapFiles(): Promise<{ name: string; lastModified?: string }[]> {
  const kinds = await Promise.all(
    sitemapKinds.map(async (kind) => ({ kind, entries: await kind.entries() })),
  );
  return kinds.flatMap(({ kind, entries }) =>
    Array.from({ length: Math.max(1, Math.ceil(entries.length / maxSitemapUrls)) }, (_, index) => ({
      name: fileName(kind.name, index + 1),
      lastModified: newestModification(
        entries.slice(index * maxSitemapUrls, (index + 1) * maxSitemapUrls),
      ),
    })),
  );
}

/** The entries of one child sitemap by its name, or undefined when there is no such file. */
export async function sitemapFile(name: string): Promise<SitemapEntry[] | undefined> {
  for (const kind of sitemapKinds) {
    const rest = name === kind.name ? '1' : name.match(`^${kind.name}-([2-9]|[1-9][0-9]+)$`)?.[1];
    if (!rest) continue;
    const part = Number(rest);
    const entries = await kind.entries();
    const slice = entries.slice((part - 1) * maxSitemapUrls, part * maxSitemapUrls);
    return part === 1 || slice.length > 0 ? slice : undefined;
  }
  return undefined;
}

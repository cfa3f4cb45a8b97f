import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { LegalDocument, type LegalSection } from '@/components/legal/legal-document';
import { JsonLd } from '@/components/seo/json-ld';
import { settings } from '@/config/settings';
import type { Locale } from '@/i18n/locales';
import type { SectionPage } from '@/lib/page-sections/pages';
import { copyPlaceholders } from '@/lib/page-sections/placeholders';
import type { ShownText } from '@/lib/shown-text';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import {
  showLine,
  showMarkdown,
  type ShownSection,
} from '@/server/page-sections/page-sections-pages.server';
import { shownSectionsOfRequest } from '@/server/page-sections/section-preview.server';
import { sitePageMetadata } from '@/server/og/page-metadata.server';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';
import { getPageCopy } from '@/components/site/page-copy';

/** The date the legal pages were last revised (ISO), shown in each language's long format. */
const legalLastUpdated = '2026-11-27';

type LegalPage = Extract<SectionPage, 'terms' | 'privacy'>;

/** The sections that are not articles: the page's meta, header and closing note. */
const frameSections = new Set(['meta', 'header', 'closing']);

function field(section: ShownSection | undefined, name: string): ShownText {
  return section?.fields[name] ?? { text: '' };
}

/** A legal page's title and description: its `meta` section, `{name}` the settings' (decision 061). */
export async function legalPageMetadata(page: LegalPage, locale: Locale): Promise<Metadata> {
  const { meta } = await getPageCopy(page, locale);
  return sitePageMetadata({
    locale,
    path: `/${page}`,
    title: meta?.fields.title?.text ?? '',
    description: meta?.fields.description?.text ?? '',
  });
}

/**
 * A legal page (terms, privacy) from its sections (decision 047): the header's eyebrow, title and
 * intro, one article per shown section (numbered 'Article 1…' when `numbered`), and the closing
 * note; the agency's name, address and e-mail filled in from the settings. The navigation labels
 * (table of contents, last update) and the articles' numbering are interface text, in messages
 * (decision 061).
 */
export async function LegalPageContent({
  page,
  locale,
  numbered,
}: {
  page: LegalPage;
  locale: Locale;
  numbered: boolean;
}) {
  const [t, nav, format, sections, agency] = await Promise.all([
    getTranslations({ locale, namespace: page }),
    getTranslations({ locale, namespace: 'nav' }),
    getFormatter({ locale }),
    shownSectionsOfRequest(page, locale),
    agencySettingsOfRequest(locale),
  ]);
  const values = copyPlaceholders(agency, locale);
  const header = sections.find((section) => section.id === 'header');
  const closing = sections.find((section) => section.id === 'closing');
  const title = showLine(field(header, 'title'), locale, values);
  const articles = sections.filter((section) => !frameSections.has(section.id));
  const legalSections: LegalSection[] = await Promise.all(
    articles.map(async (section, index) => ({
      id: section.id,
      label: numbered ? t('articleLabel', { number: index + 1 }) : undefined,
      title: showLine(field(section, 'title'), locale, values),
      bodyHtml: await showMarkdown(field(section, 'body'), locale, values),
    })),
  );
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(settings().SITE_URL, locale, [
          [nav('home'), '/'],
          [title.text, `/${page}`],
        ])}
      />
      <LegalDocument
        locale={locale}
        eyebrow={showLine(field(header, 'eyebrow'), locale, values)}
        title={title}
        intro={showLine(field(header, 'intro'), locale, values)}
        lastUpdated={{
          label: t('lastUpdated'),
          date: format.dateTime(new Date(legalLastUpdated), { dateStyle: 'long' }),
          isoDate: legalLastUpdated,
        }}
        tocTitle={t('toc')}
        sections={legalSections}
        closingHtml={closing && (await showMarkdown(field(closing, 'body'), locale, values))}
      />
    </>
  );
}

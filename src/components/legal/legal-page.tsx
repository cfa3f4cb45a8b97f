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
  getShownSections,
  showLine,
  showMarkdown,
  type ShownSection,
} from '@/server/page-sections/page-sections-pages.server';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

/** The date the legal pages were last revised (ISO), shown in each language's long format. */
const legalLastUpdated = '2026-11-27';

/** A legal page's own words (eyebrow, table of contents…) are interface text, in messages. */
type LegalPage = Extract<SectionPage, 'terms' | 'privacy'>;

function field(section: ShownSection | undefined, name: string): ShownText {
  return section?.fields[name] ?? { text: '' };
}

/**
 * A legal page (terms, privacy) from its sections (decision 047): the header's title and intro,
 * one article per shown section (numbered 'Article 1…' when `numbered`), and the closing note;
 * the agency's name, address and e-mail filled in from the settings.
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
    getShownSections(page, locale),
    getAgencySettings(locale),
  ]);
  const values = copyPlaceholders(agency, locale);
  const header = sections.find((section) => section.id === 'header');
  const closing = sections.find((section) => section.id === 'closing');
  const title = showLine(field(header, 'title'), locale, values);
  const articles = sections.filter((section) => section !== header && section !== closing);
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
        eyebrow={t('eyebrow')}
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

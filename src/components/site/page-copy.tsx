import type { ComponentProps, ReactNode } from 'react';
import { ContentFaq } from '@/components/site/faq';
import type { Locale } from '@/i18n/locales';
import type { SectionPage } from '@/lib/page-sections/pages';
import { copyPlaceholders } from '@/lib/page-sections/placeholders';
import { fallbackAttributes, type ShownText } from '@/lib/shown-text';
import type { ShownItem, ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { getShownSections, showSection } from '@/server/page-sections/page-sections-pages.server';
import { shownSectionsOfRequest } from '@/server/page-sections/section-preview.server';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';

/*
 * A page's copy (decisions 047, 051, 053): its shown sections by id, a hidden one absent, each
 * text ready to print. A text shown in French on another language's page carries lang="fr" (and
 * dir="ltr" on an Arabic page), as every content fallback does (src/lib/shown-text.ts).
 */

export type PageCopy = Partial<Record<string, ShownSection>>;

/** Shown sections keyed by section id, each text ready to print (settings filled in). */
async function pageCopyOf(sections: Promise<ShownSection[]>, locale: Locale): Promise<PageCopy> {
  const [shown, agency] = await Promise.all([sections, agencySettingsOfRequest(locale)]);
  const values = copyPlaceholders(agency, locale);
  return Object.fromEntries(
    shown.map((section) => [section.id, showSection(section, locale, values)]),
  );
}

/**
 * The copy of `page` in `locale` as a public page renders it: what is published, or, for a
 * member of staff previewing in draft mode, the drafts (decision 069).
 */
export async function getPageCopy(page: SectionPage, locale: Locale): Promise<PageCopy> {
  return pageCopyOf(shownSectionsOfRequest(page, locale), locale);
}

/** The published copy only, whoever asks: for feeds and social cards, which no preview shows. */
export async function getPublishedPageCopy(page: SectionPage, locale: Locale): Promise<PageCopy> {
  return pageCopyOf(getShownSections(page, locale), locale);
}

/** The blog feeds' description in `locale` (copy of the blog page, read by the feeds' routes). */
export async function blogFeedDescription(locale: Locale): Promise<string> {
  return (await getPublishedPageCopy('blog', locale)).meta?.fields.feedDescription?.text ?? '';
}

/** A text as printed: itself, or wrapped in its French marks when it is the French fallback. */
export function shown(text: ShownText | undefined, locale: Locale): ReactNode {
  if (!text) return '';
  return text.lang ? <span {...fallbackAttributes(text, locale)}>{text.text}</span> : text.text;
}

/** A section's text field, printed. */
export function field(section: ShownSection, name: string, locale: Locale): ReactNode {
  return shown(section.fields[name], locale);
}

/** A list item's field, printed. */
export function itemField(item: ShownItem, name: string, locale: Locale): ReactNode {
  return shown(item.fields[name], locale);
}

/** A list's items, in French's order. */
export function items(section: ShownSection, name: string): ShownItem[] {
  return section.lists[name] ?? [];
}

/** A title with its words between asterisks highlighted (a field declared with `highlight`). */
export function highlighted(title: ShownText | undefined, locale: Locale): ReactNode {
  if (!title) return '';
  const parts = title.text.split('*').map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="text-gradient">
        {part}
      </span>
    ) : (
      part
    ),
  );
  return title.lang ? <span {...fallbackAttributes(title, locale)}>{parts}</span> : parts;
}

/** A page's FAQ entries under its `faq` section's title; none when an editor hid that section. */
export function SectionFaq({
  copy,
  ...faq
}: Omit<ComponentProps<typeof ContentFaq>, 'title'> & { copy: ShownSection | undefined }) {
  return copy ? <ContentFaq {...faq} title={field(copy, 'title', faq.locale)} /> : null;
}

import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { fallbackAttributes, type ShownText } from '@/lib/shown-text';
import type { ShownItem, ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { getShownSections, showSection } from '@/server/page-sections/page-sections-pages.server';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

/*
 * The home page's copy (decision 051): its shown sections by id, a hidden one absent, each text
 * ready to print. A text shown in French on another language's page carries lang="fr" (and
 * dir="ltr" on an Arabic page), as every content fallback does (src/lib/shown-text.ts).
 */

export type HomeCopy = Partial<Record<string, ShownSection>>;

/** The shown sections of the home in `locale`, settings filled in, keyed by section id. */
export async function getHomeCopy(locale: Locale): Promise<HomeCopy> {
  const [sections, agency] = await Promise.all([
    getShownSections('home', locale),
    getAgencySettings(locale),
  ]);
  const values = { name: agency.siteName, email: agency.contactEmail, address: agency.address };
  return Object.fromEntries(
    sections.map((section) => [section.id, showSection(section, locale, values)]),
  );
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

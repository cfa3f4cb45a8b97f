import 'server-only';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/locales';
import type { MailCopy } from '@/lib/page-sections/mail-page';
import { copyPlaceholders } from '@/lib/page-sections/placeholders';
import type { Database } from '@/server/db/schema';
import { readAgencySettings } from '@/server/site-settings/site-settings-pages.server';
import { listShownSections, showSection } from './page-sections-pages.server';

/**
 * The words of the visitors' mails in `locale` (decision 062), each field in that language or in
 * French, the settings filled in and typeset as pages print them. Read uncached, like the
 * settings mails print (decision 052): a mail is composed in a request, a background pass or a
 * script alike, and the mail after a save says what was saved.
 */
export async function readMailCopy(db: Kysely<Database>, locale: Locale): Promise<MailCopy> {
  const [sections, agency] = await Promise.all([
    listShownSections('mail', locale, db),
    readAgencySettings(locale, db),
  ]);
  const values = copyPlaceholders(agency, locale);
  return Object.fromEntries(
    sections.map((section) => {
      const { fields } = showSection(section, locale, values);
      return [
        section.id,
        Object.fromEntries(Object.entries(fields).map(([name, shown]) => [name, shown.text])),
      ];
    }),
  ) as MailCopy;
}

/**
 * How many addresses each language has (confirmed: those a campaign reaches; and in all), each
 * language a link to the list narrowed to it (the current one marked).
 */
import Link from 'next/link';
import { Table } from '@/components/admin/ui/table';
import type { AdminLocale } from '@/i18n/admin-messages';
import type { SubscriberLanguageFilter } from '@/lib/admin/subscriber-filters';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import { languageName } from '@/lib/admin/language-name';
import type { LanguageCount } from '@/server/newsletter/subscriber-admin.server';

export function SubscriberLanguages({
  counts,
  current,
  locale,
  t,
}: {
  counts: readonly LanguageCount[];
  current: SubscriberLanguageFilter;
  locale: AdminLocale;
  t: AdminTranslator;
}) {
  return (
    <section aria-labelledby="subscribers-by-language" className="mb-4">
      <h2 id="subscribers-by-language" className="sr-only">
        {t('subscribers.byLanguage.title')}
      </h2>
      <Table caption={t('subscribers.byLanguage.caption')}>
        <thead>
          <tr className="text-start text-xs text-fg-muted">
            <th scope="col" className="px-4 py-2 text-start font-medium">
              {t('subscribers.byLanguage.language')}
            </th>
            <th scope="col" className="px-4 py-2 text-end font-medium">
              {t('subscribers.byLanguage.confirmed')}
            </th>
            <th scope="col" className="px-4 py-2 text-end font-medium">
              {t('subscribers.byLanguage.all')}
            </th>
          </tr>
        </thead>
        <tbody>
          {counts.map((count) => (
            <tr key={count.locale} className="border-t border-line">
              <th scope="row" className="px-4 py-2 text-start font-normal">
                <Link
                  href={`/admin/subscribers?language=${count.locale}`}
                  aria-current={current === count.locale ? 'page' : undefined}
                  className="text-fg underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-accent-strong"
                >
                  {languageName(locale, count.locale)}
                </Link>
              </th>
              <td className="px-4 py-2 text-end tabular-nums">{count.confirmed}</td>
              <td className="px-4 py-2 text-end text-fg-muted tabular-nums">{count.all}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { RestoreVersionButton } from '@/components/admin/pages/restore-version-button';
import { sectionName } from '@/components/admin/pages/section-name';
import { VersionDiff } from '@/components/admin/pages/version-diff';
import { PageHeader } from '@/components/admin/ui/page-header';
import { buttonClass } from '@/components/admin/ui/button';
import { Table, Td, Th, Tr } from '@/components/admin/ui/table';
import { formatAdminDate } from '@/lib/admin/format';
import { contentLocales } from '@/lib/admin/translated-content';
import { sectionDefinition, type SectionPage } from '@/lib/page-sections/pages';
import { sectionDiff } from '@/lib/page-sections/section-diff';
import { textOf } from '@/lib/page-sections/section-definition';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import {
  listPageSectionVersions,
  readPageSections,
} from '@/server/page-sections/page-sections.server';
import { restorePageSectionVersionAction } from '../../../actions';

export async function generateMetadata(): Promise<Metadata> {
  await requireStaff();
  const t = await adminTranslator();
  return { title: t('pages.history.metaTitle') };
}

/** The chosen version number in the query, if it is one of the kept ones. */
function chosen(value: string | string[] | undefined, numbers: number[]): number | undefined {
  const number = Number(value);
  return numbers.includes(number) ? number : undefined;
}

/**
 * /admin/pages/{page}/history/{section}: a section's kept versions, newest first (who, when,
 * why), two of them compared per language field by field and word by word (by default the
 * newest against the one before), and "Restaurer" on each older one (decision 064).
 */
export default async function SectionHistoryPage({
  params,
  searchParams,
}: PageProps<'/admin/pages/[page]/history/[section]'>) {
  await requireStaff();
  const [{ page, section }, query, t, locale] = await Promise.all([
    params,
    searchParams,
    adminTranslator(),
    adminLocale(),
  ]);
  const definition = sectionDefinition(page, section);
  if (!definition) return adminNotFoundPage();
  const target = { page: page as SectionPage, section };
  const [versions, sections] = await Promise.all([
    listPageSectionVersions(getDb(), target),
    readPageSections(getDb(), target.page),
  ]);
  const current = sections.find((candidate) => candidate.section === section)!;
  const numbers = versions.map((version) => version.number);
  const to = chosen(query.to, numbers) ?? numbers[0];
  const from = chosen(query.from, numbers) ?? numbers.find((number) => number < (to ?? 0));
  const newer = versions.find((version) => version.number === to);
  const older = versions.find((version) => version.number === from);
  const formPath = `/admin/pages/${page}`;
  return (
    <>
      <PageHeader
        title={t('pages.history.title', {
          section: sectionName(t, target.page, section, textOf(current.text.fr, 'title')),
        })}
        description={t('pages.history.description')}
        actions={
          <Link
            href={formPath}
            className="text-sm font-medium text-accent-strong underline underline-offset-4"
          >
            {t('pages.history.back')}
          </Link>
        }
      />
      {versions.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('pages.history.none')}</p>
      ) : (
        <div className="space-y-8">
          <Table caption={t('pages.history.caption')}>
            <thead>
              <tr>
                <Th>{t('pages.history.columns.number')}</Th>
                <Th>{t('pages.history.columns.when')}</Th>
                <Th>{t('pages.history.columns.who')}</Th>
                <Th>{t('pages.history.columns.what')}</Th>
                <Th>{t('pages.history.columns.actions')}</Th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version, index) => (
                <Tr key={version.number}>
                  <Td>{version.number}</Td>
                  <Td>
                    <time dateTime={version.createdAt}>
                      {formatAdminDate(locale, version.createdAt)}
                    </time>
                  </Td>
                  <Td>{version.actorEmail ?? '—'}</Td>
                  <Td>{t(`pages.history.actions.${version.action}`)}</Td>
                  <Td>
                    <div className="flex flex-wrap items-center gap-2">
                      {index < versions.length - 1 ? (
                        <Link
                          href={`?from=${versions[index + 1]!.number}&to=${version.number}`}
                          className={buttonClass({ variant: 'ghost', size: 'sm' })}
                          aria-label={t('pages.history.compareLabel', { number: version.number })}
                        >
                          {t('pages.history.compare')}
                        </Link>
                      ) : null}
                      {index > 0 ? (
                        <RestoreVersionButton
                          number={version.number}
                          action={restorePageSectionVersionAction.bind(
                            null,
                            target.page,
                            section,
                            current.version,
                            version.number,
                          )}
                        />
                      ) : (
                        <span className="text-xs text-fg-muted">{t('pages.history.current')}</span>
                      )}
                    </div>
                  </Td>
                </Tr>
              ))}
            </tbody>
          </Table>
          {newer && older ? (
            <section aria-labelledby="version-diff-title" className="space-y-4">
              <h2 id="version-diff-title" className="text-base font-semibold text-fg">
                {t('pages.history.diffTitle', { from: older.number, to: newer.number })}
              </h2>
              <form method="get" className="flex flex-wrap items-end gap-3">
                {(['from', 'to'] as const).map((name) => (
                  <label key={name} className="grid gap-1 text-sm">
                    {t(`pages.history.${name}`)}
                    <select
                      name={name}
                      defaultValue={name === 'from' ? older.number : newer.number}
                      className="rounded-lg border border-line bg-ink px-3 py-2"
                    >
                      {numbers.map((number) => (
                        <option key={number} value={number}>
                          {t('pages.history.versionOption', { number })}
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
                <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                  {t('pages.history.compareChosen')}
                </button>
              </form>
              {older.hidden !== newer.hidden ? (
                <p className="text-sm">
                  {t(newer.hidden ? 'pages.history.hiddenSince' : 'pages.history.shownSince')}
                </p>
              ) : null}
              {contentLocales.map((language) => (
                <VersionDiff
                  key={language}
                  language={language}
                  from={older.number}
                  to={newer.number}
                  diffs={sectionDiff(
                    definition,
                    language,
                    older.text[language],
                    newer.text[language],
                  )}
                />
              ))}
            </section>
          ) : null}
        </div>
      )}
    </>
  );
}

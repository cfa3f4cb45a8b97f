import Link from 'next/link';
import type { ReactNode } from 'react';
import { RestoreVersionButton } from '@/components/admin/versions/restore-version-button';
import { VersionDiff } from '@/components/admin/versions/version-diff';
import { buttonClass } from '@/components/admin/ui/button';
import { Table, Td, Th, Tr } from '@/components/admin/ui/table';
import type { ActionResult } from '@/lib/admin/action-result';
import { formatAdminDate } from '@/lib/admin/format';
import { contentLocales } from '@/lib/admin/translated-content';
import type { TextDiff } from '@/lib/versions/text-diff';
import type { Locale } from '@/i18n/locales';
import type { ContentVersion } from '@/server/versions/content-versions.server';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';

type VersionSummary = Omit<ContentVersion, 'snapshot'>;

/**
 * What a history screen says in its kind's words where the generic ones (a record, a section)
 * would misname what the versions keep; each left out keeps the generic words.
 */
export interface HistoryWords {
  /** The screen's description, under its title. */
  description: string;
  /** The versions table's caption. */
  caption: string;
  /** Said when no version is kept yet. */
  none: string;
  /** The question before a restore of version `number`, live or as the draft. */
  restoreConfirm: (number: number) => string;
  restoreAsDraftConfirm: (number: number) => string;
}

/** The chosen version number in the query, if it is one of the kept ones. */
function chosen(value: string | string[] | undefined, numbers: number[]): number | undefined {
  const number = Number(value);
  return numbers.includes(number) ? number : undefined;
}

/**
 * A document's kept versions, newest first (who, when, why), with "Restaurer" on each older one,
 * and two of them compared (decision 064): by default the newest against the one before, any two
 * through the `from` and `to` of the query, per language field by field (the kind lays out
 * each language's `diffs`).
 */
export async function VersionHistory<Version extends VersionSummary>({
  versions,
  query,
  caption,
  restoreAction,
  restoreAsDraftAction,
  diffs,
  note,
  words,
}: {
  versions: Version[];
  query: { from?: string | string[]; to?: string | string[] };
  /** The versions table's caption, in the kind's words. */
  caption: string;
  /**
   * The restore of a version, bound to what the screen showed (for the conflict check); none
   * when the document can no longer change (a letter sent): its history is read-only.
   */
  restoreAction?: (number: number) => () => Promise<ActionResult>;
  /** For a kind with drafts: the restore of a version as the draft, published later. */
  restoreAsDraftAction?: (number: number) => () => Promise<ActionResult>;
  /** One language's differences between two versions, each field named. */
  diffs: (older: Version, newer: Version, language: Locale) => TextDiff<string>[];
  /** What else changed between them, said in a sentence (a section hidden since). */
  note?: (older: Version, newer: Version) => ReactNode;
  words?: Partial<Omit<HistoryWords, 'description' | 'caption'>>;
}) {
  const [t, locale] = await Promise.all([adminTranslator(), adminLocale()]);
  if (versions.length === 0)
    return <p className="text-sm text-fg-muted">{words?.none ?? t('pages.history.none')}</p>;
  const numbers = versions.map((version) => version.number);
  const to = chosen(query.to, numbers) ?? numbers[0]!;
  const from = chosen(query.from, numbers) ?? numbers.find((number) => number < to);
  const newer = versions.find((version) => version.number === to);
  const older = versions.find((version) => version.number === from);
  return (
    <div className="space-y-8">
      <Table caption={caption}>
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
                  {index === 0 ? (
                    <span className="text-xs text-fg-muted">{t('pages.history.current')}</span>
                  ) : restoreAction ? (
                    <RestoreVersionButton
                      number={version.number}
                      action={restoreAction(version.number)}
                      confirmText={words?.restoreConfirm?.(version.number)}
                    />
                  ) : null}
                  {index > 0 && restoreAsDraftAction ? (
                    <RestoreVersionButton
                      number={version.number}
                      action={restoreAsDraftAction(version.number)}
                      asDraft
                      confirmText={words?.restoreAsDraftConfirm?.(version.number)}
                    />
                  ) : null}
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
          {note?.(older, newer)}
          {contentLocales.map((language) => (
            <VersionDiff
              key={language}
              language={language}
              from={t('pages.history.versionOption', { number: older.number })}
              to={t('pages.history.versionOption', { number: newer.number })}
              caption={(languageName) =>
                t('pages.history.diffCaption', {
                  language: languageName,
                  from: older.number,
                  to: newer.number,
                })
              }
              diffs={diffs(older, newer, language)}
            />
          ))}
        </section>
      ) : null}
    </div>
  );
}

/**
 * The translation status screen's two parts: the summary (each content kind × language, counted
 * by state) and a kind's list of documents with where each language stands. Server components;
 * the route (/admin/translations) reads the status and chooses what to show.
 */
import Link from 'next/link';
import type { AdminLocale } from '@/i18n/admin-messages';
import { StatusBadge, type BadgeVariant } from '@/components/admin/ui/status-badge';
import { Table, Td, Th, Tr, breakAnywhere } from '@/components/admin/ui/table';
import { languageName } from '@/lib/admin/language-name';
import {
  translatedLocales,
  type TranslationState,
  type TranslationStatus,
} from '@/lib/admin/translation-status';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { TextField } from '@/server/translation-status/translation-sources.server';
import type {
  DocumentToTranslate,
  KindTranslationStatus,
} from '@/server/translation-status/translation-status.server';

const stateVariants: Record<TranslationState, BadgeVariant> = {
  missing: 'danger',
  incomplete: 'warning',
  outdated: 'info',
  current: 'success',
};

const openStates = ['missing', 'incomplete', 'outdated'] as const;

export const kindAnchor = (kind: string) => `translations-${kind}`;

function LanguageHeaders({ locale }: { locale: AdminLocale }) {
  return translatedLocales.map((language) => (
    <Th key={language} lang={locale}>
      {languageName(locale, language)}
    </Th>
  ));
}

/** Each kind × language: how many are missing, incomplete, to review; or "up to date". */
export function TranslationSummary({
  statuses,
  t,
  locale,
}: {
  statuses: readonly KindTranslationStatus[];
  t: AdminTranslator;
  locale: AdminLocale;
}) {
  return (
    <Table caption={t('translations.summaryCaption')}>
      <thead>
        <tr>
          <Th>{t('translations.kindColumn')}</Th>
          <LanguageHeaders locale={locale} />
        </tr>
      </thead>
      <tbody>
        {statuses.map((status) => (
          <Tr key={status.kind}>
            <th scope="row" className="px-4 py-3 text-start align-middle font-medium text-fg">
              {status.toTranslate.length > 0 ? (
                <Link
                  href={`#${kindAnchor(status.kind)}`}
                  className="underline-offset-4 hover:underline"
                >
                  {t(`translations.kinds.${status.kind}`)}
                </Link>
              ) : (
                t(`translations.kinds.${status.kind}`)
              )}
              <span className="block text-xs font-normal text-fg-muted">
                {t('translations.total', { count: status.total })}
              </span>
            </th>
            {translatedLocales.map((language) => {
              const counts = status.counts[language];
              const open = openStates.filter((state) => counts[state] > 0);
              return (
                <Td key={language}>
                  <span className="flex flex-wrap gap-1.5">
                    {open.length === 0 ? (
                      <StatusBadge variant="success">{t('translations.allCurrent')}</StatusBadge>
                    ) : (
                      open.map((state) => (
                        <StatusBadge key={state} variant={stateVariants[state]}>
                          {t(`translations.counts.${state}`, { count: counts[state] })}
                        </StatusBadge>
                      ))
                    )}
                  </span>
                </Td>
              );
            })}
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

function LanguageCell({ status, t }: { status: TranslationStatus; t: AdminTranslator }) {
  return (
    <Td>
      <StatusBadge variant={stateVariants[status.state]}>
        {t(`translations.states.${status.state}`)}
      </StatusBadge>
      {status.state === 'incomplete' ? (
        <span className="mt-1 block text-xs text-fg-muted">
          {t('translations.emptyFields', {
            fields: status.emptyFields
              // A list's field is named `{list}.{item}.{field}`: the field's own name says it.
              .map((field) => t(`translations.fields.${field.split('.').at(-1) as TextField}`))
              .join(', '),
          })}
        </span>
      ) : null}
    </Td>
  );
}

/** One kind's documents with something to do, each language's state, a link to its editor. */
export function KindTranslationList({
  status,
  documents,
  t,
  locale,
}: {
  status: KindTranslationStatus;
  documents: readonly DocumentToTranslate[];
  t: AdminTranslator;
  locale: AdminLocale;
}) {
  const kind = t(`translations.kinds.${status.kind}`);
  return (
    <Table caption={t('translations.kindCaption', { kind })}>
      <thead>
        <tr>
          <Th>{t('translations.documentColumn')}</Th>
          <LanguageHeaders locale={locale} />
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => (
          <Tr key={document.id}>
            <Td className={breakAnywhere}>
              <Link href={document.href} className="font-medium underline-offset-4 hover:underline">
                {document.label || t('translations.settingsLabel')}
              </Link>
            </Td>
            {translatedLocales.map((language) => (
              <LanguageCell key={language} status={document.languages[language]} t={t} />
            ))}
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

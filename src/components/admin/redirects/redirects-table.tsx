/**
 * The redirects, newest first: the old address and its language, where it leads now (or that it
 * is gone: 410), why it exists, how often it was followed, who made it and when.
 */
import { Trash2 } from 'lucide-react';
import { ConfirmIdActionButton } from '@/components/admin/ui/confirm-id-action-button';
import { Table, EmptyRow, Td, Th, Tr } from '@/components/admin/ui/table';
import type { AdminLocale } from '@/i18n/admin-messages';
import { isLocale, localeInfo } from '@/i18n/locales';
import type { AdminFormAction } from '@/lib/admin/action-result';
import { formatAdminDate } from '@/lib/admin/format';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { RedirectRow } from '@/server/db/schema';

export function RedirectsTable({
  rows,
  locale,
  t,
  remove,
}: {
  rows: readonly RedirectRow[];
  locale: AdminLocale;
  t: AdminTranslator;
  remove: AdminFormAction;
}) {
  return (
    <Table caption={t('redirects.tableCaption')}>
      <thead>
        <tr>
          <Th>{t('redirects.columns.from')}</Th>
          <Th>{t('redirects.columns.to')}</Th>
          <Th>{t('redirects.columns.language')}</Th>
          <Th>{t('redirects.columns.reason')}</Th>
          <Th className="text-end">{t('redirects.columns.hits')}</Th>
          <Th>{t('redirects.columns.created')}</Th>
          <Th>
            <span className="sr-only">{t('redirects.columns.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? <EmptyRow colSpan={7}>{t('redirects.empty')}</EmptyRow> : null}
        {rows.map((row) => (
          <Tr key={row.id}>
            <Td className="max-w-64 font-mono text-xs break-all" dir="ltr">
              {row.from_path}
            </Td>
            <Td className="max-w-64 font-mono text-xs break-all" dir="ltr">
              {row.to_path ?? (
                <span className="font-sans text-sm text-fg-muted">{t('redirects.gone')}</span>
              )}
            </Td>
            <Td className="whitespace-nowrap">
              {isLocale(row.locale) ? localeInfo[row.locale].nativeName : row.locale}
            </Td>
            <Td className="whitespace-nowrap text-fg-muted">
              {t(`redirects.reasons.${row.reason}`)}
            </Td>
            <Td className="text-end tabular-nums">{row.hits}</Td>
            <Td className="text-fg-muted">
              <span className="block max-w-48 truncate" title={row.created_by}>
                {row.created_by}
              </span>
              <time dateTime={row.created_at} className="text-xs whitespace-nowrap">
                {formatAdminDate(locale, row.created_at)}
              </time>
            </Td>
            <Td>
              <ConfirmIdActionButton
                id={row.id}
                action={remove}
                confirmText={t('redirects.deleteConfirm', { from: row.from_path })}
                label={t('redirects.deleteLabel', { from: row.from_path })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </ConfirmIdActionButton>
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

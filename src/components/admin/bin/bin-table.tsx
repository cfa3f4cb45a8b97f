import { RestoreFromBinButton } from '@/components/admin/bin/restore-from-bin-button';
import { EmptyRow, Table, Td, Th, Tr, breakAnywhere } from '@/components/admin/ui/table';
import type { AdminFormAction } from '@/lib/admin/action-result';
import { formatAdminDate } from '@/lib/admin/format';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import type { BinEntry } from '@/server/bin/bin.server';

/**
 * A kind's deleted documents (decision 065), last deleted first: each with who deleted it, when,
 * the days left before the purge, and 'Restaurer', which posts its id to the kind's `action`.
 */
export async function BinTable({
  entries,
  caption,
  action,
}: {
  entries: BinEntry[];
  caption: string;
  action: AdminFormAction;
}) {
  const [t, locale] = await Promise.all([adminTranslator(), adminLocale()]);
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <Th>{t('bin.columns.title')}</Th>
          <Th>{t('bin.columns.deleted')}</Th>
          <Th>{t('bin.columns.left')}</Th>
          <Th>
            <span className="sr-only">{t('bin.columns.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {entries.length === 0 ? <EmptyRow colSpan={4}>{t('bin.empty')}</EmptyRow> : null}
        {entries.map((entry) => (
          <Tr key={entry.id}>
            <Td className="min-w-44 font-medium break-words">{entry.title}</Td>
            <Td className="text-fg-muted">
              <time dateTime={entry.deletedAt} className="block whitespace-nowrap">
                {formatAdminDate(locale, entry.deletedAt)}
              </time>
              <span className={`block text-xs ${breakAnywhere}`}>
                {entry.actorEmail ?? t('bin.unknownActor')}
              </span>
            </Td>
            <Td className="whitespace-nowrap tabular-nums">
              {t('bin.daysLeft', { days: entry.daysLeft })}
            </Td>
            <Td className="text-end">
              <RestoreFromBinButton
                id={entry.id}
                label={t('bin.restoreLabel', { title: entry.title })}
                action={action}
              />
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

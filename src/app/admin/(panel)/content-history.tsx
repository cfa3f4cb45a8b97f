import type { Metadata } from 'next';
import { ContentHistoryScreen } from '@/components/admin/content/content-history-screen';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { restoreContentVersionAction } from './content-history-actions';
import { versionedKinds, type VersionedKind } from './versioned-kinds';

/** The history screens' title. */
export async function contentHistoryMetadata(): Promise<Metadata> {
  await requireStaff();
  const t = await adminTranslator();
  return { title: t('content.history.metaTitle') };
}

/**
 * /admin/{kind}/{id}/history, the same for every versioned kind (its route checks the staff
 * first): the record's versions, compared and restored from the state this screen shows.
 */
export async function ContentHistory({
  kind,
  id,
  query,
}: {
  kind: VersionedKind;
  id: string;
  query: { from?: string | string[]; to?: string | string[] };
}) {
  const versioned = versionedKinds[kind];
  const [record, versions] = await Promise.all([
    versioned.read(getDb(), id),
    versioned.versions(getDb(), id),
  ]);
  if (!record) return adminNotFoundPage();
  return (
    <ContentHistoryScreen
      kind={kind}
      id={id}
      name={record.name}
      versions={versions}
      query={query}
      restoreAction={(number) =>
        restoreContentVersionAction.bind(null, kind, id, record.updatedAt, number)
      }
    />
  );
}

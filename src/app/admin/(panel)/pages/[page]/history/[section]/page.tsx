import type { Metadata } from 'next';
import Link from 'next/link';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { sectionFieldName, sectionName } from '@/components/admin/pages/section-name';
import { VersionHistory } from '@/components/admin/versions/version-history';
import { PageHeader } from '@/components/admin/ui/page-header';
import { sectionDefinition, type SectionPage } from '@/lib/page-sections/pages';
import { sectionDiff } from '@/lib/page-sections/section-diff';
import { textOf } from '@/lib/page-sections/section-definition';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import {
  listPageSectionVersions,
  readPageSections,
} from '@/server/page-sections/page-sections.server';
import { readSectionDrafts } from '@/server/page-sections/section-drafts.server';
import { restorePageSectionVersionAction } from '../../../actions';

export async function generateMetadata(): Promise<Metadata> {
  await requireStaff();
  const t = await adminTranslator();
  return { title: t('pages.history.metaTitle') };
}

/**
 * /admin/pages/{page}/history/{section}: a section's kept versions, newest first (who, when,
 * why), two of them compared per language field by field and word by word (by default the
 * newest against the one before), and on each older one "Restaurer" (live at once) or
 * "Restaurer en brouillon" (the section's draft, published later) (decisions 064, 068).
 */
export default async function SectionHistoryPage({
  params,
  searchParams,
}: PageProps<'/admin/pages/[page]/history/[section]'>) {
  await requireStaff();
  const [{ page, section }, query, t] = await Promise.all([
    params,
    searchParams,
    adminTranslator(),
  ]);
  const definition = sectionDefinition(page, section);
  if (!definition) return adminNotFoundPage();
  const target = { page: page as SectionPage, section };
  const [versions, sections, drafts] = await Promise.all([
    listPageSectionVersions(getDb(), target),
    readPageSections(getDb(), target.page),
    readSectionDrafts(getDb(), target.page),
  ]);
  const current = sections.find((candidate) => candidate.section === section)!;
  // What the restores are drawn from: a publish or a draft saved since is a conflict.
  const drawn = {
    version: current.version,
    revision: drafts.find((draft) => draft.section === section)?.revision ?? 0,
  };
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
      <VersionHistory
        versions={versions}
        query={query}
        caption={t('pages.history.caption')}
        restoreAction={(number) =>
          restorePageSectionVersionAction.bind(null, target.page, section, drawn, 'live', number)
        }
        restoreAsDraftAction={(number) =>
          restorePageSectionVersionAction.bind(null, target.page, section, drawn, 'draft', number)
        }
        note={(older, newer) =>
          older.hidden !== newer.hidden ? (
            <p className="text-sm">
              {t(newer.hidden ? 'pages.history.hiddenSince' : 'pages.history.shownSince')}
            </p>
          ) : null
        }
        diffs={(older, newer, language) =>
          sectionDiff(definition, language, older.text[language], newer.text[language]).map(
            (diff) => ({ ...diff, path: sectionFieldName(t, diff.path) }),
          )
        }
      />
    </>
  );
}

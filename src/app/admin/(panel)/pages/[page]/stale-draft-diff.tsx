import { sectionFieldName } from '@/components/admin/pages/section-name';
import { VersionDiff } from '@/components/admin/versions/version-diff';
import { contentLocales } from '@/lib/admin/translated-content';
import { sectionDefinition, type SectionPage } from '@/lib/page-sections/pages';
import { sectionDiff } from '@/lib/page-sections/section-diff';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import type { StoredPageSection } from '@/server/page-sections/page-sections.server';
import type { SectionDraft } from '@/server/page-sections/section-drafts.server';

/**
 * What differs between a section as it is published now and a draft drawn from an older
 * version (decision 068), per language that differs, like the history's comparison: the editor
 * reads it before keeping the draft over the live text.
 */
export async function StaleDraftDiff({
  page,
  published,
  draft,
}: {
  page: SectionPage;
  published: StoredPageSection;
  draft: SectionDraft;
}) {
  const t = await adminTranslator();
  const definition = sectionDefinition(page, published.section)!;
  const languages = contentLocales.flatMap((language) => {
    const diffs = sectionDiff(
      definition,
      language,
      published.text[language],
      draft.text[language],
    ).map((diff) => ({ ...diff, path: sectionFieldName(t, diff.path) }));
    return diffs.length > 0 ? [{ language, diffs }] : [];
  });
  return (
    <section aria-label={t('pages.drafts.staleDiffTitle')} className="space-y-4">
      {published.hidden !== draft.hidden ? (
        <p>{t(draft.hidden ? 'pages.drafts.hiddenInDraft' : 'pages.drafts.shownInDraft')}</p>
      ) : null}
      {languages.map(({ language, diffs }) => (
        <VersionDiff
          key={language}
          language={language}
          diffs={diffs}
          from={t('pages.drafts.live', { number: published.version })}
          to={t('pages.drafts.draft')}
          caption={(languageName) => t('pages.drafts.diffCaption', { language: languageName })}
        />
      ))}
    </section>
  );
}

import { versionTexts, type KeptInput } from '@/components/admin/content/content-history-screen';
import type { ContentFormValues } from '@/components/admin/content/translated-content-form';
import { VersionDiff } from '@/components/admin/versions/version-diff';
import { contentLocales, type ContentKind } from '@/lib/admin/translated-content';
import { textsDiff } from '@/lib/versions/text-diff';
import { adminTranslator } from '@/server/admin/admin-i18n.server';

/**
 * What differs between a record as published now and a draft drawn from an older state
 * (decision 071), per language that differs, read as the history compares two versions: the
 * editor reads it before keeping the draft over the live text.
 */
export async function ContentDraftDiff({
  kind,
  published,
  draft,
}: {
  kind: ContentKind;
  published: ContentFormValues;
  draft: ContentFormValues;
}) {
  const t = await adminTranslator();
  // A form's values are a kept version's input before its schema: the same fields, by name.
  const [before, after] = [published, draft] as unknown as KeptInput[];
  const languages = contentLocales.flatMap((language) => {
    const diffs = textsDiff(
      language,
      versionTexts(t, kind, before!, language),
      versionTexts(t, kind, after!, language),
    );
    return diffs.length > 0 ? [{ language, diffs }] : [];
  });
  return (
    <section aria-label={t('drafts.staleDiffTitle')} className="space-y-4">
      {languages.map(({ language, diffs }) => (
        <VersionDiff
          key={language}
          language={language}
          diffs={diffs}
          from={t('drafts.live')}
          to={t('drafts.badge')}
          caption={(languageName) => t('drafts.diffCaption', { language: languageName })}
        />
      ))}
    </section>
  );
}

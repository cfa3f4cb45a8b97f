import type { Locale } from '@/i18n/locales';
import { VersionDiff } from '@/components/admin/versions/version-diff';
import { contentLocales } from '@/lib/admin/translated-content';
import { textsDiff, type DocumentTexts } from '@/lib/versions/text-diff';
import { adminTranslator } from '@/server/admin/admin-i18n.server';

/**
 * What differs between a document as published now and a draft drawn from an older state
 * (decisions 068, 071), per language that differs, read like the history's comparison: the
 * editor reads it before keeping the draft over the live text. Each kind says how its values
 * read as texts (`texts`) and how the published side is named (`live`).
 */
export async function StaleDraftDiffs({
  live,
  texts,
}: {
  live: string;
  texts: (locale: Locale) => { published: DocumentTexts<string>; draft: DocumentTexts<string> };
}) {
  const t = await adminTranslator();
  const languages = contentLocales.flatMap((language) => {
    const { published, draft } = texts(language);
    const diffs = textsDiff(language, published, draft);
    return diffs.length > 0 ? [{ language, diffs }] : [];
  });
  return (
    <section aria-label={t('drafts.staleDiffTitle')} className="space-y-4">
      {languages.map(({ language, diffs }) => (
        <VersionDiff
          key={language}
          language={language}
          diffs={diffs}
          from={live}
          to={t('drafts.badge')}
          caption={(languageName) => t('drafts.diffCaption', { language: languageName })}
        />
      ))}
    </section>
  );
}

import { postTexts } from '@/components/admin/posts/post-texts';
import { VersionDiff } from '@/components/admin/versions/version-diff';
import type { PostEditorInput } from '@/lib/admin/post-schema';
import { contentLocales } from '@/lib/admin/translated-content';
import { textsDiff } from '@/lib/versions/text-diff';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import type { PostSnapshot } from '@/server/blog/post-admin.server';

/**
 * What differs between an article as saved now and a draft drawn from an earlier save (decision
 * 071), per language that differs, like the history's comparison: the editor reads it before
 * keeping the draft over the post online.
 */
export async function StalePostDraftDiff({
  published,
  draft,
}: {
  published: PostEditorInput;
  draft: PostEditorInput;
}) {
  const t = await adminTranslator();
  // Only texts and settings are drafted: both sides share the publication, which then never differs.
  const snapshot = (values: PostEditorInput): PostSnapshot => ({
    ...values,
    status: 'published',
    publishedAt: null,
  });
  const languages = contentLocales.flatMap((language) => {
    const diffs = textsDiff(
      language,
      postTexts(t, snapshot(published), language),
      postTexts(t, snapshot(draft), language),
    );
    return diffs.length > 0 ? [{ language, diffs }] : [];
  });
  return (
    <section aria-label={t('posts.drafts.staleDiffTitle')} className="space-y-4">
      {languages.map(({ language, diffs }) => (
        <VersionDiff
          key={language}
          language={language}
          diffs={diffs}
          from={t('posts.drafts.live')}
          to={t('posts.drafts.draft')}
          caption={(languageName) => t('posts.drafts.diffCaption', { language: languageName })}
        />
      ))}
    </section>
  );
}

import { versionTexts, type KeptInput } from '@/components/admin/content/content-history-screen';
import type { ContentFormValues } from '@/components/admin/content/translated-content-form';
import { StaleDraftDiffs } from '@/components/admin/drafts/stale-draft-diffs';
import type { ContentKind } from '@/lib/admin/translated-content';
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
  return (
    <StaleDraftDiffs
      live={t('drafts.live')}
      texts={(language) => ({
        published: versionTexts(t, kind, before!, language),
        draft: versionTexts(t, kind, after!, language),
      })}
    />
  );
}

import { postErrorKeys, type PostErrorKey } from '@/lib/admin/post-schema';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';

/** Every form error of the post forms in the admin's language, for the browser's own checks. */
export function postErrorTexts(t: AdminTranslator): Record<PostErrorKey, string> {
  return Object.fromEntries(postErrorKeys.map((key) => [key, t(`posts.errors.${key}`)])) as Record<
    PostErrorKey,
    string
  >;
}

/** Every text the post editor shows, resolved on the server (no translator in the browser). */
export function postEditorTexts(t: AdminTranslator) {
  const field = (name: 'title' | 'slug' | 'excerpt' | 'content' | 'metaTitle') =>
    t(`posts.editor.fields.${name}`);
  return {
    languagesLabel: t('posts.editor.languagesLabel'),
    languageNames: {
      fr: t('posts.languageNames.fr'),
      en: t('posts.languageNames.en'),
      ar: t('posts.languageNames.ar'),
      'ar-ma': t('posts.languageNames.ar-ma'),
    },
    missing: t('posts.editor.missing'),
    required: t('posts.editor.required'),
    tabHasErrors: t('posts.editor.tabHasErrors'),
    languageHint: t('posts.editor.languageHint'),
    clearLanguage: t('posts.editor.clearLanguage'),
    clearLanguageConfirm: t('posts.editor.clearLanguageConfirm'),
    textsTitle: t('posts.editor.textsTitle'),
    seoTitle: t('posts.editor.seoTitle'),
    fields: {
      title: field('title'),
      slug: field('slug'),
      slugHint: t('posts.editor.fields.slugHint'),
      excerpt: field('excerpt'),
      excerptHint: t('posts.editor.fields.excerptHint'),
      content: field('content'),
      preview: t('posts.editor.fields.preview'),
      previewEmpty: t('posts.editor.fields.previewEmpty'),
      previewUpdating: t('posts.editor.fields.previewUpdating'),
      previewFailed: t('posts.editor.fields.previewFailed'),
      metaTitle: field('metaTitle'),
      metaTitleHint: t.raw('posts.editor.fields.metaTitleHint') as string,
      metaDescription: t('posts.editor.fields.metaDescription'),
      metaDescriptionHint: t.raw('posts.editor.fields.metaDescriptionHint') as string,
      altText: t('posts.editor.fields.altText'),
      altTextHint: t('posts.editor.fields.altTextHint'),
      tags: t('posts.editor.fields.tags'),
      tagsHint: t('posts.editor.fields.tagsHint'),
      targetKeywords: t('posts.editor.fields.targetKeywords'),
      targetKeywordsHint: t('posts.editor.fields.targetKeywordsHint'),
    },
    settingsTitle: t('posts.editor.settingsTitle'),
    settings: {
      category: t('posts.editor.settings.category'),
      categoryHint: t('posts.editor.settings.categoryHint'),
      author: t('posts.editor.settings.author'),
      expectedTraffic: t('posts.editor.settings.expectedTraffic'),
      expectedTrafficHint: t('posts.editor.settings.expectedTrafficHint'),
      searchIntent: t('posts.editor.settings.searchIntent'),
      competitionLevel: t('posts.editor.settings.competitionLevel'),
      schemaType: t('posts.editor.settings.schemaType'),
      image: t('posts.editor.settings.image'),
      imageFile: t('posts.editor.settings.imageFile'),
    },
    searchIntents: {
      informational: t('posts.editor.searchIntents.informational'),
      commercial: t('posts.editor.searchIntents.commercial'),
      transactional: t('posts.editor.searchIntents.transactional'),
      navigational: t('posts.editor.searchIntents.navigational'),
    },
    competitionLevels: {
      low: t('posts.editor.competitionLevels.low'),
      medium: t('posts.editor.competitionLevels.medium'),
      high: t('posts.editor.competitionLevels.high'),
    },
    schemaTypes: {
      Article: t('posts.editor.schemaTypes.Article'),
      BlogPosting: t('posts.editor.schemaTypes.BlogPosting'),
      HowTo: t('posts.editor.schemaTypes.HowTo'),
    },
    publicationTitle: t('posts.editor.publicationTitle'),
    publication: {
      draft: t('posts.editor.publication.draft'),
      published: t.raw('posts.editor.publication.published') as string,
      scheduled: t.raw('posts.editor.publication.scheduled') as string,
      scheduleAt: t('posts.editor.publication.scheduleAt'),
      scheduleHint: t('posts.editor.publication.scheduleHint'),
      save: t('posts.editor.publication.save'),
      publishNow: t('posts.editor.publication.publishNow'),
      schedule: t('posts.editor.publication.schedule'),
      reschedule: t('posts.editor.publication.reschedule'),
      unpublish: t('posts.editor.publication.unpublish'),
      view: t('posts.editor.publication.view'),
      working: t('posts.editor.publication.working'),
    },
    states: {
      published: t('posts.states.published'),
      draft: t('posts.states.draft'),
      scheduled: t('posts.states.scheduled'),
    },
    dangerTitle: t('posts.editor.dangerTitle'),
    deleteHint: t('posts.editor.deleteHint'),
    delete: t('posts.editor.delete'),
    deleteConfirm: t.raw('posts.editor.deleteConfirm') as string,
    invalid: t('posts.results.invalid'),
    saveFailed: t('posts.results.saveFailed'),
    deleteFailed: t('posts.results.deleteFailed'),
    successTitle: t('common.success'),
    errorTitle: t('common.error'),
    errors: postErrorTexts(t),
  };
}

export type PostEditorTexts = ReturnType<typeof postEditorTexts>;

/** Fills `{name}` placeholders of a raw message in the browser (plain values, no plurals). */
export function fillPlaceholders(
  template: string,
  values: Record<string, string | number>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

import { defaultLocale, type Locale } from '@/i18n/locales';
import type { DocumentTexts } from '@/lib/versions/text-diff';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { PostSnapshot } from '@/server/blog/post-admin.server';

/*
 * An article's texts as its comparisons lay them out (textsDiff): its versions in the history
 * screen, and the post online beside its draft when the draft was drawn from an older save.
 */

const plainSettings = ['category', 'author', 'expectedTraffic', 'image'] as const;
const textFields = [
  'title',
  'slug',
  'excerpt',
  'content',
  'metaTitle',
  'metaDescription',
  'altText',
  'tags',
  'targetKeywords',
] as const;

/**
 * An article's texts in one language, labelled as its editor labels them: French also holds its
 * settings and publication, which every language shares.
 */
export function postTexts(
  t: AdminTranslator,
  post: PostSnapshot,
  language: Locale,
): DocumentTexts<string> {
  const texts: DocumentTexts<string> = new Map();
  const add = (key: string, path: string, text: string) => texts.set(key, { path, text });
  if (language === defaultLocale) {
    add('status', t('posts.editor.publicationTitle'), t(`posts.states.${post.status}`));
    for (const name of plainSettings)
      add(name, t(`posts.editor.settings.${name}`), String(post[name]));
    add(
      'searchIntent',
      t('posts.editor.settings.searchIntent'),
      t(`posts.editor.searchIntents.${post.searchIntent}`),
    );
    add(
      'competitionLevel',
      t('posts.editor.settings.competitionLevel'),
      t(`posts.editor.competitionLevels.${post.competitionLevel}`),
    );
    add(
      'schemaType',
      t('posts.editor.settings.schemaType'),
      t(`posts.editor.schemaTypes.${post.schemaType}`),
    );
  }
  const text = post.translations[language];
  for (const name of textFields)
    add(`text.${name}`, t(`posts.editor.fields.${name}`), text[name] ?? '');
  return texts;
}

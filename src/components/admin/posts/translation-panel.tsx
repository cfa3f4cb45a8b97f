'use client';
/**
 * One language of the article editor: title, slug, excerpt, the markdown beside its live
 * preview (an image of the library inserted where the caret is, described in this language or
 * else in French), then the SEO fields (with their recommended lengths), and removing the language.
 */
import { useTranslations } from 'next-intl';
import { useRef, type ReactNode } from 'react';
import { InsertImageButton } from '@/components/admin/media/insert-image-button';
import type { MediaChoice } from '@/components/admin/media/media-picker';
import { Button } from '@/components/admin/ui/button';
import { Field, inputClass, textareaClass } from '@/components/admin/ui/form-field';
import { localeInfo, type Locale } from '@/i18n/locales';
import { postLimits, seoHints, type TranslationInput } from '@/lib/admin/post-schema';
import { insertMarkdownImage, markdownImage } from '@/lib/blog/markdown-image';
import { MarkdownPreview } from './markdown-preview';
import type { usePostEditor, PostEditorActions } from './use-post-editor';

export function TranslationPanel({
  editor,
  locale,
  preview,
}: {
  editor: ReturnType<typeof usePostEditor>;
  locale: Locale;
  preview: PostEditorActions['preview'];
}) {
  const t = useTranslations('posts.editor');
  const { form } = editor;
  const text = editor.values.translations[locale];
  const { tag, dir } = localeInfo[locale];
  const content = useRef<HTMLTextAreaElement>(null);
  const insertImage = (choice: MediaChoice) => {
    const area = content.current;
    const inserted = insertMarkdownImage(
      text.content,
      area?.selectionStart ?? text.content.length,
      area?.selectionEnd ?? text.content.length,
      markdownImage(choice.alt[locale] || choice.alt.fr, choice.path),
    );
    editor.setText(locale, 'content', inserted.text);
    // The caret after the image, for the text typed next (the focus is back on the button).
    requestAnimationFrame(() => area?.setSelectionRange(inserted.caret, inserted.caret));
  };
  const path = (field: keyof TranslationInput) => `translations.${locale}.${field}`;
  // Each field's hint, where it has one (the SEO ones count what is typed).
  const hints: Partial<Record<keyof TranslationInput, string>> = {
    slug: t('fields.slugHint'),
    excerpt: t('fields.excerptHint'),
    metaTitle: t('fields.metaTitleHint', { count: text.metaTitle.length, max: seoHints.metaTitle }),
    metaDescription: t('fields.metaDescriptionHint', {
      count: text.metaDescription.length,
      max: seoHints.metaDescription,
    }),
    altText: t('fields.altTextHint'),
    tags: t('fields.tagsHint'),
    targetKeywords: t('fields.targetKeywordsHint'),
  };
  const fieldProps = (field: keyof TranslationInput) => ({
    ...form.control(path(field), hints[field]),
    name: path(field),
    value: text[field],
    lang: tag,
    dir,
    onChange: (event: { target: { value: string } }) =>
      editor.setText(locale, field, event.target.value),
  });
  /** A field labelled `fields.{field}`, with its hint and error. */
  const fieldOf = (field: keyof TranslationInput, children: ReactNode) => (
    <Field
      id={form.fieldId(path(field))}
      label={t(`fields.${field}`)}
      error={form.errors[path(field)]}
      hint={hints[field]}
    >
      {children}
    </Field>
  );
  return (
    <>
      {fieldOf(
        'title',
        <input
          {...fieldProps('title')}
          type="text"
          maxLength={postLimits.title}
          className={`${inputClass} text-base font-medium`}
        />,
      )}
      {fieldOf(
        'slug',
        <input
          {...fieldProps('slug')}
          dir="auto"
          type="text"
          spellCheck={false}
          maxLength={postLimits.slug * 2}
          className={`${inputClass} font-mono text-[13px]`}
        />,
      )}
      {fieldOf(
        'excerpt',
        <textarea
          {...fieldProps('excerpt')}
          rows={3}
          maxLength={postLimits.excerpt}
          className={`${textareaClass} min-h-20`}
        />,
      )}
      <div className="grid gap-5 2xl:grid-cols-2">
        <div className="min-w-0 space-y-2">
          {fieldOf(
            'content',
            <textarea
              {...fieldProps('content')}
              ref={content}
              rows={18}
              maxLength={postLimits.content}
              className={`${textareaClass} font-mono text-[13px]`}
            />,
          )}
          <InsertImageButton onInsert={insertImage} />
        </div>
        <MarkdownPreview
          id={form.fieldId(`${path('content')}-preview`)}
          markdown={text.content}
          locale={locale}
          render={preview}
        />
      </div>

      <div className="space-y-5 border-t border-line pt-5">
        <h3 className="text-sm font-semibold text-fg">{t('seoTitle')}</h3>
        {fieldOf(
          'metaTitle',
          <input
            {...fieldProps('metaTitle')}
            type="text"
            maxLength={postLimits.metaTitle}
            className={inputClass}
          />,
        )}
        {fieldOf(
          'metaDescription',
          <textarea
            {...fieldProps('metaDescription')}
            rows={3}
            maxLength={postLimits.metaDescription}
            className={`${textareaClass} min-h-20`}
          />,
        )}
        {fieldOf(
          'altText',
          <input
            {...fieldProps('altText')}
            type="text"
            maxLength={postLimits.altText}
            className={inputClass}
          />,
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          {fieldOf('tags', <input {...fieldProps('tags')} type="text" className={inputClass} />)}
          {fieldOf(
            'targetKeywords',
            <input {...fieldProps('targetKeywords')} type="text" className={inputClass} />,
          )}
        </div>
      </div>

      {locale === 'fr' ? null : (
        <div className="flex justify-end border-t border-line pt-4">
          <Button variant="ghost" size="sm" onClick={() => editor.clearLanguage(locale)}>
            {t('clearLanguage')}
          </Button>
        </div>
      )}
    </>
  );
}

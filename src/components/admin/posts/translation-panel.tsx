'use client';
/**
 * One language of the article editor: title, slug, excerpt, the markdown beside its live
 * preview, then the SEO fields (with their recommended lengths), and removing the language.
 */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/admin/ui/button';
import { Field, inputClass, textareaClass } from '@/components/admin/ui/form-field';
import { localeInfo, type Locale } from '@/i18n/locales';
import { postLimits, seoHints, type TranslationInput } from '@/lib/admin/post-schema';
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
  const path = (field: keyof TranslationInput) => `translations.${locale}.${field}`;
  const fieldProps = (field: keyof TranslationInput, hint?: string) => ({
    ...form.control(path(field), hint),
    name: path(field),
    value: text[field],
    lang: tag,
    dir,
    onChange: (event: { target: { value: string } }) =>
      editor.setText(locale, field, event.target.value),
  });
  const fieldOf = (
    field: keyof TranslationInput,
    label: string,
    children: ReactNode,
    hint?: string,
  ) => (
    <Field
      id={form.fieldId(path(field))}
      label={label}
      error={form.errors[path(field)]}
      hint={hint}
    >
      {children}
    </Field>
  );
  const metaTitleHint = t('fields.metaTitleHint', {
    count: text.metaTitle.length,
    max: seoHints.metaTitle,
  });
  const metaDescriptionHint = t('fields.metaDescriptionHint', {
    count: text.metaDescription.length,
    max: seoHints.metaDescription,
  });
  return (
    <>
      {fieldOf(
        'title',
        t('fields.title'),
        <input
          {...fieldProps('title')}
          type="text"
          maxLength={postLimits.title}
          className={`${inputClass} text-base font-medium`}
        />,
      )}
      {fieldOf(
        'slug',
        t('fields.slug'),
        <input
          {...fieldProps('slug', t('fields.slugHint'))}
          dir="auto"
          type="text"
          spellCheck={false}
          maxLength={postLimits.slug * 2}
          className={`${inputClass} font-mono text-[13px]`}
        />,
        t('fields.slugHint'),
      )}
      {fieldOf(
        'excerpt',
        t('fields.excerpt'),
        <textarea
          {...fieldProps('excerpt', t('fields.excerptHint'))}
          rows={3}
          maxLength={postLimits.excerpt}
          className={`${textareaClass} min-h-20`}
        />,
        t('fields.excerptHint'),
      )}
      <div className="grid gap-5 2xl:grid-cols-2">
        {fieldOf(
          'content',
          t('fields.content'),
          <textarea
            {...fieldProps('content')}
            rows={18}
            maxLength={postLimits.content}
            className={`${textareaClass} font-mono text-[13px]`}
          />,
        )}
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
          t('fields.metaTitle'),
          <input
            {...fieldProps('metaTitle', metaTitleHint)}
            type="text"
            maxLength={postLimits.metaTitle}
            className={inputClass}
          />,
          metaTitleHint,
        )}
        {fieldOf(
          'metaDescription',
          t('fields.metaDescription'),
          <textarea
            {...fieldProps('metaDescription', metaDescriptionHint)}
            rows={3}
            maxLength={postLimits.metaDescription}
            className={`${textareaClass} min-h-20`}
          />,
          metaDescriptionHint,
        )}
        {fieldOf(
          'altText',
          t('fields.altText'),
          <input
            {...fieldProps('altText', t('fields.altTextHint'))}
            type="text"
            maxLength={postLimits.altText}
            className={inputClass}
          />,
          t('fields.altTextHint'),
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          {fieldOf(
            'tags',
            t('fields.tags'),
            <input
              {...fieldProps('tags', t('fields.tagsHint'))}
              type="text"
              className={inputClass}
            />,
            t('fields.tagsHint'),
          )}
          {fieldOf(
            'targetKeywords',
            t('fields.targetKeywords'),
            <input
              {...fieldProps('targetKeywords', t('fields.targetKeywordsHint'))}
              type="text"
              className={inputClass}
            />,
            t('fields.targetKeywordsHint'),
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

'use client';
/**
 * A campaign's languages as tabs: in each, the subject, preheader and Markdown body (typed in
 * the language's direction) beside the mail's live preview. Without `edit`, only the preview of
 * each language (a campaign already sent).
 */
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { LanguageTabs, textDirection } from '@/components/admin/content/language-tabs';
import type { useAdminForm } from '@/components/admin/forms/use-admin-form';
import { Card, CardHeader } from '@/components/admin/ui/card';
import { Field, inputClass, textareaClass } from '@/components/admin/ui/form-field';
import type { Locale } from '@/i18n/locales';
import {
  campaignLimits,
  type CampaignEditorInput,
  type CampaignTextInput,
} from '@/lib/admin/campaign-schema';
import { fieldLocales } from '@/lib/admin/translated-content';
import { MailPreview, type MailPreviewInput, type PreviewWidth } from './mail-preview';

export function CampaignTexts({
  values,
  language,
  onLanguage,
  languageNames,
  preview,
  edit,
}: {
  values: Pick<CampaignEditorInput, 'image' | 'translations'>;
  language: Locale;
  onLanguage: (locale: Locale) => void;
  languageNames: Record<Locale, string>;
  preview: (input: MailPreviewInput, locale: string) => Promise<string>;
  edit?: {
    form: ReturnType<typeof useAdminForm>;
    onText: (locale: Locale, field: keyof CampaignTextInput, value: string) => void;
  };
}) {
  const t = useTranslations('newsletter.editor');
  const id = useId();
  // Above the tabs: the width chosen stays when another language is opened.
  const [previewWidth, setPreviewWidth] = useState<PreviewWidth>('desktop');
  const written = (locale: Locale) =>
    Object.values(values.translations[locale]).some((text) => text !== '');
  const errorLocales = edit
    ? fieldLocales(Object.keys(edit.form.errors), 'translations')
    : new Set<Locale>();

  const fields = (locale: Locale, { form, onText }: NonNullable<typeof edit>) => {
    const path = (field: keyof CampaignTextInput) => `translations.${locale}.${field}`;
    const control = (field: keyof CampaignTextInput, hint?: string) => ({
      ...form.control(path(field), hint),
      name: path(field),
      value: values.translations[locale][field],
      ...textDirection(locale),
      onChange: (event: { target: { value: string } }) => onText(locale, field, event.target.value),
    });
    return (
      <>
        <Field
          id={form.fieldId(path('subject'))}
          label={t('fields.subject')}
          hint={t('fields.subjectHint')}
          error={form.errors[path('subject')]}
        >
          <input
            {...control('subject', t('fields.subjectHint'))}
            type="text"
            maxLength={campaignLimits.subject}
            className={`${inputClass} text-base font-medium`}
          />
        </Field>
        <Field
          id={form.fieldId(path('preheader'))}
          label={t('fields.preheader')}
          hint={t('fields.preheaderHint')}
          error={form.errors[path('preheader')]}
        >
          <input
            {...control('preheader', t('fields.preheaderHint'))}
            type="text"
            maxLength={campaignLimits.preheader}
            className={inputClass}
          />
        </Field>
        <Field
          id={form.fieldId(path('body'))}
          label={t('fields.body')}
          hint={t('fields.bodyHint')}
          error={form.errors[path('body')]}
        >
          <textarea
            {...control('body', t('fields.bodyHint'))}
            rows={16}
            maxLength={campaignLimits.body}
            className={`${textareaClass} font-mono text-[13px]`}
          />
        </Field>
      </>
    );
  };

  return (
    <Card as="section" aria-labelledby={`${id}-texts`} className="min-w-0">
      <CardHeader
        id={`${id}-texts`}
        title={t('textsTitle')}
        description={edit ? t('languageHint') : undefined}
      />
      <LanguageTabs
        active={language}
        onChange={onLanguage}
        errorLocales={errorLocales}
        panels="active"
        note={(locale) => {
          if (locale === 'fr') return edit ? t('required') : undefined;
          return written(locale) ? undefined : t('missing');
        }}
      >
        {(locale) => {
          // A language not written is received in French: its preview shows the French mail.
          const shown = written(locale) ? locale : 'fr';
          return (
            <div className={edit ? 'grid gap-5 2xl:grid-cols-2' : ''}>
              {edit ? <div className="min-w-0 space-y-4">{fields(locale, edit)}</div> : null}
              <MailPreview
                input={{ image: values.image, ...values.translations[shown] }}
                locale={shown}
                languageName={languageNames[shown]}
                render={preview}
                width={previewWidth}
                onWidth={setPreviewWidth}
              />
            </div>
          );
        }}
      </LanguageTabs>
    </Card>
  );
}

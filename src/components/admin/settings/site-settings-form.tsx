'use client';
/**
 * The site settings form (admins): the agency's details, its social links, the shared figures,
 * the voice widget, the default social image (chosen in the media library), then the texts that depend on the language under the language tabs (French
 * required; each other language shows the French text beside its field). It edits the settings'
 * draft (decision 071): "Enregistrer le brouillon" and the autosave keep it without publishing,
 * "Publier" checks it with the schema the action checks again and makes it live; a refusal keeps
 * everything typed. Someone else's save of the draft, or of the settings since the draft was
 * drawn, shows the conflict and a way to reload.
 */
import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { LanguageTabs, textDirection } from '@/components/admin/content/language-tabs';
import { DraftBanner } from '@/components/admin/drafts/draft-banner';
import { DraftFormEnd } from '@/components/admin/drafts/draft-form-end';
import {
  useDraftActions,
  type DraftServerActions,
} from '@/components/admin/drafts/use-draft-actions';
import type { FormDraft } from '@/components/admin/drafts/use-draft-editing';
import { useFormChanges, useUnsavedChanges } from '@/components/admin/forms/unsaved-changes';
import { useAdminForm } from '@/components/admin/forms/use-admin-form';
import { Card, CardHeader } from '@/components/admin/ui/card';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import {
  Field,
  FieldError,
  checkboxClass,
  fieldHintId,
  inputClass,
} from '@/components/admin/ui/form-field';
import { defaultLocale, type Locale } from '@/i18n/locales';
import {
  siteSettingsDraftSchema,
  siteSettingsErrorKeys,
  siteSettingsSchema,
  siteSettingsValuesFromForm,
  socialNetworks,
  type SiteSettingsFormValues,
} from '@/lib/admin/site-settings-schema';
import { fieldLocales, firstFieldLocale } from '@/lib/admin/translated-content';

type InputProps = {
  type?: 'text' | 'email' | 'tel' | 'url';
  inputMode?: 'numeric' | 'decimal';
  hint?: ReactNode;
};

export function SiteSettingsForm({
  initial,
  draft,
  staleNote,
  ...actions
}: {
  /** The draft's values when there is one, else the published settings'. */
  initial: SiteSettingsFormValues;
  draft: FormDraft | null;
  /** When the settings were published since the draft was drawn: what differs, from the server. */
  staleNote?: ReactNode;
} & DraftServerActions) {
  const t = useTranslations('settings');
  const tDrafts = useTranslations('drafts');
  const [activeLocale, setActiveLocale] = useState<Locale>(defaultLocale);
  const form = useAdminForm({
    errorMessages: 'settings.errors',
    knownErrors: siteSettingsErrorKeys,
    refusalToast: 'settings.toasts.invalid',
    onErrors: (fields) => {
      const locale = firstFieldLocale(fields);
      if (locale) setActiveLocale(locale);
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const changes = useFormChanges(formRef);
  const { confirmation } = useUnsavedChanges(changes.hasChanges, () => {
    formRef.current?.reset();
    form.setErrors({});
  });
  const draftActions = useDraftActions({
    form,
    formRef,
    changes,
    draft,
    values: siteSettingsValuesFromForm,
    // A draft is kept as typed, even half done: only its publish is checked in full.
    draftSchema: siteSettingsDraftSchema,
    publishSchema: siteSettingsSchema,
    ...actions,
    discardConfirmation: tDrafts('discardConfirm'),
  });
  const { editing, onSubmit, onDiscard, onKeep } = draftActions;

  const input = (name: string, value: string, props: InputProps = {}, locale?: Locale) => (
    <Field
      key={name}
      id={form.fieldId(name)}
      label={t(`fields.${name.replace(/^text\.[^.]+\./, 'text.')}`)}
      hint={props.hint}
      error={form.errors[name]}
    >
      <input
        {...form.control(name, props.hint)}
        name={name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        defaultValue={value}
        className={inputClass}
        {...(locale ? textDirection(locale) : { dir: props.type ? 'ltr' : undefined })}
      />
    </Field>
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-6">
      <input type="hidden" name="version" value={initial.version} />
      {editing.savedDraft ? (
        <DraftBanner
          draft={editing.savedDraft}
          onDiscard={onDiscard}
          discardLabel={tDrafts('discardLabel', { name: t('title') })}
          staleNote={staleNote}
          onKeep={onKeep}
          disabled={form.pending !== null}
        />
      ) : null}

      <Section id="settings-agency" title={t('sections.agency')}>
        {input('siteName', initial.siteName)}
        {input('contactEmail', initial.contactEmail, { type: 'email' })}
        {input('contactPhone', initial.contactPhone, { type: 'tel', hint: t('hints.phone') })}
        {input('whatsappNumber', initial.whatsappNumber, { type: 'tel', hint: t('hints.phone') })}
        {input('address', initial.address, { hint: t('hints.address') })}
        {input('bookingUrl', initial.bookingUrl, { type: 'url', hint: t('hints.https') })}
      </Section>

      <Section id="settings-social" title={t('sections.social')} hint={t('hints.social')}>
        {socialNetworks.map((network) =>
          input(`social.${network}`, initial.social[network], { type: 'url' }),
        )}
      </Section>

      <Section id="settings-figures" title={t('sections.figures')}>
        {input('figures.years', initial.figures.years, { inputMode: 'numeric' })}
        {input('figures.projects', initial.figures.projects, { inputMode: 'numeric' })}
        {input('figures.clients', initial.figures.clients, { inputMode: 'numeric' })}
        {input('figures.satisfaction', initial.figures.satisfaction, { inputMode: 'numeric' })}
        {input('figures.rating', initial.figures.rating, { inputMode: 'decimal' })}
        {input('figures.reviewCount', initial.figures.reviewCount, { inputMode: 'numeric' })}
      </Section>

      <Section id="settings-voice" title={t('sections.voice')}>
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            id={form.fieldId('voiceWidget')}
            name="voiceWidget"
            type="checkbox"
            defaultChecked={initial.voiceWidget}
            aria-describedby={fieldHintId(form.fieldId('voiceWidget'))}
            className={`${checkboxClass} mt-0.5`}
          />
          <div>
            <label htmlFor={form.fieldId('voiceWidget')} className="text-sm font-medium text-fg">
              {t('fields.voiceWidget')}
            </label>
            <p
              id={fieldHintId(form.fieldId('voiceWidget'))}
              className="mt-0.5 text-xs text-fg-muted"
            >
              {t('hints.voiceWidget')}
            </p>
          </div>
        </div>
      </Section>

      <Section id="settings-social-image" title={t('sections.socialImage')}>
        <div className="sm:col-span-2">
          <ImageUploadField
            name="socialImage"
            defaultValue={initial.socialImage}
            label={t('fields.socialImage')}
          />
          <p className="mt-2 text-xs text-fg-muted">{t('hints.socialImage')}</p>
          <FieldError id={form.fieldId('socialImage')} message={form.errors.socialImage} />
        </div>
      </Section>

      <Card as="section" aria-labelledby="settings-text">
        <CardHeader id="settings-text" title={t('sections.text')} />
        <LanguageTabs
          active={activeLocale}
          onChange={setActiveLocale}
          errorLocales={fieldLocales(Object.keys(form.errors))}
          hint={t('hints.languages')}
          note={(locale) => (locale === defaultLocale ? t('required') : undefined)}
        >
          {(locale) =>
            (['address', 'officeHours'] as const).map((name) => (
              <div key={name} className="sm:col-span-2">
                {input(
                  `text.${locale}.${name}`,
                  initial.text[locale][name],
                  locale === defaultLocale
                    ? {}
                    : {
                        hint: (
                          <>
                            {t('hints.french')}{' '}
                            <span lang="fr" dir="ltr">
                              {initial.text[defaultLocale][name]}
                            </span>
                          </>
                        ),
                      },
                  locale,
                )}
              </div>
            ))
          }
        </LanguageTabs>
      </Card>

      <DraftFormEnd
        form={form}
        draftActions={draftActions}
        reloadLabel={t('conflict.reload')}
        className="border-t border-line pt-5"
      />
      {confirmation}
    </form>
  );
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader id={id} title={title} description={hint} />
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

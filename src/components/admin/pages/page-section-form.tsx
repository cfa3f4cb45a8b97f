'use client';
/**
 * The form of one section of a page (decision 047), drawn from the section's definition: shown or
 * hidden, then its fields under the language tabs (French required; each other language shows
 * the French text beside the field being translated, and may stay empty to show the French).
 * It edits the section's draft (decision 068): "Enregistrer le brouillon" and the autosave (two
 * seconds after typing stops, and when the tab is left) keep it without publishing, "Publier"
 * keeps what is on screen and makes it live. Checked in the browser with the schema the action
 * checks again; a refusal keeps everything typed. A save after someone else's shows the conflict
 * and a way to reload.
 */
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRef, useState, type ReactNode } from 'react';
import { VisibleCheckbox } from '@/components/admin/content/form-parts';
import { LanguageTabs, textDirection } from '@/components/admin/content/language-tabs';
import { FrenchSource } from '@/components/admin/content/translated-content-form';
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
import { Field, FieldError, inputClass, textareaClass } from '@/components/admin/ui/form-field';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import {
  FormMissingAltWarning,
  type MissingAltCheck,
} from '@/components/admin/media/missing-alt-warning';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { contentLocales, fieldLocales, firstFieldLocale } from '@/lib/admin/translated-content';
import { sectionPages } from '@/lib/page-sections/pages';
import {
  isSameInEveryLanguage,
  itemsOf,
  sectionDraftSchema,
  sectionErrorKeys,
  sectionFormSchema,
  sectionValuesFromForm,
  textOf,
  type ItemField,
  type SectionContent,
} from '@/lib/page-sections/section-definition';
import { SectionListField } from './section-list-field';

/** Whether a language's content holds any text: only then is it published in that language. */
function holdsText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(holdsText);
  if (value && typeof value === 'object') return Object.values(value).some(holdsText);
  return false;
}

/**
 * Per language a publish puts online (French, and each one with some text), the content its
 * readers get; the French content is every language's too, as it holds the section's images.
 */
function publishedTexts(text: Record<string, unknown>) {
  const french = JSON.stringify(text[defaultLocale]);
  return Object.fromEntries(
    contentLocales
      .filter((locale) => locale === defaultLocale || holdsText(text[locale]))
      .map((locale) => [locale, [french, JSON.stringify(text[locale])]]),
  );
}

export function PageSectionForm({
  page,
  section,
  title,
  hidden,
  text,
  draft,
  staleNote,
  historyHref,
  previewHref,
  missingAlt,
  ...actions
}: {
  page: string;
  section: string;
  /** Its history screen (versions, compare, restore). */
  historyHref: string;
  /** The page's preview with its drafts (decision 069); none for words no page shows. */
  previewHref?: string;
  /** The section's name on the screen (its French title, or its role). */
  title: string;
  /** The draft's, when there is one; else the published section's. */
  hidden: boolean;
  text: Record<Locale, SectionContent>;
  draft: FormDraft | null;
  /** When the section was published since the draft was drawn: what differs, from the server. */
  staleNote?: ReactNode;
  /** Which images the publish would show without an alt text in their language. */
  missingAlt: MissingAltCheck;
} & DraftServerActions) {
  const t = useTranslations('pages');
  const tContent = useTranslations('content');
  // The definition is code: the server names it, the browser finds the same one.
  const definition = sectionPages
    .find((candidate) => candidate.page === page)!
    .sections.find((candidate) => candidate.id === section)!;
  const [activeLocale, setActiveLocale] = useState<Locale>(defaultLocale);
  // Each list's items in the order the editor arranged them in French; every tab draws them so.
  const savedItemIds = () =>
    Object.fromEntries(
      Object.keys(definition.fields).map((name) => [
        name,
        itemsOf(text[defaultLocale], name).map((item) => item.id),
      ]),
    );
  const [itemIds, setItemIds] = useState<Record<string, string[]>>(savedItemIds);
  const form = useAdminForm({
    errorMessages: 'content.errors',
    knownErrors: sectionErrorKeys,
    refusalToast: 'pages.toasts.invalid',
    onErrors: (fields) => {
      const locale = firstFieldLocale(fields);
      if (locale) setActiveLocale(locale);
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const changes = useFormChanges(formRef);
  const { confirmation } = useUnsavedChanges(changes.hasChanges, () => {
    formRef.current?.reset();
    setItemIds(savedItemIds());
    form.setErrors({});
  });
  const headingId = `section-${section}`;
  const tDrafts = useTranslations('pages.drafts');

  const values = (data: FormData) => sectionValuesFromForm(data, definition, contentLocales);
  const draftActions = useDraftActions({
    form,
    formRef,
    changes,
    draft,
    values,
    draftSchema: sectionDraftSchema(definition, contentLocales),
    publishSchema: sectionFormSchema(definition, contentLocales),
    ...actions,
    discardConfirmation: tDrafts('discardConfirm'),
  });
  const { editing, onSubmit, onDiscard, onKeep } = draftActions;

  /** One text control, with the French text beside it in a translation; or an image or a link, in French. */
  const drawText = (
    locale: Locale,
    {
      name,
      reactKey = name,
      field,
      label,
      defaultValue,
      french,
    }: {
      name: string;
      /** A list item's control is keyed by its item, not its place (SectionListField). */
      reactKey?: string;
      field: ItemField;
      label: string;
      defaultValue: string;
      french: string | undefined;
    },
  ) => {
    // An image or a link is French's and shows on every language's page: only the French tab
    // offers it.
    if (isSameInEveryLanguage(field) && french !== undefined) return null;
    if (field.kind === 'image')
      return (
        <div key={reactKey}>
          <ImageUploadField name={name} defaultValue={defaultValue} label={label} />
          <FieldError id={form.fieldId(name)} message={form.errors[name]} />
        </div>
      );
    if (field.kind === 'link') {
      const props = form.control(name);
      return (
        <Field
          key={reactKey}
          id={props.id}
          label={`${label} (${t('required')})`}
          error={form.errors[name]}
        >
          <input
            {...props}
            name={name}
            defaultValue={defaultValue}
            type="url"
            dir="ltr"
            className={inputClass}
          />
        </Field>
      );
    }
    const props = {
      ...form.control(name),
      name,
      defaultValue,
      maxLength: field.maxLength,
      ...textDirection(locale),
    };
    const required = locale === defaultLocale && !field.optional;
    const control = (
      <Field
        key={reactKey}
        id={props.id}
        label={`${label}${required ? ` (${t('required')})` : ''}`}
        hint={
          field.kind === 'markdown'
            ? t('hints.markdown')
            : field.highlight
              ? t('hints.highlight')
              : undefined
        }
        error={form.errors[name]}
      >
        {field.kind === 'line' && !field.rows ? (
          <input {...props} type="text" className={inputClass} />
        ) : (
          <textarea {...props} rows={field.rows} className={textareaClass} />
        )}
      </Field>
    );
    if (french === undefined) return control;
    return (
      <div key={reactKey} className="grid gap-3 lg:grid-cols-2">
        {control}
        <FrenchSource label={tContent('frenchSource')} text={french} />
      </div>
    );
  };

  const drawField = (locale: Locale, name: string) => {
    const field = definition.fields[name]!;
    const translating = locale !== defaultLocale;
    if (field.kind === 'list')
      return (
        <SectionListField
          key={`text.${locale}.${name}`}
          locale={locale}
          name={name}
          field={field}
          ids={itemIds[name] ?? []}
          onIdsChange={(ids) => setItemIds((current) => ({ ...current, [name]: ids }))}
          stored={itemsOf(text[locale], name)}
          french={itemsOf(text[defaultLocale], name)}
          errors={form.errors}
          fieldId={form.fieldId}
          drawItemField={({ field: itemField, ...item }) =>
            drawText(locale, {
              ...item,
              field: field.item[itemField]!,
              label: t(`fields.${itemField}`),
            })
          }
        />
      );
    return drawText(locale, {
      name: `text.${locale}.${name}`,
      field,
      label: t(`fields.${name}`),
      defaultValue: textOf(text[locale], name),
      french: translating ? textOf(text[defaultLocale], name) : undefined,
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Card as="section" aria-labelledby={headingId}>
        <CardHeader
          id={headingId}
          title={title}
          description={hidden ? t('hiddenNote') : undefined}
          actions={
            <>
              {previewHref ? (
                // A tab of its own: the preview reloads itself beside the editor after each save.
                <a
                  href={previewHref}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('preview.sectionLinkLabel', { section: title })}
                  className="text-sm font-medium text-accent-strong underline underline-offset-4"
                >
                  {t('preview.sectionLink')}
                </a>
              ) : null}
              <Link
                href={historyHref}
                aria-label={t('history.linkLabel', { section: title })}
                className="text-sm font-medium text-accent-strong underline underline-offset-4"
              >
                {t('history.link')}
              </Link>
            </>
          }
        />
        {editing.savedDraft ? (
          <DraftBanner
            draft={editing.savedDraft}
            onDiscard={onDiscard}
            discardLabel={tDrafts('discardLabel', { section: title })}
            staleNote={staleNote}
            onKeep={onKeep}
            disabled={form.pending !== null}
          />
        ) : null}
        {definition.alwaysShown ? null : (
          <VisibleCheckbox
            id={form.fieldId('visible')}
            defaultChecked={!hidden}
            label={t('visible.label')}
            hint={t('visible.hint')}
          />
        )}
        {definition.itemsFrom ? (
          <p className="mt-4 text-sm text-fg-muted">
            {t.rich(`itemsFrom.${definition.itemsFrom}`, {
              link: (chunks) => (
                <Link
                  href={`/admin/${definition.itemsFrom}`}
                  className="font-medium text-accent underline"
                >
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : null}
        <div className="mt-4">
          <LanguageTabs
            active={activeLocale}
            onChange={setActiveLocale}
            errorLocales={fieldLocales(Object.keys(form.errors))}
            hint={tContent('translationsOptionalHint')}
          >
            {(locale) => (
              <div className="space-y-4">
                {Object.keys(definition.fields).map((name) => drawField(locale, name))}
              </div>
            )}
          </LanguageTabs>
        </div>
        <FormMissingAltWarning
          formRef={formRef}
          textsOf={(data) => publishedTexts(values(data).text)}
          check={missingAlt}
          className="mt-4"
        />
        <DraftFormEnd
          form={form}
          draftActions={draftActions}
          reloadLabel={tContent('reload')}
          saveDraftLabel={tDrafts('saveDraftLabel', { section: title })}
          publishLabel={tDrafts('publishLabel', { section: title })}
          className="mt-4"
        />
      </Card>
      {confirmation}
    </form>
  );
}

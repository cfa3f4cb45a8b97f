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
import { useFormatter, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { VisibleCheckbox } from '@/components/admin/content/form-parts';
import { LanguageTabs, textDirection } from '@/components/admin/content/language-tabs';
import { FrenchSource } from '@/components/admin/content/translated-content-form';
import { DraftBanner } from '@/components/admin/drafts/draft-banner';
import {
  useDraftEditing,
  type DraftAnswer,
  type FormDraft,
} from '@/components/admin/drafts/use-draft-editing';
import { useFormChanges, useUnsavedChanges } from '@/components/admin/forms/unsaved-changes';
import { useAdminForm } from '@/components/admin/forms/use-admin-form';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import { Button, buttonClass } from '@/components/admin/ui/button';
import { Card, CardHeader } from '@/components/admin/ui/card';
import { Field, FieldError, inputClass, textareaClass } from '@/components/admin/ui/form-field';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import { defaultLocale, type Locale } from '@/i18n/locales';
import type { ActionResult } from '@/lib/admin/action-result';
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

export function PageSectionForm({
  page,
  section,
  title,
  hidden,
  text,
  draft,
  staleNote,
  saveDraft,
  publish,
  discard,
  keepDraft,
  historyHref,
  previewHref,
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
  saveDraft: (revision: number, formData: FormData) => Promise<DraftAnswer>;
  publish: (revision: number, formData: FormData) => Promise<ActionResult>;
  discard: (revision: number) => Promise<ActionResult>;
  /** Keeps the draft over the version published since (the stale note's button). */
  keepDraft: (revision: number) => Promise<ActionResult>;
}) {
  const t = useTranslations('pages');
  const tContent = useTranslations('content');
  const router = useRouter();
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
  const tDraft = useTranslations('drafts');
  const format = useFormatter();
  const runWithToast = useRunWithToast();

  const formData = () => new FormData(formRef.current!);
  const values = (data: FormData) => sectionValuesFromForm(data, definition, contentLocales);
  const { savedDraft, draftSavedAt, conflict, queued, keptDraft, refused, stop } = useDraftEditing(
    {
      formRef,
      changes,
      draft,
      saveDraft,
      canAutosave: (data) =>
        sectionDraftSchema(definition, contentLocales).safeParse(values(data)).success,
    },
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = formData();
    const result = await form.submit(
      sectionDraftSchema(definition, contentLocales),
      values(data),
      () => queued((current) => saveDraft(current, data)),
      'draft',
    );
    refused(result);
    keptDraft(result);
  };

  const onPublish = async () => {
    const data = formData();
    const result = await form.submit(
      sectionFormSchema(definition, contentLocales),
      values(data),
      () => queued((current) => publish(current, data)),
      'publish',
    );
    refused(result);
    // The screen renders the published version, and this form starts anew from it (its key).
    if (!result?.ok) return;
    stop();
    router.refresh();
  };

  /** Discarding or keeping the draft: the screen then draws the section anew (its key). */
  const changeDraft = async (change: (revision: number) => Promise<ActionResult>) => {
    const result = await runWithToast(() => queued(change));
    refused(result);
    if (!result.ok) return;
    stop();
    router.refresh();
  };

  const onDiscard = () => {
    if (window.confirm(tDrafts('discardConfirm'))) void changeDraft(discard);
  };

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
        {savedDraft ? (
          <DraftBanner
            draft={savedDraft}
            onDiscard={onDiscard}
            discardLabel={tDrafts('discardLabel', { section: title })}
            staleNote={staleNote}
            onKeep={() => changeDraft(keepDraft)}
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
        {conflict ? (
          <div
            role="alert"
            className="mt-4 flex flex-col gap-3 rounded-xl border border-danger/60 bg-danger/10 p-4 text-sm text-fg sm:flex-row sm:items-center"
          >
            <p className="sm:me-auto">{conflict}</p>
            <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
              {tContent('reload')}
            </Button>
          </div>
        ) : null}
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <p role="status" className="text-sm sm:me-auto">
            {form.hasErrors && !conflict ? (
              <span className="text-danger">{tContent('checkFields')}</span>
            ) : draftSavedAt ? (
              <span className="text-fg-muted">
                {tDraft('autosaved', {
                  time: format.dateTime(new Date(draftSavedAt), {
                    timeStyle: 'medium',
                    timeZone: 'Europe/Zurich',
                  }),
                })}
              </span>
            ) : null}
          </p>
          <button
            type="submit"
            disabled={form.pending !== null}
            aria-busy={form.pending === 'draft' || undefined}
            aria-label={tDrafts('saveDraftLabel', { section: title })}
            className={buttonClass({ variant: 'secondary' })}
          >
            {form.pending === 'draft' ? tContent('saving') : tDraft('saveDraft')}
          </button>
          <button
            type="button"
            onClick={onPublish}
            disabled={form.pending !== null}
            aria-busy={form.pending === 'publish' || undefined}
            aria-label={tDrafts('publishLabel', { section: title })}
            className={buttonClass({ variant: 'primary' })}
          >
            {form.pending === 'publish' ? tDraft('publishing') : tDraft('publish')}
          </button>
        </div>
      </Card>
      {confirmation}
    </form>
  );
}

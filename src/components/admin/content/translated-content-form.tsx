'use client';
/**
 * Creating or editing a record of a translated content kind (a service, a testimonial): its
 * kind's layout (src/lib/admin/content-kinds.ts) drawn as cards of shared fields, then the
 * fields of each language under the language tabs, then cancel and submit. Labels and hints
 * are the messages `{kind}.form.fields.{name}.…` of the admin's language. An edit with `drafts`
 * edits the record's draft (decision 071): "Enregistrer le brouillon" and the autosave keep it
 * unpublished, "Publier" keeps it then posts it through the kind's own save (`action`).
 */
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as z from 'zod/mini';
import {
  AgencyPersonWarning,
  agencyPersonWarningId,
} from '@/components/admin/content/agency-person-warning';
import { FormActions, VisibleCheckbox } from '@/components/admin/content/form-parts';
import { LanguageTabs, textDirection } from '@/components/admin/content/language-tabs';
import { DraftActions } from '@/components/admin/drafts/draft-actions';
import { DraftBanner } from '@/components/admin/drafts/draft-banner';
import {
  useDraftEditing,
  type DraftAnswer,
  type FormDraft,
} from '@/components/admin/drafts/use-draft-editing';
import { useFormChanges, useUnsavedChanges } from '@/components/admin/forms/unsaved-changes';
import { useAdminForm } from '@/components/admin/forms/use-admin-form';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import { Button } from '@/components/admin/ui/button';
import { Card, CardHeader } from '@/components/admin/ui/card';
import {
  checkboxClass,
  Field,
  FieldError,
  inputClass,
  selectClass,
  textareaClass,
} from '@/components/admin/ui/form-field';
import { defaultLocale, type Locale } from '@/i18n/locales';
import type { ActionResult } from '@/lib/admin/action-result';
import { matchingAgencyPerson, type AgencyPerson } from '@/lib/admin/agency-people';
import { contentKindForms } from '@/lib/admin/content-kinds';
import {
  contentValuesFromForm,
  fieldLocales,
  firstFieldLocale,
  type ContentControl,
  type ContentKind,
} from '@/lib/admin/translated-content';

/** A form's starting values: the schema's input shape, every value as the form holds it. */
export interface ContentFormValues {
  [name: string]: unknown;
  text: Record<Locale, object>;
}

type AdminForm = ReturnType<typeof useAdminForm>;

/** A record's draft and its actions, bound by its edit screen to the record. */
export interface ContentFormDrafts {
  draft: FormDraft | null;
  /** What the record's name is in the discard button's accessible name. */
  name: string;
  /** When the record was published since the draft was drawn: what differs, from the server. */
  staleNote?: ReactNode;
  saveDraft: (revision: number, formData: FormData) => Promise<DraftAnswer>;
  discard: (revision: number) => Promise<ActionResult>;
  keepDraft: (revision: number) => Promise<ActionResult>;
}

/** A draft is kept as typed: only its size is limited, by the server. */
const draftSchema = z.unknown();

/** The create form has no draft: its autosave never runs. */
const noDraftSave = (): Promise<DraftAnswer> => Promise.resolve({ ok: false, message: '' });

export function TranslatedContentForm({
  kind,
  mode,
  initial,
  action,
  agencyPeople,
  drafts,
}: {
  kind: ContentKind;
  mode: 'create' | 'edit';
  initial: ContentFormValues;
  action: (formData: FormData) => Promise<ActionResult<unknown>>;
  drafts?: ContentFormDrafts;
  /** A testimonial's form: its `name` warns when it is one of these (issue 17 §9). */
  agencyPeople?: readonly AgencyPerson[];
}) {
  const listHref = `/admin/${kind}`;
  const t = useTranslations(`${kind}.form`);
  const tContent = useTranslations('content');
  const router = useRouter();
  const { layout, schema, createSchema } = contentKindForms[kind];
  const [activeLocale, setActiveLocale] = useState<Locale>(defaultLocale);
  const form = useAdminForm({
    errorMessages: 'content.errors',
    // The tab of the first wrong field opens, so the focus can reach it.
    onErrors: (fields) => {
      const locale = firstFieldLocale(fields);
      if (locale) setActiveLocale(locale);
    },
  });
  const errorLocales = fieldLocales(Object.keys(form.errors));
  const [conflict, setConflict] = useState<string | null>(null);
  const [personName, setPersonName] = useState(String(initial.name ?? ''));
  const agencyPerson = agencyPeople ? matchingAgencyPerson(personName, agencyPeople) : undefined;
  // Leaving with something typed and not saved asks first (a link, the back button, the tab).
  const formRef = useRef<HTMLFormElement>(null);
  const changes = useFormChanges(formRef);
  const { confirmation } = useUnsavedChanges(changes.hasChanges, () => {
    formRef.current?.reset();
    setPersonName(String(initial.name ?? ''));
    form.setErrors({});
  });
  const tDrafts = useTranslations('drafts');
  const runWithToast = useRunWithToast();
  const editing = useDraftEditing({
    formRef,
    changes,
    draft: drafts?.draft ?? null,
    saveDraft: drafts?.saveDraft ?? noDraftSave,
    canAutosave: () => drafts !== undefined,
  });
  const shownConflict = conflict ?? editing.conflict;

  /** The kind's save of the form (a creation, or the publish of a draft), then the list. */
  const save = async (formData: FormData, send: () => Promise<ActionResult<unknown>>) => {
    const result = await form.submit(
      mode === 'create' ? createSchema : schema,
      contentValuesFromForm(formData, layout),
      send,
      'publish',
    );
    if (result && !result.ok && result.conflict) setConflict(result.message);
    if (!result?.ok) return;
    editing.stop();
    router.push(listHref);
    router.refresh();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    if (!drafts) return save(formData, () => action(formData));
    const result = await form.submit(
      draftSchema,
      null,
      () => editing.queued((revision) => drafts.saveDraft(revision, formData)),
      'draft',
    );
    editing.refused(result);
    editing.keptDraft(result);
  };

  /** "Publier": the form kept as the draft first, so a refused publish loses nothing. */
  const onPublish = () => {
    if (!drafts) return;
    const formData = new FormData(formRef.current!);
    return save(formData, () =>
      editing.queued(async (revision) => {
        const kept = await drafts.saveDraft(revision, formData);
        editing.refused(kept);
        if (!kept.ok) return kept;
        editing.keptDraft(kept);
        return action(formData);
      }),
    );
  };

  /** Discarding or keeping the draft: the screen then draws the form anew (its key). */
  const changeDraft = async (change: (revision: number) => Promise<ActionResult>) => {
    const result = await runWithToast(() => editing.queued(change));
    editing.refused(result);
    if (!result.ok) return;
    editing.stop();
    router.refresh();
  };

  // What another editor saved meanwhile replaces what is typed here, on request only (with
  // drafts, what was typed is the draft the reloaded screen shows with what differs).
  const reloadSaved = () => {
    formRef.current?.reset();
    editing.stop();
    window.location.reload();
  };

  const drawControl = (control: ContentControl, name: string, value: unknown, locale?: Locale) => {
    if (control.type === 'id' && mode === 'edit') {
      return (
        <p key={name} className="text-sm text-fg-muted sm:col-span-2">
          {t('idFixed', { id: String(value) })}
        </p>
      );
    }
    if (control.type === 'visible') {
      return (
        <VisibleCheckbox
          key={name}
          id={form.fieldId(name)}
          defaultChecked={Boolean(value)}
          label={t('fields.visible.label')}
          hint={t('fields.visible.hint')}
        />
      );
    }
    if (control.type === 'flags') {
      return (
        <fieldset key={name} className="sm:col-span-2">
          <legend className="mb-1.5 text-sm font-medium text-fg">
            {t(`fields.${control.name}.label`)}
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {control.options.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="checkbox"
                  name={`${name}.${option}`}
                  defaultChecked={Boolean((value as Record<string, boolean>)[option])}
                  className={checkboxClass}
                />
                {t(`fields.${control.name}.options.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
      );
    }
    if (control.type === 'image') {
      return (
        <div key={name} className="sm:col-span-2">
          <ImageUploadField
            name={name}
            defaultValue={String(value ?? '')}
            label={t(`fields.${control.name}.label`)}
          />
          <FieldError id={form.fieldId(name)} message={form.errors[name]} />
        </div>
      );
    }
    if (control.type === 'lines') {
      return (
        <LinesControl
          key={name}
          control={control}
          name={name}
          values={value as string[]}
          locale={locale}
          label={t(`fields.${control.name}.label`)}
          itemLabel={(number) => t(`fields.${control.name}.item`, { number })}
          form={form}
        />
      );
    }
    const labelled =
      control.type === 'order'
        ? { label: tContent('order.label'), hint: tContent('order.hint') }
        : {
            label: t(`fields.${control.name}.label`),
            hint: 'hint' in control && control.hint ? t(`fields.${control.name}.hint`) : undefined,
          };
    const props = { ...form.control(name, labelled.hint), name, defaultValue: String(value ?? '') };
    // The person's name, when the agency's own people are to be warned about.
    const warnsOfPerson = agencyPeople !== undefined && name === 'name';
    const translating = locale !== undefined && locale !== defaultLocale;
    const required =
      !('optional' in control && control.optional) &&
      !(translating && 'translationOptional' in control && control.translationOptional);
    const field = (
      <Field
        key={name}
        id={form.fieldId(name)}
        label={labelled.label}
        hint={labelled.hint}
        error={form.errors[name]}
      >
        <ControlInput
          control={control}
          props={
            warnsOfPerson
              ? {
                  ...props,
                  'aria-describedby': [props['aria-describedby'], agencyPersonWarningId(props.id)]
                    .filter(Boolean)
                    .join(' '),
                  onInput: (event: FormEvent<HTMLElement>) => {
                    props.onInput();
                    if (event.currentTarget instanceof HTMLInputElement)
                      setPersonName(event.currentTarget.value);
                  },
                }
              : props
          }
          locale={locale}
          required={required}
          optionLabel={(option) =>
            control.type === 'rating'
              ? t(`fields.${control.name}.option`, { rating: Number(option) })
              : t(`fields.${control.name}.options.${option}`)
          }
        />
        {warnsOfPerson ? <AgencyPersonWarning fieldId={props.id} person={agencyPerson} /> : null}
      </Field>
    );
    if (!(layout.frenchBeside && translating)) return field;
    const french = (initial.text[defaultLocale] as Record<string, unknown>)[control.name];
    return (
      <div key={name} className="grid gap-3 lg:grid-cols-2">
        {field}
        <FrenchSource label={tContent('frenchSource')} text={String(french ?? '')} />
      </div>
    );
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-6">
      {drafts && editing.savedDraft ? (
        <DraftBanner
          draft={editing.savedDraft}
          discardLabel={tDrafts('discardLabel', { name: drafts.name })}
          onDiscard={() => {
            if (window.confirm(tDrafts('discardConfirm'))) void changeDraft(drafts.discard);
          }}
          staleNote={drafts.staleNote}
          onKeep={() => changeDraft(drafts.keepDraft)}
          disabled={form.pending !== null}
        />
      ) : null}
      {layout.sections.map((section) => (
        <Card as="section" key={section.title} aria-labelledby={`${kind}-${section.title}`}>
          <CardHeader id={`${kind}-${section.title}`} title={t(`sections.${section.title}`)} />
          <div className="grid gap-4 sm:grid-cols-2">
            {section.controls.map((control) =>
              drawControl(control, control.name, initial[control.name]),
            )}
          </div>
        </Card>
      ))}

      <Card as="section" aria-labelledby={`${kind}-text`}>
        <CardHeader id={`${kind}-text`} title={t('sections.text')} />
        <LanguageTabs
          active={activeLocale}
          onChange={setActiveLocale}
          errorLocales={errorLocales}
          hint={tContent(layout.frenchBeside ? 'translationsOptionalHint' : 'languagesHint')}
        >
          {(locale) =>
            layout.textControls.map((control) =>
              drawControl(
                control,
                `text.${locale}.${control.name}`,
                (initial.text[locale] as Record<string, unknown>)[control.name],
                locale,
              ),
            )
          }
        </LanguageTabs>
      </Card>

      {shownConflict ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-danger/60 bg-danger/10 p-4 text-sm text-fg sm:flex-row sm:items-center"
        >
          <p className="sm:me-auto">{shownConflict}</p>
          <Button variant="secondary" size="sm" onClick={reloadSaved}>
            {tContent('reload')}
          </Button>
        </div>
      ) : null}

      {drafts ? (
        <DraftActions
          pending={form.pending}
          checkFields={form.hasErrors && !shownConflict}
          savedAt={editing.draftSavedAt}
          onPublish={() => void onPublish()}
          className="border-t border-line pt-5"
        />
      ) : (
        <FormActions
          pending={form.pending !== null}
          hasErrors={form.hasErrors}
          submit={mode === 'create' ? t('create') : tContent('save')}
          listHref={listHref}
        />
      )}
      {confirmation}
    </form>
  );
}

/**
 * The French text a translation is made from, beside the field being translated (as it was
 * saved: the French tab's unsaved changes are not shown here).
 */
export function FrenchSource({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-fg-muted">{label}</p>
      <p
        lang={defaultLocale}
        dir="ltr"
        className="min-h-10 whitespace-pre-line rounded-lg border border-line/60 bg-ink/40 px-3 py-2 text-sm leading-relaxed text-fg-muted"
      >
        {text}
      </p>
    </div>
  );
}

/** The input, text area or list of one control (its label and messages are around it). */
function ControlInput({
  control,
  props,
  locale,
  required,
  optionLabel,
}: {
  control: ContentControl;
  props: Omit<ReturnType<AdminForm['control']>, 'onInput'> & {
    name: string;
    defaultValue: string;
    onInput: (event: FormEvent<HTMLElement>) => void;
  };
  locale?: Locale;
  required: boolean;
  optionLabel: (option: string) => string;
}) {
  const direction = locale ? textDirection(locale) : {};
  switch (control.type) {
    case 'choice':
    case 'rating':
      return (
        <select {...props} className={selectClass}>
          {control.options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      );
    case 'order':
      return (
        <input
          {...props}
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          step={1}
          required
          className={`${inputClass} sm:max-w-40`}
        />
      );
    case 'id':
      return (
        <input
          {...props}
          maxLength={control.maxLength}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          className={`${inputClass} font-mono`}
        />
      );
    case 'paragraphs':
      return (
        <textarea
          {...props}
          {...direction}
          maxLength={control.maxLength}
          rows={control.rows}
          required={required}
          // A short text area (a description) starts smaller than a long one (a body).
          className={
            control.rows <= 3 ? textareaClass.replace('min-h-32', 'min-h-20') : textareaClass
          }
        />
      );
    case 'line':
      return (
        <input
          {...props}
          {...direction}
          maxLength={control.maxLength}
          autoComplete="off"
          required={required}
          className={control.narrow ? `${inputClass} sm:max-w-sm` : inputClass}
        />
      );
    default:
      return null;
  }
}

/** A fixed number of short lines (a service's four features), each with its own error. */
function LinesControl({
  control,
  name,
  values,
  locale,
  label,
  itemLabel,
  form,
}: {
  control: Extract<ContentControl, { type: 'lines' }>;
  name: string;
  values: string[];
  locale?: Locale;
  label: string;
  itemLabel: (number: number) => string;
  form: AdminForm;
}) {
  const direction = locale ? textDirection(locale) : {};
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-fg">{label}</legend>
      <ol className="grid gap-3 sm:grid-cols-2">
        {Array.from({ length: control.count }, (_, index) => {
          const item = `${name}.${index}`;
          return (
            <li key={item}>
              <label htmlFor={form.fieldId(item)} className="sr-only">
                {itemLabel(index + 1)}
              </label>
              <input
                {...form.control(item)}
                name={item}
                {...direction}
                defaultValue={values[index] ?? ''}
                placeholder={itemLabel(index + 1)}
                maxLength={control.maxLength}
                autoComplete="off"
                required
                className={inputClass}
              />
              <FieldError id={form.fieldId(item)} message={form.errors[item]} />
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

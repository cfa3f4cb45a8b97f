'use client';
/**
 * The full article editor: one tab per language (title, slug, excerpt, markdown with a live
 * preview, SEO fields), the post's settings, and the publication buttons (save, publish now,
 * schedule, unpublish) and deletion. Everything is checked in the browser with the server's schema
 * first; the server checks again and answers the post as saved, which the form then shows (slugs
 * and excerpts it made included). Nothing typed is lost on a refusal.
 */
import { ExternalLink, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ImageUploadField, type ImageUploadTexts } from '@/components/admin/image-upload-field';
import { toastError, toastSuccess } from '@/components/admin/ui/action-toast';
import { Button, buttonClass } from '@/components/admin/ui/button';
import { Card, CardHeader } from '@/components/admin/ui/card';
import {
  Field,
  FieldError,
  fieldDescribedBy,
  inputClass,
  selectClass,
  textareaClass,
} from '@/components/admin/ui/form-field';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import type { AdminLocale } from '@/i18n/admin-messages';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import type { ActionResult } from '@/lib/admin/action-result';
import { formatAdminDate } from '@/lib/admin/format';
import {
  competitionLevels,
  emptyTranslationInput,
  firstErrorLocale,
  postEditorSchema,
  postFieldErrors,
  postLimits,
  schemaTypes,
  searchIntents,
  seoHints,
  type PostEditorInput,
  type PublicationIntent,
  type TranslationInput,
} from '@/lib/admin/post-schema';
import type { EditorPost } from '@/server/admin/posts.server';
import { MarkdownPreview } from './markdown-preview';
import { postStateVariant } from './post-state';
import { fillPlaceholders, type PostEditorTexts } from './post-texts';

export interface PostEditorActions {
  save: (input: PostEditorInput) => Promise<ActionResult<EditorPost | undefined>>;
  remove: (id: string) => Promise<ActionResult>;
  preview: (markdown: string, locale: string) => Promise<string>;
}

type Errors = Record<string, string>;
type PostField = Exclude<keyof PostEditorInput, 'translations' | 'id' | 'intent'>;

export function PostEditor({
  initial,
  categories,
  texts,
  uploadTexts,
  adminLocale,
  actions,
}: {
  initial: EditorPost;
  /** Categories in use, offered by the category field (a new one may be typed). */
  categories: string[];
  texts: PostEditorTexts;
  /** The hero image field's texts (imageUploadTexts on the server). */
  uploadTexts: ImageUploadTexts;
  adminLocale: AdminLocale;
  actions: PostEditorActions;
}) {
  const id = useId();
  const router = useRouter();
  const [values, setValues] = useState(initial.values);
  const [row, setRow] = useState(initial.row);
  const [errors, setErrors] = useState<Errors>({});
  const [language, setLanguage] = useState<Locale>('fr');
  const [pending, setPending] = useState<PublicationIntent | 'delete' | null>(null);
  const [dirty, setDirty] = useState(false);

  // Leaving with unsaved changes asks first (the browser's own dialog).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const clearError = (path: string) =>
    setErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _removed, ...rest } = current;
      return rest;
    });

  const setPostField = (field: PostField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
    setDirty(true);
  };

  const setText = (locale: Locale, field: keyof TranslationInput, value: string) => {
    setValues((current) => ({
      ...current,
      translations: {
        ...current.translations,
        [locale]: { ...current.translations[locale], [field]: value },
      },
    }));
    clearError(`translations.${locale}.${field}`);
    setDirty(true);
  };

  const clearLanguage = (locale: Locale) => {
    if (!window.confirm(texts.clearLanguageConfirm)) return;
    setValues((current) => ({
      ...current,
      translations: { ...current.translations, [locale]: emptyTranslationInput() },
    }));
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([path]) => !path.startsWith(`translations.${locale}.`)),
      ),
    );
    setDirty(true);
  };

  const showErrors = (found: Errors) => {
    setErrors(found);
    const locale = firstErrorLocale(found as Parameters<typeof firstErrorLocale>[0]);
    if (locale) setLanguage(locale);
  };

  const submit = async (intent: PublicationIntent) => {
    const input: PostEditorInput = { ...values, intent };
    const checked = postEditorSchema.safeParse(input);
    if (!checked.success) {
      const found = postFieldErrors(checked.error);
      showErrors(
        Object.fromEntries(
          Object.entries(found).map(([path, key]) => [path, texts.errors[key ?? 'form']]),
        ),
      );
      toastError(texts.errorTitle, texts.invalid);
      return;
    }
    setPending(intent);
    try {
      const result = await actions.save(input);
      if (result.ok) {
        toastSuccess(texts.successTitle, result.message);
        setErrors({});
        setDirty(false);
        if (result.data) {
          setValues(result.data.values);
          setRow(result.data.row);
        }
      } else {
        showErrors(result.fieldErrors ?? {});
        toastError(texts.errorTitle, result.message);
      }
    } catch {
      toastError(texts.errorTitle, texts.saveFailed);
    } finally {
      setPending(null);
    }
  };

  const remove = async () => {
    const title = values.translations.fr.title || row.title;
    if (!window.confirm(fillPlaceholders(texts.deleteConfirm, { title }))) return;
    setPending('delete');
    try {
      const result = await actions.remove(values.id);
      if (result.ok) {
        toastSuccess(texts.successTitle, result.message);
        setDirty(false);
        router.push('/admin/posts');
        return;
      }
      toastError(texts.errorTitle, result.message);
    } catch {
      toastError(texts.errorTitle, texts.deleteFailed);
    }
    setPending(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit('save');
  };

  const control = (path: string, hint?: string) => ({
    id: `${id}-${path}`,
    'aria-invalid': Boolean(errors[path]),
    'aria-describedby': fieldDescribedBy(`${id}-${path}`, { error: errors[path], hint }),
  });

  const busy = pending !== null;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]"
    >
      <PublicationCard
        row={row}
        values={values}
        texts={texts}
        adminLocale={adminLocale}
        pending={pending}
        error={errors.scheduleAt}
        control={control}
        onScheduleChange={(value) => setPostField('scheduleAt', value)}
        onIntent={(intent) => void submit(intent)}
      />

      <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <Card as="section" aria-labelledby={`${id}-texts`} className="min-w-0">
          <CardHeader
            id={`${id}-texts`}
            title={texts.textsTitle}
            description={texts.languageHint}
          />
          <LanguageTabs
            idPrefix={id}
            current={language}
            onChange={setLanguage}
            texts={texts}
            written={(locale) => values.translations[locale].title !== ''}
            hasErrors={(locale) =>
              Object.keys(errors).some((path) => path.startsWith(`translations.${locale}.`))
            }
          />
          <TranslationPanel
            key={language}
            idPrefix={id}
            locale={language}
            text={values.translations[language]}
            texts={texts}
            errors={errors}
            control={control}
            onChange={(field, value) => setText(language, field, value)}
            onClear={language === 'fr' ? undefined : () => clearLanguage(language)}
            preview={actions.preview}
          />
        </Card>

        <Card as="section" aria-labelledby={`${id}-image`}>
          <CardHeader id={`${id}-image`} title={texts.settings.image} />
          <ImageUploadField
            value={values.image}
            onChange={(path) => setPostField('image', path)}
            texts={uploadTexts}
            label={texts.settings.imageFile}
          />
          <FieldError id={`${id}-image`} message={errors.image} />
        </Card>
      </div>

      <div className="space-y-6 lg:col-start-2 lg:row-start-2 lg:self-start">
        <Card as="section" aria-labelledby={`${id}-settings`}>
          <CardHeader id={`${id}-settings`} title={texts.settingsTitle} />
          <div className="space-y-4">
            <Field
              id={`${id}-category`}
              label={texts.settings.category}
              error={errors.category}
              hint={texts.settings.categoryHint}
            >
              <input
                {...control('category', texts.settings.categoryHint)}
                type="text"
                list={`${id}-categories`}
                maxLength={postLimits.category}
                value={values.category}
                onChange={(event) => setPostField('category', event.target.value)}
                className={inputClass}
              />
              <datalist id={`${id}-categories`}>
                {categories.map((category) => (
                  <option key={category} value={category} />
                ))}
              </datalist>
            </Field>
            <Field id={`${id}-author`} label={texts.settings.author} error={errors.author}>
              <input
                {...control('author')}
                type="text"
                maxLength={postLimits.author}
                value={values.author}
                onChange={(event) => setPostField('author', event.target.value)}
                className={inputClass}
              />
            </Field>
            <Field
              id={`${id}-expectedTraffic`}
              label={texts.settings.expectedTraffic}
              error={errors.expectedTraffic}
              hint={texts.settings.expectedTrafficHint}
            >
              <input
                {...control('expectedTraffic', texts.settings.expectedTrafficHint)}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={values.expectedTraffic}
                onChange={(event) => setPostField('expectedTraffic', event.target.value)}
                className={inputClass}
              />
            </Field>
            <ChoiceField
              id={`${id}-searchIntent`}
              label={texts.settings.searchIntent}
              error={errors.searchIntent}
              value={values.searchIntent}
              options={searchIntents.map((value) => [value, texts.searchIntents[value]])}
              onChange={(value) => setPostField('searchIntent', value)}
              control={control('searchIntent')}
            />
            <ChoiceField
              id={`${id}-competitionLevel`}
              label={texts.settings.competitionLevel}
              error={errors.competitionLevel}
              value={values.competitionLevel}
              options={competitionLevels.map((value) => [value, texts.competitionLevels[value]])}
              onChange={(value) => setPostField('competitionLevel', value)}
              control={control('competitionLevel')}
            />
            <ChoiceField
              id={`${id}-schemaType`}
              label={texts.settings.schemaType}
              error={errors.schemaType}
              value={values.schemaType}
              options={schemaTypes.map((value) => [value, texts.schemaTypes[value]])}
              onChange={(value) => setPostField('schemaType', value)}
              control={control('schemaType')}
            />
          </div>
        </Card>

        <Card as="section" aria-labelledby={`${id}-danger`} className="border-red-400/30">
          <CardHeader
            id={`${id}-danger`}
            title={texts.dangerTitle}
            description={texts.deleteHint}
          />
          <Button
            variant="danger"
            onClick={() => void remove()}
            disabled={busy}
            aria-busy={pending === 'delete' || undefined}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {texts.delete}
          </Button>
        </Card>
      </div>
    </form>
  );
}

type ControlProps = (
  path: string,
  hint?: string,
) => { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };

function PublicationCard({
  row,
  values,
  texts,
  adminLocale,
  pending,
  error,
  control,
  onScheduleChange,
  onIntent,
}: {
  row: EditorPost['row'];
  values: PostEditorInput;
  texts: PostEditorTexts;
  adminLocale: AdminLocale;
  pending: PublicationIntent | 'delete' | null;
  error: string | undefined;
  control: ControlProps;
  onScheduleChange: (value: string) => void;
  onIntent: (intent: PublicationIntent) => void;
}) {
  const headingId = useId();
  const date = row.publishedAt ? formatAdminDate(adminLocale, row.publishedAt) : '';
  const summary =
    row.state === 'draft'
      ? texts.publication.draft
      : fillPlaceholders(
          row.state === 'scheduled' ? texts.publication.scheduled : texts.publication.published,
          { date },
        );
  const busy = pending !== null;
  const intentButton = (
    intent: PublicationIntent,
    label: string,
    variant: 'primary' | 'secondary' | 'ghost' | 'danger',
  ) => (
    <Button
      variant={variant}
      onClick={() => onIntent(intent)}
      disabled={busy}
      aria-busy={pending === intent || undefined}
      className="w-full"
    >
      {pending === intent ? texts.publication.working : label}
    </Button>
  );
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className="lg:col-start-2 lg:row-start-1 lg:self-start"
    >
      <CardHeader
        id={headingId}
        title={texts.publicationTitle}
        actions={
          <StatusBadge variant={postStateVariant[row.state]}>{texts.states[row.state]}</StatusBadge>
        }
      />
      <p className="mb-4 text-sm text-fg-muted" suppressHydrationWarning>
        {summary}
      </p>
      <div className="space-y-2">
        <Button
          type="submit"
          variant={row.state === 'published' ? 'primary' : 'secondary'}
          disabled={busy}
          aria-busy={pending === 'save' || undefined}
          className="w-full"
        >
          {pending === 'save' ? texts.publication.working : texts.publication.save}
        </Button>
        {row.state !== 'published'
          ? intentButton('publish', texts.publication.publishNow, 'primary')
          : null}
      </div>
      {row.state !== 'published' ? (
        <div className="mt-5 border-t border-line pt-4">
          <Field
            id={`${control('scheduleAt').id}`}
            label={texts.publication.scheduleAt}
            error={error}
            hint={texts.publication.scheduleHint}
          >
            <input
              {...control('scheduleAt', texts.publication.scheduleHint)}
              type="datetime-local"
              value={values.scheduleAt}
              onChange={(event) => onScheduleChange(event.target.value)}
              className={`${inputClass} [color-scheme:dark]`}
            />
          </Field>
          <div className="mt-2">
            {intentButton(
              'schedule',
              row.state === 'scheduled' ? texts.publication.reschedule : texts.publication.schedule,
              'secondary',
            )}
          </div>
        </div>
      ) : null}
      {row.state !== 'draft' ? (
        <div className="mt-4 space-y-2 border-t border-line pt-4">
          {intentButton('unpublish', texts.publication.unpublish, 'ghost')}
          {row.publicPath ? (
            <a
              href={row.publicPath}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ variant: 'ghost', className: 'w-full' })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {texts.publication.view}
            </a>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

/** The language tabs (WAI-ARIA tabs: arrow keys move between them). */
function LanguageTabs({
  idPrefix,
  current,
  onChange,
  texts,
  written,
  hasErrors,
}: {
  idPrefix: string;
  current: Locale;
  onChange: (locale: Locale) => void;
  texts: PostEditorTexts;
  written: (locale: Locale) => boolean;
  hasErrors: (locale: Locale) => boolean;
}) {
  const tabs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});
  const move = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      const edge = { Home: 0, End: locales.length - 1 }[event.key];
      if (step === undefined && edge === undefined) return;
      event.preventDefault();
      const index = locales.indexOf(current);
      const next =
        locales[edge ?? (index + (step ?? 0) + locales.length) % locales.length] ?? current;
      onChange(next);
      tabs.current[next]?.focus();
    },
    [current, onChange],
  );
  return (
    <div
      role="tablist"
      aria-label={texts.languagesLabel}
      onKeyDown={move}
      className="-mx-1 mb-5 flex gap-1 overflow-x-auto border-b border-line px-1"
    >
      {locales.map((locale) => {
        const selected = locale === current;
        const missing = !written(locale);
        const faulty = hasErrors(locale);
        return (
          <button
            key={locale}
            ref={(element) => {
              tabs.current[locale] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${locale}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(locale)}
            className={`-mb-px inline-flex min-h-10 shrink-0 cursor-pointer items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors ${
              selected
                ? 'border-accent text-fg'
                : 'border-transparent text-fg-muted hover:border-line hover:text-fg'
            }`}
          >
            {texts.languageNames[locale]}
            {locale === 'fr' ? (
              <span className="text-xs font-normal text-fg-muted">({texts.required})</span>
            ) : missing ? (
              <span className="text-xs font-normal text-fg-muted">({texts.missing})</span>
            ) : null}
            {faulty ? (
              <span className="inline-flex items-center gap-1 text-xs text-danger">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-danger" />
                <span className="sr-only">{texts.tabHasErrors}</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

function TranslationPanel({
  idPrefix,
  locale,
  text,
  texts,
  errors,
  control,
  onChange,
  onClear,
  preview,
}: {
  idPrefix: string;
  locale: Locale;
  text: TranslationInput;
  texts: PostEditorTexts;
  errors: Errors;
  control: ControlProps;
  onChange: (field: keyof TranslationInput, value: string) => void;
  onClear?: () => void;
  preview: PostEditorActions['preview'];
}) {
  const { tag, dir } = localeInfo[locale];
  const path = (field: keyof TranslationInput) => `translations.${locale}.${field}`;
  const fieldProps = (field: keyof TranslationInput, hint?: string) => ({
    ...control(path(field), hint),
    name: path(field),
    value: text[field],
    lang: tag,
    dir,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  const fieldOf = (
    field: keyof TranslationInput,
    label: string,
    children: ReactNode,
    hint?: string,
  ) => (
    <Field id={`${idPrefix}-${path(field)}`} label={label} error={errors[path(field)]} hint={hint}>
      {children}
    </Field>
  );
  const f = texts.fields;
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-panel`}
      aria-labelledby={`${idPrefix}-tab-${locale}`}
      className="space-y-5"
    >
      {fieldOf(
        'title',
        f.title,
        <input
          {...fieldProps('title')}
          type="text"
          maxLength={postLimits.title}
          className={`${inputClass} text-base font-medium`}
        />,
      )}
      {fieldOf(
        'slug',
        f.slug,
        <input
          {...fieldProps('slug', f.slugHint)}
          dir="auto"
          type="text"
          spellCheck={false}
          maxLength={postLimits.slug * 2}
          className={`${inputClass} font-mono text-[13px]`}
        />,
        f.slugHint,
      )}
      {fieldOf(
        'excerpt',
        f.excerpt,
        <textarea
          {...fieldProps('excerpt', f.excerptHint)}
          rows={3}
          maxLength={postLimits.excerpt}
          className={`${textareaClass} min-h-20`}
        />,
        f.excerptHint,
      )}
      <div className="grid gap-5 2xl:grid-cols-2">
        {fieldOf(
          'content',
          f.content,
          <textarea
            {...fieldProps('content')}
            rows={18}
            maxLength={postLimits.content}
            className={`${textareaClass} font-mono text-[13px]`}
          />,
        )}
        <MarkdownPreview
          id={`${idPrefix}-preview`}
          markdown={text.content}
          locale={locale}
          render={preview}
          texts={f}
        />
      </div>

      <div className="space-y-5 border-t border-line pt-5">
        <h3 className="text-sm font-semibold text-fg">{texts.seoTitle}</h3>
        {fieldOf(
          'metaTitle',
          f.metaTitle,
          <input
            {...fieldProps(
              'metaTitle',
              fillPlaceholders(f.metaTitleHint, {
                count: text.metaTitle.length,
                max: seoHints.metaTitle,
              }),
            )}
            type="text"
            maxLength={postLimits.metaTitle}
            className={inputClass}
          />,
          fillPlaceholders(f.metaTitleHint, {
            count: text.metaTitle.length,
            max: seoHints.metaTitle,
          }),
        )}
        {fieldOf(
          'metaDescription',
          f.metaDescription,
          <textarea
            {...fieldProps(
              'metaDescription',
              fillPlaceholders(f.metaDescriptionHint, {
                count: text.metaDescription.length,
                max: seoHints.metaDescription,
              }),
            )}
            rows={3}
            maxLength={postLimits.metaDescription}
            className={`${textareaClass} min-h-20`}
          />,
          fillPlaceholders(f.metaDescriptionHint, {
            count: text.metaDescription.length,
            max: seoHints.metaDescription,
          }),
        )}
        {fieldOf(
          'altText',
          f.altText,
          <input
            {...fieldProps('altText', f.altTextHint)}
            type="text"
            maxLength={postLimits.altText}
            className={inputClass}
          />,
          f.altTextHint,
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          {fieldOf(
            'tags',
            f.tags,
            <input {...fieldProps('tags', f.tagsHint)} type="text" className={inputClass} />,
            f.tagsHint,
          )}
          {fieldOf(
            'targetKeywords',
            f.targetKeywords,
            <input
              {...fieldProps('targetKeywords', f.targetKeywordsHint)}
              type="text"
              className={inputClass}
            />,
            f.targetKeywordsHint,
          )}
        </div>
      </div>

      {onClear ? (
        <div className="flex justify-end border-t border-line pt-4">
          <Button variant="ghost" size="sm" onClick={onClear}>
            {texts.clearLanguage}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function ChoiceField({
  id,
  label,
  error,
  value,
  options,
  onChange,
  control,
}: {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
  control: ReturnType<ControlProps>;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <select
        {...control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

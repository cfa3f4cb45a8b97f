'use client';
/**
 * The full article editor: the texts of each language (translation-panel.tsx), the hero image,
 * the post's settings, the publication card (publication-card.tsx) and deletion. Its state and
 * what it sends live in use-post-editor.ts. Nothing typed is lost on a refusal. Over the texts,
 * a published article's unpublished draft says who kept it and when (decision 071).
 */
import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { LanguageTabs } from '@/components/admin/content/language-tabs';
import { DraftBanner } from '@/components/admin/drafts/draft-banner';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import { Button } from '@/components/admin/ui/button';
import { Card, CardHeader } from '@/components/admin/ui/card';
import { Field, FieldError, inputClass, selectClass } from '@/components/admin/ui/form-field';
import { competitionLevels, postLimits, schemaTypes, searchIntents } from '@/lib/admin/post-schema';
import { fieldLocales } from '@/lib/admin/translated-content';
import type { EditorPost } from '@/server/blog/post-admin.server';
import { PublicationCard } from './publication-card';
import { TranslationPanel } from './translation-panel';
import { usePostEditor, type PostEditorActions, type PostField } from './use-post-editor';

export type { PostEditorActions } from './use-post-editor';

interface PostEditorProps {
  initial: EditorPost;
  /** Categories in use, offered by the category field (a new one may be typed). */
  categories: string[];
  actions: PostEditorActions;
  /** When the post was saved since its draft was drawn: what differs, from the server. */
  staleNote?: ReactNode;
}

/**
 * The editor, started anew from the screen's next drawing once a draft is published, discarded
 * or kept (its saves, its revision and its banner then restart from what the server has); any
 * other drawing (a save's refresh) leaves it, and the language tab, as they are.
 */
export function PostEditor(props: PostEditorProps) {
  const router = useRouter();
  const [drawn, setDrawn] = useState(props.initial);
  const [restarting, setRestarting] = useState(false);
  const [generation, setGeneration] = useState(0);
  if (props.initial !== drawn) {
    setDrawn(props.initial);
    if (restarting) {
      setRestarting(false);
      setGeneration(generation + 1);
    }
  }
  const restart = () => {
    setRestarting(true);
    router.refresh();
  };
  return <PostEditorForm key={generation} {...props} restart={restart} restarting={restarting} />;
}

function PostEditorForm({
  initial,
  categories,
  actions,
  staleNote,
  restart,
  restarting,
}: PostEditorProps & { restart: () => void; restarting: boolean }) {
  const t = useTranslations('posts.editor');
  const tDrafts = useTranslations('posts.drafts');
  const tContent = useTranslations('content');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const editor = usePostEditor(initial, actions, formRef, restart);
  const [goneForGood, setGoneForGood] = useState(false);
  const { values, form, language } = editor;
  const errorLocales = fieldLocales(Object.keys(form.errors), 'translations');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void editor.save('save');
  };

  const textField = (field: 'category' | 'author' | 'expectedTraffic', hint?: string) => ({
    ...form.control(field, hint),
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      editor.setPostField(field, event.target.value),
  });

  const choiceField = (
    field: Extract<PostField, 'searchIntent' | 'competitionLevel' | 'schemaType'>,
    options: readonly string[],
  ) => (
    <Field id={form.fieldId(field)} label={t(`settings.${field}`)} error={form.errors[field]}>
      <select
        {...form.control(field)}
        value={values[field]}
        onChange={(event) => editor.setPostField(field, event.target.value)}
        className={selectClass}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`${field}s.${option}`)}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-busy={restarting || undefined}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]"
    >
      {/* Until the editor starts again from the server's post, nothing typed would be kept. */}
      <fieldset disabled={restarting} className="contents">
        <PublicationCard editor={editor} missingAlt={actions.missingAlt} />

        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {editor.conflict ? (
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-xl border border-red-400/30 bg-red-400/10 p-4 text-sm sm:flex-row sm:items-center"
            >
              <p className="sm:me-auto">{editor.conflict}</p>
              <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
                {tContent('reload')}
              </Button>
            </div>
          ) : null}
          {editor.draft ? (
            <DraftBanner
              draft={editor.draft}
              onDiscard={editor.discardDraft}
              discardLabel={tDrafts('discardLabel')}
              staleNote={staleNote}
              onKeep={editor.keepDraft}
              disabled={editor.pending !== null}
            />
          ) : null}
          <Card as="section" aria-labelledby={`${id}-texts`} className="min-w-0">
            <CardHeader
              id={`${id}-texts`}
              title={t('textsTitle')}
              description={t('languageHint')}
            />
            <LanguageTabs
              active={language}
              onChange={editor.setLanguage}
              errorLocales={errorLocales}
              panels="active"
              note={(locale) =>
                locale === 'fr'
                  ? t('required')
                  : values.translations[locale].title === ''
                    ? t('missing')
                    : undefined
              }
            >
              {(locale) => (
                <TranslationPanel editor={editor} locale={locale} preview={actions.preview} />
              )}
            </LanguageTabs>
          </Card>

          <Card as="section" aria-labelledby={`${id}-image`}>
            <CardHeader id={`${id}-image`} title={t('settings.image')} />
            <ImageUploadField
              value={values.image}
              onChange={(path) => editor.setPostField('image', path)}
              label={t('settings.imageFile')}
            />
            <FieldError id={form.fieldId('image')} message={form.errors.image} />
          </Card>
        </div>

        <div className="space-y-6 lg:col-start-2 lg:row-start-2 lg:self-start">
          <Card as="section" aria-labelledby={`${id}-settings`}>
            <CardHeader id={`${id}-settings`} title={t('settingsTitle')} />
            <div className="space-y-4">
              <Field
                id={form.fieldId('category')}
                label={t('settings.category')}
                error={form.errors.category}
                hint={t('settings.categoryHint')}
              >
                <input
                  {...textField('category', t('settings.categoryHint'))}
                  type="text"
                  list={`${id}-categories`}
                  maxLength={postLimits.category}
                  className={inputClass}
                />
                <datalist id={`${id}-categories`}>
                  {categories.map((category) => (
                    <option key={category} value={category} />
                  ))}
                </datalist>
              </Field>
              <Field
                id={form.fieldId('author')}
                label={t('settings.author')}
                error={form.errors.author}
              >
                <input
                  {...textField('author')}
                  type="text"
                  maxLength={postLimits.author}
                  className={inputClass}
                />
              </Field>
              <Field
                id={form.fieldId('expectedTraffic')}
                label={t('settings.expectedTraffic')}
                error={form.errors.expectedTraffic}
                hint={t('settings.expectedTrafficHint')}
              >
                <input
                  {...textField('expectedTraffic', t('settings.expectedTrafficHint'))}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  className={inputClass}
                />
              </Field>
              {choiceField('searchIntent', searchIntents)}
              {choiceField('competitionLevel', competitionLevels)}
              {choiceField('schemaType', schemaTypes)}
            </div>
          </Card>

          <Card as="section" aria-labelledby={`${id}-danger`} className="border-red-400/30">
            <CardHeader
              id={`${id}-danger`}
              title={t('dangerTitle')}
              description={t('deleteHint')}
            />
            {/* Only a published article has public addresses to keep alive (decision 023). */}
            {editor.row.state === 'published' ? (
              <label className="mb-4 flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={goneForGood}
                  onChange={(event) => setGoneForGood(event.target.checked)}
                  className="mt-0.5 size-4 accent-red-400"
                />
                <span>{t('goneLabel')}</span>
              </label>
            ) : null}
            <Button
              variant="danger"
              onClick={() => void editor.remove(goneForGood)}
              disabled={editor.pending !== null}
              aria-busy={editor.pending === 'delete' || undefined}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('delete')}
            </Button>
          </Card>
        </div>
      </fieldset>
      {editor.confirmation}
    </form>
  );
}

'use client';
/**
 * The newsletter editor (issue 15 §1): subject, preheader and Markdown body per language beside
 * the mail's live preview (campaign-texts.tsx), images (the header and those already uploaded),
 * and the sending card: save, a test to oneself, a time to send at (Swiss time), send now (a
 * dialog says to how many subscribers, in which languages, first), cancel a scheduled send,
 * delete a draft. A new letter exists from its first save, which gives it its address. Nothing
 * typed is lost on a refusal; leaving with unsaved changes asks first.
 */
import { CalendarClock, Save, Send, TestTube2, Trash2, XCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useKeptForProof } from '@/components/admin/forms/kept-for-proof';
import { useTranslatedEditor } from '@/components/admin/forms/use-translated-editor';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import { Button } from '@/components/admin/ui/button';
import { Card, CardHeader } from '@/components/admin/ui/card';
import { Field, inputClass } from '@/components/admin/ui/form-field';
import { locales, type Locale } from '@/i18n/locales';
import type { ActionResult } from '@/lib/admin/action-result';
import {
  campaignEditorSchema,
  campaignErrorKeys,
  isWritten,
  type CampaignEditorInput,
  type CampaignTextInput,
} from '@/lib/admin/campaign-schema';
import type { EditorCampaign } from '@/server/newsletter/campaign-admin.server';
import type { UploadSummary } from '@/server/uploads/upload-store.server';
import { CampaignImages } from './campaign-images';
import { CampaignTexts } from './campaign-texts';
import { SendConfirmation } from './send-confirmation';
import type { MailPreviewInput } from './mail-preview';

type Saved = ActionResult<EditorCampaign | undefined>;

export interface CampaignEditorActions {
  save: (input: CampaignEditorInput) => Promise<Saved>;
  preview: (input: MailPreviewInput, locale: string) => Promise<string>;
  test: (input: CampaignEditorInput, locale: string) => Promise<Saved>;
  schedule: (input: CampaignEditorInput) => Promise<Saved>;
  sendNow: (input: CampaignEditorInput) => Promise<Saved>;
  cancel: (id: string) => Promise<ActionResult>;
  remove: (id: string) => Promise<ActionResult>;
}

type Intent = 'save' | 'test' | 'schedule' | 'send';

export function CampaignEditor({
  initial,
  uploads,
  audience,
  staffEmail,
  scheduledFor,
  languageNames,
  actions,
}: {
  initial: EditorCampaign;
  uploads: UploadSummary[];
  /** Confirmed subscribers now, per language: who "send now" reaches. */
  audience: Record<Locale, number>;
  staffEmail: string;
  /** The scheduled time as the admin reads it, while scheduled. */
  scheduledFor: string | null;
  languageNames: Record<Locale, string>;
  actions: CampaignEditorActions;
}) {
  const t = useTranslations('newsletter.editor');
  const id = useId();
  const router = useRouter();
  const runWithToast = useRunWithToast();
  const { values, setValues, language, setLanguage, form, confirmation, markChanged, markSaved } =
    useTranslatedEditor(initial.values, {
      errorMessages: 'newsletter.errors',
      knownErrors: campaignErrorKeys,
      refusalToast: 'newsletter.results.invalid',
    });
  const [busy, setBusy] = useState<'cancel' | 'delete' | null>(null);
  const [confirmingSend, setConfirmingSend] = useState(false);
  const isNew = initial.values.id === '';
  const audienceTotal = locales.reduce((sum, locale) => sum + audience[locale], 0);

  const change = (next: (current: CampaignEditorInput) => CampaignEditorInput, field: string) => {
    setValues(next);
    form.clearError(field);
    markChanged();
  };
  // The texts are saved before a send or schedule asks for a fresh proof; the time is not.
  // One key for every letter: a new letter has no id until the scheduling action saves it, and
  // the identity check then brings the tab to that letter's editor, the next one it opens.
  const keepScheduleTime = useKeptForProof<string>('campaign-schedule', (at) =>
    change((current) => ({ ...current, scheduleAt: at }), 'scheduleAt'),
  );
  const setText = (locale: Locale, field: keyof CampaignTextInput, value: string) =>
    change(
      (current) => ({
        ...current,
        translations: {
          ...current.translations,
          [locale]: { ...current.translations[locale], [field]: value },
        },
      }),
      `translations.${locale}.${field}`,
    );

  const run = async (intent: Intent, send: () => Promise<Saved>) => {
    const result = await form.submit(campaignEditorSchema, values, send, intent);
    if (!result?.ok) return;
    markSaved(result.data?.values ?? values);
    const savedId = result.data?.values.id;
    // A new letter's first save created it: the editor moves to its address.
    if (isNew && savedId) router.replace(`/admin/newsletter/${savedId}`);
    // A schedule or a send changes what the page shows around the editor.
    else if (intent === 'schedule' || intent === 'send') router.refresh();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run('save', () => actions.save(values));
  };

  const sendNow = () => {
    setConfirmingSend(false);
    void run('send', () => actions.sendNow(values));
  };

  const stop = async (kind: 'cancel' | 'delete') => {
    if (!window.confirm(t(kind === 'cancel' ? 'actions.cancelConfirm' : 'actions.deleteConfirm')))
      return;
    setBusy(kind);
    const result = await runWithToast(() =>
      kind === 'cancel' ? actions.cancel(values.id) : actions.remove(values.id),
    );
    setBusy(null);
    if (!result.ok) return;
    markSaved();
    if (kind === 'delete') router.push('/admin/newsletter');
    else router.refresh();
  };

  const pending = form.pending !== null || busy !== null;
  const working = (intent: Intent, label: string) =>
    form.pending === intent ? t('actions.working') : label;
  const status = initial.row.status;

  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]"
      >
        <Card as="section" aria-labelledby={`${id}-send`} className="lg:col-start-2 lg:row-start-1">
          <CardHeader id={`${id}-send`} title={t('actions.title')} />
          <div className="space-y-4">
            {scheduledFor ? (
              <p className="text-sm text-fg-muted">
                {t('actions.scheduledFor', { date: scheduledFor })}
              </p>
            ) : null}
            <p className="text-sm text-fg">{t('actions.audience', { count: audienceTotal })}</p>
            <Button type="submit" variant="primary" disabled={pending} className="w-full">
              <Save aria-hidden="true" className="size-4" />
              {working('save', t('actions.save'))}
            </Button>
            <div>
              <Button
                variant="secondary"
                disabled={pending}
                className="w-full"
                aria-describedby={`${id}-test-hint`}
                onClick={() => void run('test', () => actions.test(values, language))}
              >
                <TestTube2 aria-hidden="true" className="size-4" />
                {working('test', t('actions.test'))}
              </Button>
              <p id={`${id}-test-hint`} className="mt-1.5 text-xs text-fg-muted">
                {t('actions.testHint', { email: staffEmail })}
              </p>
            </div>
            <div className="space-y-2 border-t border-line pt-4">
              <Field
                id={form.fieldId('scheduleAt')}
                label={t('actions.scheduleAt')}
                error={form.errors.scheduleAt}
              >
                <input
                  {...form.control('scheduleAt')}
                  type="datetime-local"
                  value={values.scheduleAt}
                  onChange={(event) =>
                    change(
                      (current) => ({ ...current, scheduleAt: event.target.value }),
                      'scheduleAt',
                    )
                  }
                  className={inputClass}
                />
              </Field>
              <Button
                variant="secondary"
                disabled={pending}
                className="w-full"
                onClick={() =>
                  void run('schedule', () =>
                    keepScheduleTime(values.scheduleAt, () => actions.schedule(values)),
                  )
                }
              >
                <CalendarClock aria-hidden="true" className="size-4" />
                {working('schedule', t('actions.schedule'))}
              </Button>
            </div>
            <div className="space-y-2 border-t border-line pt-4">
              {/* Sending to everyone is no save: it looks like what it is, and asks first. */}
              <Button
                variant="danger"
                disabled={pending}
                className="w-full"
                aria-haspopup="dialog"
                onClick={() => setConfirmingSend(true)}
              >
                <Send aria-hidden="true" className="size-4 flip-rtl" />
                {working('send', t('actions.sendNow'))}
              </Button>
              {isNew ? null : status === 'scheduled' ? (
                <Button
                  variant="ghost"
                  disabled={pending}
                  className="w-full"
                  onClick={() => void stop('cancel')}
                >
                  <XCircle aria-hidden="true" className="size-4" />
                  {t('actions.cancel')}
                </Button>
              ) : (
                <Button
                  variant="danger"
                  disabled={pending}
                  className="w-full"
                  onClick={() => void stop('delete')}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('actions.delete')}
                </Button>
              )}
            </div>
          </div>
        </Card>

        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <CampaignTexts
            values={values}
            language={language}
            onLanguage={setLanguage}
            languageNames={languageNames}
            preview={actions.preview}
            edit={{ form, onText: setText }}
          />
          <CampaignImages
            image={values.image}
            uploads={uploads}
            error={form.errors.image}
            errorId={form.fieldId('image')}
            onHeader={(path) => change((current) => ({ ...current, image: path }), 'image')}
            onInsert={(path) =>
              setText(
                language,
                'body',
                `${values.translations[language].body.trimEnd()}\n\n![](${path})\n`.trimStart(),
              )
            }
          />
        </div>
      </form>
      <SendConfirmation
        open={confirmingSend}
        onClose={() => setConfirmingSend(false)}
        onConfirm={sendNow}
        subject={values.translations.fr.subject}
        audience={audience}
        written={locales.filter((locale) => isWritten(values.translations[locale]))}
        languageNames={languageNames}
      />
      {confirmation}
    </>
  );
}

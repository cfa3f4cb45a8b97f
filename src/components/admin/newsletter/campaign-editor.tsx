'use client';
/**
 * The newsletter editor (issue 15 §1): subject, preheader and Markdown body per language beside
 * the mail's live preview (campaign-texts.tsx), images of the media library (the header, and
 * those inserted into the texts),
 * and the sending card: save, a test to oneself, a time to send at (Swiss time), send now (a
 * dialog says to how many subscribers, in which languages, first), cancel a scheduled send,
 * delete a draft. A new letter exists from its first save, which gives it its address. Nothing
 * typed is lost on a refusal; leaving with unsaved changes asks first.
 */
import { CalendarClock, Save, Send, TestTube2, Trash2, XCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSavedTime } from '@/components/admin/drafts/use-saved-time';
import { useKeptForProof } from '@/components/admin/forms/kept-for-proof';
import { useTranslatedEditor } from '@/components/admin/forms/use-translated-editor';
import {
  MissingAltWarning,
  type MissingAltCheck,
} from '@/components/admin/media/missing-alt-warning';
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
import { insertMarkdownImage, markdownImage } from '@/lib/blog/markdown-image';
import type { EditorCampaign } from '@/server/newsletter/campaign-admin.server';
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
  /** Which images the letter would show without an alt text in their language. */
  missingAlt: MissingAltCheck;
}

type Intent = 'save' | 'test' | 'schedule' | 'send';

/** How long typing must stop before a draft letter saves itself (issue 30). */
const autosaveDelayMs = 2000;

export function CampaignEditor({
  initial,
  audience,
  staffEmail,
  scheduledFor,
  languageNames,
  actions,
}: {
  initial: EditorCampaign;
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
  // The letter's last save as this editor knows it: every save names it (a save since is refused).
  const savedAt = useRef(initial.values.savedAt);
  // The saves run one after the other, so each names the save before it.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // Edits since the editor opened, and those the last save holds: the autosave's "changed since".
  const [edits, setEdits] = useState(0);
  const editsNow = useRef(0);
  const savedEdits = useRef(0);
  const [conflict, setConflict] = useState<string | null>(null);
  const [autosavedAt, setAutosavedAt] = useState<string | null>(null);
  // Only a draft saves itself: a scheduled letter's texts change only when someone says so.
  const autosaves = !isNew && initial.row.status === 'draft' && conflict === null;
  const audienceTotal = locales.reduce((sum, locale) => sum + audience[locale], 0);

  const change = (next: (current: CampaignEditorInput) => CampaignEditorInput, field: string) => {
    setValues(next);
    form.clearError(field);
    markChanged();
    editsNow.current += 1;
    setEdits(editsNow.current);
  };

  /** Runs a save after those queued, with the letter's last save then; notes what it answers. */
  const queued = (send: (input: CampaignEditorInput) => Promise<Saved>, at = edits) => {
    const run = queue.current.then(async () => {
      const result = await send({ ...values, savedAt: savedAt.current });
      if (result.ok && result.data) {
        savedAt.current = result.data.values.savedAt;
        savedEdits.current = Math.max(savedEdits.current, at);
      } else if (!result.ok && result.conflict) setConflict(result.message);
      return result;
    });
    queue.current = run.catch(() => undefined);
    return run;
  };

  useEffect(() => {
    if (!autosaves || edits === savedEdits.current) return;
    const save = () => {
      // Saved since (the pause's save, then the tab hidden): nothing new to save.
      if (editsNow.current === savedEdits.current) return;
      if (!campaignEditorSchema.safeParse(values).success) return;
      void queued(actions.save, edits)
        .then((result) => {
          if (!result.ok) return;
          setAutosavedAt(new Date().toISOString());
          // Typing since this save began stays "changed"; else the letter is as saved.
          if (savedEdits.current === editsNow.current) markSaved();
        })
        .catch(() => undefined); // Offline for a moment: the next pause in typing tries again.
    };
    const timer = setTimeout(save, autosaveDelayMs);
    const onHidden = () => {
      if (document.visibilityState !== 'hidden') return;
      clearTimeout(timer);
      save();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
    };
    // A new pause starts with each edit; the values and actions of that edit are the ones saved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edits, autosaves]);
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

  const run = async (intent: Intent, send: (input: CampaignEditorInput) => Promise<Saved>) => {
    const result = await form.submit(campaignEditorSchema, values, () => queued(send), intent);
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
    void run('save', actions.save);
  };

  const sendNow = () => {
    setConfirmingSend(false);
    void run('send', actions.sendNow);
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
  const savedTime = useSavedTime();
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
            <p role="status" className="text-xs text-fg-muted empty:hidden">
              {autosavedAt
                ? t('actions.autosaved', {
                    time: savedTime(autosavedAt),
                  })
                : null}
            </p>
            <div>
              <Button
                variant="secondary"
                disabled={pending}
                className="w-full"
                aria-describedby={`${id}-test-hint`}
                onClick={() => void run('test', (input) => actions.test(input, language))}
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
                  void run('schedule', (input) =>
                    keepScheduleTime(values.scheduleAt, () => actions.schedule(input)),
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
              {/* The languages sent are the ones written; the others' readers get the French. */}
              <MissingAltWarning
                texts={Object.fromEntries(
                  locales
                    .filter((locale) => isWritten(values.translations[locale]))
                    .map((locale) => [locale, [values.image, values.translations[locale].body]]),
                )}
                check={actions.missingAlt}
              />
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
          {conflict ? (
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-xl border border-danger/60 bg-danger/10 p-4 text-sm text-fg sm:flex-row sm:items-center"
            >
              <p className="sm:me-auto">{conflict}</p>
              <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
                {t('actions.reload')}
              </Button>
            </div>
          ) : null}
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
            error={form.errors.image}
            errorId={form.fieldId('image')}
            onHeader={(path) => change((current) => ({ ...current, image: path }), 'image')}
            onInsert={(choice) => {
              const body = values.translations[language].body;
              const image = markdownImage(choice.alt[language] || choice.alt.fr, choice.path);
              setText(
                language,
                'body',
                insertMarkdownImage(body, body.length, body.length, image).text,
              );
            }}
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

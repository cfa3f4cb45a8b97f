'use client';
/**
 * The schedule beside a section's form (decision 070): for a section with a draft, a Swiss time at
 * which the background pass publishes the draft as it is then; the pending schedule with
 * "Annuler"; a schedule that was missed, with why, and "Compris" to take the notice away.
 * Checked in the browser with the schema the action checks again (a time past is refused beside
 * the field); after each change the screen is drawn anew from the server.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useAdminForm } from '@/components/admin/forms/use-admin-form';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import { Button } from '@/components/admin/ui/button';
import { Field, inputClass } from '@/components/admin/ui/form-field';
import type { ActionResult } from '@/lib/admin/action-result';
import {
  sectionScheduleErrorKeys,
  sectionScheduleSchema,
} from '@/lib/admin/section-schedule-schema';
import { isoToZurichLocal } from '@/lib/time/zurich-time';

/** A section's schedule as the screen read it. */
export interface ShownSchedule {
  publishAt: string;
  state: 'pending' | 'missed';
  /** Missed: the publish's refusal. */
  reason: 'stale' | 'invalid' | 'missing' | 'conflict' | null;
  scheduledBy: string;
}

export function SectionSchedule({
  title,
  hasDraft,
  schedule,
  scheduleAt,
  remove,
}: {
  /** The section's name on the screen. */
  title: string;
  hasDraft: boolean;
  schedule: ShownSchedule | null;
  scheduleAt: (formData: FormData) => Promise<ActionResult>;
  remove: (state: 'pending' | 'missed') => Promise<ActionResult>;
}) {
  const t = useTranslations('pages.schedule');
  const format = useFormatter();
  const router = useRouter();
  const runWithToast = useRunWithToast();
  const form = useAdminForm({
    errorMessages: 'pages.schedule.errors',
    knownErrors: sectionScheduleErrorKeys,
  });
  const [removing, setRemoving] = useState(false);
  const pending = schedule?.state === 'pending' ? schedule : null;
  const missed = schedule?.state === 'missed' ? schedule : null;
  const inputName = 'publishAt';
  const hint = t('hint');
  const when = (at: string) =>
    format.dateTime(new Date(at), {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'Europe/Zurich',
    });

  const onSchedule = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = await form.submit(
      sectionScheduleSchema(new Date()),
      { publishAt: data.get(inputName) },
      () => scheduleAt(data),
    );
    if (result?.ok) router.refresh();
  };

  const onRemove = async (state: 'pending' | 'missed') => {
    setRemoving(true);
    await runWithToast(() => remove(state));
    setRemoving(false);
    router.refresh();
  };

  if (!hasDraft && !schedule) return null;
  return (
    <section
      aria-label={t('regionLabel', { section: title })}
      className="mt-3 space-y-3 rounded-xl border border-line bg-ink-card/40 p-4 text-sm"
    >
      {schedule ? (
        <div
          role={missed ? 'alert' : undefined}
          className={`flex flex-col gap-3 text-fg sm:flex-row sm:items-center ${missed ? 'rounded-lg border border-danger/60 bg-danger/10 p-3' : ''}`}
        >
          <p className="sm:me-auto">
            {missed
              ? `${t('missed', { when: when(missed.publishAt) })} ${t(`reasons.${missed.reason ?? 'missing'}`)}`
              : t('pending', { when: when(schedule.publishAt), who: schedule.scheduledBy })}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void onRemove(schedule.state)}
            disabled={removing}
            aria-label={t(missed ? 'dismissLabel' : 'cancelLabel', { section: title })}
          >
            {missed ? t('dismiss') : t('cancel')}
          </Button>
        </div>
      ) : null}
      {hasDraft ? (
        <form
          onSubmit={onSchedule}
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <Field
            id={form.fieldId(inputName)}
            label={pending ? t('changeLabel') : t('label')}
            hint={hint}
            error={form.errors[inputName]}
            className="sm:max-w-xs sm:flex-1"
          >
            <input
              {...form.control(inputName, hint)}
              name={inputName}
              type="datetime-local"
              defaultValue={pending ? isoToZurichLocal(pending.publishAt) : ''}
              className={`${inputClass} [color-scheme:dark]`}
            />
          </Field>
          <Button
            type="submit"
            disabled={form.pending !== null}
            aria-busy={form.pending !== null || undefined}
            aria-label={t('submitLabel', { section: title })}
            className="sm:mt-6"
          >
            {pending ? t('reschedule') : t('submit')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

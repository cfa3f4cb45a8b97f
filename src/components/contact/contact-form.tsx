'use client';

import { Send } from '@/components/ui/icons';
import { useActionState, useRef, useState, type ReactNode } from 'react';
import {
  firstErrorField,
  submissionAlert,
  useHydrated,
  type Submission,
} from '@/components/forms/client-form';
import { showToast } from '@/components/ui/toast';
import { FormField, HoneypotField, inputClass } from '@/components/forms/form-field';
import { useSessionDraft } from '@/components/forms/session-draft';
import { usePostedForm } from '@/components/forms/use-posted-form';
import type { Locale } from '@/i18n/locales';
import {
  contactLimits,
  type ContactErrorKey,
  type ServiceOption,
} from '@/lib/forms/contact-fields';
import type { ContactField, ContactFormState } from '@/lib/forms/contact-schema';
import { fieldErrors } from '@/lib/forms/field-errors';
import { graphemeCount } from '@/lib/forms/graphemes';
import { formDataFields, idleFormState, type FormStateAction } from '@/lib/forms/form-state';
import { honeypotField } from '@/lib/forms/honeypot';

export interface ContactFormTexts {
  fields: Record<ContactField, { label: string; placeholder: string }>;
  optional: string;
  requiredNote: string;
  honeypot: string;
  errors: Record<ContactErrorKey, string>;
  /** "{count} / {max} …", filled in here. */
  messageCount: string;
  submit: string;
  submitting: string;
  toasts: { invalid: string; failed: string; success: string; rateLimited: string };
}

type Errors = Partial<Record<ContactField, ContactErrorKey>>;

// One id: the contact page shows one toast at a time, a new one replaces the old (spec §4).
const toastId = 'contact-form';
// The unsent draft, the same in every language (the form is one).
const draftKey = 'automatia:draft:contact';

// The shared schema (and zod with it, ~19 KB) is fetched when the visitor starts filling the
// form, not with the page.
const loadSchema = () =>
  import('@/lib/forms/contact-schema').then((module) => module.contactSchema);

/**
 * The contact form (spec §3–§5). With JavaScript it validates with the shared schema, posts to
 * /api/contact and answers with toasts; without, the same form posts to a server action and the
 * page comes back with errors inline and every value kept, or the sent message.
 */
export function ContactForm({
  locale,
  services,
  texts,
  privacyNote,
  send,
}: {
  locale: Locale;
  /** The service select's options, as the agency lists them (issue 36 §5). */
  services: readonly ServiceOption[];
  texts: ContactFormTexts;
  privacyNote: ReactNode;
  /** The server action that takes the form without JavaScript. */
  send: FormStateAction<ContactFormState>;
}) {
  const [serverState, formAction] = useActionState(send, idleFormState());
  const [errors, setErrors] = useState<Errors>(serverState.errors);
  // Options the server said are no longer offered (switched off since the page was loaded).
  const [withdrawn, setWithdrawn] = useState<readonly string[]>([]);
  const [messageLength, setMessageLength] = useState(
    graphemeCount(serverState.values.message ?? ''),
  );
  const hydrated = useHydrated();
  const values = serverState.values;
  const formRef = useRef<HTMLFormElement>(null);
  useSessionDraft(formRef, draftKey, () =>
    setMessageLength(graphemeCount(formRef.current?.message?.value ?? '')),
  );

  const showErrors = (form: HTMLFormElement, found: Errors, submission: Submission) => {
    setErrors(found);
    submission.focus(firstErrorField(form, found));
    void showToast('error', texts.toasts.invalid, { id: toastId });
  };

  const { submit, submitting } = usePostedForm({
    endpoint: '/api/contact',
    loadSchema,
    draftKey,
    toastId,
    texts: texts.toasts,
    onInvalid: ({ form, submission, error }) =>
      showErrors(form, fieldErrors<ContactErrorKey>(error), submission),
    onValid: () => setErrors({}),
    onSent() {
      setMessageLength(0);
      void showToast('success', texts.toasts.success, { id: toastId });
    },
    onRefused({ form, fields, submission, body }) {
      if (!body.errors) return false;
      const found = Object.fromEntries(
        Object.entries(body.errors).map(([field, { code }]) => [field, code]),
      ) as Errors;
      // The option leaves the select (which falls back to its placeholder); all else stays.
      if (found.service === 'serviceUnavailable')
        setWithdrawn((before) => [...before, fields.service ?? '']);
      showErrors(form, found, submission);
      return true;
    },
  });

  /** Once errors show, each one clears as soon as its field is right. */
  async function recheck(form: HTMLFormElement) {
    if (Object.keys(errors).length === 0) return;
    const parsed = (await loadSchema()).safeParse(formDataFields(new FormData(form)));
    const now: Errors = parsed.success ? {} : fieldErrors<ContactErrorKey>(parsed.error);
    setErrors(
      Object.fromEntries(
        Object.keys(errors).flatMap((field) => {
          const code = now[field as ContactField];
          return code ? [[field, code]] : [];
        }),
      ) as Errors,
    );
  }

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    label: texts.fields[name].label,
    error: errors[name] && texts.errors[errors[name]],
  });
  const text = (name: ContactField) => ({
    name,
    placeholder: texts.fields[name].placeholder,
    defaultValue: values[name] ?? '',
  });
  const serverAlert = submissionAlert(serverState.status, texts.toasts);

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={submit}
      onInput={(event) => void recheck(event.currentTarget)}
      onFocus={() => void loadSchema()}
      noValidate={hydrated}
      className="relative mt-8 space-y-5"
    >
      {serverAlert && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-4 text-danger">
          {serverAlert}
        </p>
      )}
      <input type="hidden" name="locale" value={locale} />
      <HoneypotField name={honeypotField} label={texts.honeypot} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...field('name')} required>
          {(control) => (
            <input
              {...control}
              {...text('name')}
              type="text"
              required
              autoComplete="name"
              className={`${inputClass} h-12`}
            />
          )}
        </FormField>
        <FormField {...field('email')} required>
          {(control) => (
            <input
              {...control}
              {...text('email')}
              type="email"
              required
              autoComplete="email"
              maxLength={contactLimits.email}
              dir="ltr"
              className={`${inputClass} h-12 rtl:text-end`}
            />
          )}
        </FormField>
        <FormField {...field('phone')} optionalLabel={texts.optional}>
          {(control) => (
            <input
              {...control}
              {...text('phone')}
              type="tel"
              autoComplete="tel"
              maxLength={contactLimits.phone}
              dir="ltr"
              className={`${inputClass} h-12 rtl:text-end`}
            />
          )}
        </FormField>
        <FormField {...field('company')} optionalLabel={texts.optional}>
          {(control) => (
            <input
              {...control}
              {...text('company')}
              type="text"
              autoComplete="organization"
              className={`${inputClass} h-12`}
            />
          )}
        </FormField>
      </div>
      <FormField {...field('service')} required>
        {(control) => (
          <select
            {...control}
            name="service"
            required
            defaultValue={values.service ?? ''}
            className={`${inputClass} h-12`}
          >
            <option value="">{texts.fields.service.placeholder}</option>
            {services
              .filter((service) => !withdrawn.includes(service.value))
              .map((service) => (
                <option key={service.value} value={service.value}>
                  {service.label}
                </option>
              ))}
          </select>
        )}
      </FormField>
      <FormField
        {...field('message')}
        required
        hint={
          <span
            aria-live="polite"
            className={messageLength > contactLimits.message ? 'text-danger' : undefined}
          >
            {texts.messageCount
              .replace('{count}', String(messageLength))
              .replace('{max}', String(contactLimits.message))}
            {messageLength > contactLimits.message && ` — ${texts.errors.messageTooLong}`}
          </span>
        }
      >
        {(control) => (
          <textarea
            {...control}
            {...text('message')}
            required
            rows={5}
            // No maxLength: the browser would cut a long paste silently, counting an emoji as
            // two. The count below is in characters as a person sees them; over the limit it
            // says so, and the form refuses to send (issue 17).
            onChange={(event) => setMessageLength(graphemeCount(event.target.value))}
            className={`${inputClass} block resize-y py-3 leading-relaxed`}
          />
        )}
      </FormField>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1 text-sm text-fg-muted">
          <p>{texts.requiredNote}</p>
          <p>{privacyNote}</p>
        </div>
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-gradient-to-r from-accent to-violet px-7 text-sm font-semibold text-ink shadow-lg shadow-accent/20 transition hover:brightness-110 disabled:cursor-wait disabled:opacity-70"
        >
          <Send aria-hidden className="flip-rtl size-4" />
          {submitting ? texts.submitting : texts.submit}
        </button>
      </div>
    </form>
  );
}

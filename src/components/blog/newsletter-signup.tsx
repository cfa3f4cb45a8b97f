'use client';

import { ChevronDown, Mail } from '@/components/ui/icons';
import { useActionState, useRef, useState, type ReactNode } from 'react';
import { submissionAlert, useHydrated } from '@/components/forms/client-form';
import { showToast } from '@/components/ui/toast';
import { HoneypotField, inputClass } from '@/components/forms/form-field';
import { useSessionDraft } from '@/components/forms/session-draft';
import { usePostedForm } from '@/components/forms/use-posted-form';
import type { Locale } from '@/i18n/locales';
import { idleFormState, type FormStateAction } from '@/lib/forms/form-state';
import type { NewsletterFormState } from '@/lib/forms/newsletter-schema';
import { honeypotField } from '@/lib/forms/honeypot';

/** The form's interface text (messages). */
export interface NewsletterTexts {
  emailLabel: string;
  placeholder: string;
  submit: string;
  submitting: string;
  confirmHint: string;
  emailInvalid: string;
  rateLimited: string;
  failed: string;
  honeypot: string;
  /** The link to the letters already sent (the archive). */
  archive: string;
}

/** The agency's words around the form (the blog page's copy), each marked French if it is the fallback. */
export interface NewsletterCopy {
  toggle: ReactNode;
  title: ReactNode;
  description: ReactNode;
  privacy: ReactNode;
  /** The toast's thanks: plain text. */
  thanks: string;
}

const toastId = 'newsletter';
// The unsent address, the same on every blog page and language.
const draftKey = 'automatia:draft:newsletter';

// The shared schema (and zod with it) is fetched when the visitor opens the form, not with the page.
const loadSchema = () =>
  import('@/lib/forms/newsletter-schema').then((module) => module.newsletterSchema);

/**
 * The blog hero's "exclusive guides" toggle and its sign-up form: a native <details>, so it
 * opens without JavaScript. With JavaScript a sign-up clears the field, closes the panel and
 * thanks with a toast (spec §7, instead of a blocking alert); without, the server action brings
 * the page back with the panel open and the answer inside it.
 */
export function NewsletterSignup({
  locale,
  copy,
  texts,
  archiveHref,
  signUp,
}: {
  locale: Locale;
  copy: NewsletterCopy;
  texts: NewsletterTexts;
  /** The archive's address in the page's language. */
  archiveHref: string;
  /** The server action that takes the form without JavaScript. */
  signUp: FormStateAction<NewsletterFormState>;
}) {
  const [serverState, formAction] = useActionState(signUp, idleFormState());
  const [invalid, setInvalid] = useState(serverState.status === 'invalid');
  const panel = useRef<HTMLDetailsElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useSessionDraft(formRef, draftKey);
  const { submit, submitting } = usePostedForm({
    endpoint: '/api/newsletter',
    loadSchema,
    draftKey,
    toastId,
    texts,
    onInvalid({ form, submission }) {
      setInvalid(true);
      submission.focus(form.querySelector<HTMLInputElement>('input[type="email"]'));
    },
    onValid: () => setInvalid(false),
    onSent() {
      if (panel.current) panel.current.open = false;
      void showToast('success', copy.thanks, { id: toastId, description: texts.confirmHint });
    },
    // The only field is the address: the server's refusal is the browser's.
    onRefused() {
      setInvalid(true);
      return true;
    },
  });

  const answered = serverState.status !== 'idle';
  const serverAlert = submissionAlert(serverState.status, texts);
  return (
    <details
      ref={panel}
      open={answered || undefined}
      className="group mx-auto mt-8 w-full max-w-xl"
    >
      <summary className="mx-auto flex min-h-12 w-fit cursor-pointer list-none items-center gap-2 rounded-full bg-gradient-to-r from-accent to-violet px-6 py-3 text-sm font-semibold text-ink shadow-lg shadow-accent/20 transition hover:brightness-110 [&::-webkit-details-marker]:hidden">
        <Mail aria-hidden className="size-4 shrink-0" />
        {copy.toggle}
        <ChevronDown aria-hidden className="size-4 shrink-0 transition group-open:rotate-180" />
      </summary>
      <div className="mt-5 rounded-2xl border border-line bg-ink-card/80 p-6 text-start shadow-xl shadow-black/30 sm:p-7">
        <h2 id="newsletter-title" className="text-xl font-semibold">
          {copy.title}
        </h2>
        <p className="mt-2 leading-relaxed text-fg-muted">{copy.description}</p>
        {serverAlert && (
          <p
            role="alert"
            className="mt-5 rounded-xl border border-danger/40 bg-danger/10 p-4 text-danger"
          >
            {serverAlert}
          </p>
        )}
        <form
          ref={formRef}
          action={formAction}
          onSubmit={submit}
          noValidate={hydrated}
          onFocus={() => void loadSchema()}
          aria-labelledby="newsletter-title"
          className="relative mt-5"
        >
          <input type="hidden" name="locale" value={locale} />
          <HoneypotField name={honeypotField} label={texts.honeypot} />
          <label htmlFor="newsletter-email" className="text-sm font-medium">
            {texts.emailLabel}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id="newsletter-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              // An address reads left to right on Arabic pages too.
              dir="ltr"
              placeholder={texts.placeholder}
              defaultValue={serverState.values.email ?? ''}
              aria-invalid={invalid}
              aria-describedby={invalid ? 'newsletter-email-error' : undefined}
              onInput={() => invalid && setInvalid(false)}
              className={`${inputClass} h-12 sm:flex-1 rtl:text-end`}
            />
            <button
              type="submit"
              disabled={submitting}
              className="h-12 rounded-xl bg-gradient-to-r from-accent to-violet px-6 text-sm font-semibold text-ink transition hover:brightness-110 disabled:cursor-wait disabled:opacity-70"
            >
              {submitting ? texts.submitting : texts.submit}
            </button>
          </div>
          {invalid && (
            <p id="newsletter-email-error" className="mt-2 text-sm text-danger">
              {texts.emailInvalid}
            </p>
          )}
        </form>
        <p className="mt-3 text-sm text-fg-muted">{copy.privacy}</p>
        <p className="mt-2 text-sm">
          <a href={archiveHref} className="text-accent-strong underline-offset-4 hover:underline">
            {texts.archive}
          </a>
        </p>
      </div>
    </details>
  );
}

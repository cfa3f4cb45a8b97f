'use server';

import { headers } from 'next/headers';
import { localeFromLangParam } from '@/i18n/locales';
import { formDataFields, type FormState } from '@/lib/forms/form-state';
import { runSubmission } from '@/server/forms/run-submission.server';
import {
  subscribeToNewsletter,
  type NewsletterErrorKey,
} from '@/server/newsletter/subscribe.server';

export type NewsletterFormState = FormState<'email', NewsletterErrorKey>;

/**
 * The blog's newsletter form without JavaScript: the page comes back with the panel open and
 * the thank-you text, or the error and the typed address. With JavaScript the form posts to
 * /api/newsletter instead.
 */
export async function signUpForNewsletter(
  _previous: NewsletterFormState,
  formData: FormData,
): Promise<NewsletterFormState> {
  const fields = formDataFields(formData);
  const outcome = await runSubmission(
    subscribeToNewsletter,
    fields,
    await headers(),
    localeFromLangParam(fields.locale),
  );
  if (outcome.status === 'accepted') return { status: 'accepted', errors: {}, values: {} };
  return {
    status: outcome.status,
    errors: outcome.status === 'invalid' ? outcome.errors : {},
    values: { email: fields.email ?? '' },
  };
}

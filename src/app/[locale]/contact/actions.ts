'use server';

import { headers } from 'next/headers';
import { localeFromLangParam } from '@/i18n/locales';
import { contactFields, type ContactErrorKey, type ContactField } from '@/lib/forms/contact-schema';
import { formDataFields, type FormState } from '@/lib/forms/form-state';
import { submitContact } from '@/server/contact/submit-contact.server';
import { runSubmission } from '@/server/forms/run-submission.server';

export type ContactFormState = FormState<ContactField, ContactErrorKey>;

/**
 * The contact form without JavaScript: the page is rendered again with this state (inline
 * errors and the typed values, or the sent message). With JavaScript the form posts to
 * /api/contact instead, to read real HTTP statuses.
 */
export async function sendContactForm(
  _previous: ContactFormState,
  formData: FormData,
): Promise<ContactFormState> {
  const fields = formDataFields(formData);
  const outcome = await runSubmission(
    submitContact,
    fields,
    await headers(),
    localeFromLangParam(fields.locale),
  );
  if (outcome.status === 'accepted') return { status: 'accepted', errors: {}, values: {} };
  return {
    status: outcome.status,
    errors: outcome.status === 'invalid' ? outcome.errors : {},
    values: Object.fromEntries(contactFields.map((field) => [field, fields[field] ?? ''])),
  };
}

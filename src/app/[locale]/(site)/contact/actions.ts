'use server';

import type { ContactErrorKey } from '@/lib/forms/contact-fields';
import { contactFields, type ContactField } from '@/lib/forms/contact-schema';
import type { FormState } from '@/lib/forms/form-state';
import { submitContact } from '@/server/contact/submit-contact.server';
import { runFormAction } from '@/server/forms/form-action.server';

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
  return runFormAction(submitContact, formData, contactFields);
}

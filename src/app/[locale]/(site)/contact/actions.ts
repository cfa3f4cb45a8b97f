'use server';

import { contactFields, type ContactFormState } from '@/lib/forms/contact-schema';
import { submitContact } from '@/server/contact/submit-contact.server';
import { runFormAction } from '@/server/forms/form-action.server';

/**
 * The contact form without JavaScript: the page is rendered again with this state (inline
 * errors and the typed values), or, once stored, the browser goes on to /thanks/contact. With
 * JavaScript the form posts to /api/contact instead, to read real HTTP statuses.
 */
export async function sendContactForm(
  _previous: ContactFormState,
  formData: FormData,
): Promise<ContactFormState> {
  return runFormAction(submitContact, formData, contactFields, 'contact');
}

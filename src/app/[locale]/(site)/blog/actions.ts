'use server';

import type { NewsletterFormState } from '@/lib/forms/newsletter-schema';
import { runFormAction } from '@/server/forms/form-action.server';
import { subscribeToNewsletter } from '@/server/newsletter/subscribe.server';

/**
 * The blog's newsletter form without JavaScript: the page comes back with the panel open, the
 * error and the typed address, or, once stored, the browser goes on to /thanks/newsletter. With
 * JavaScript the form posts to /api/newsletter instead.
 */
export async function signUpForNewsletter(
  _previous: NewsletterFormState,
  formData: FormData,
): Promise<NewsletterFormState> {
  return runFormAction(subscribeToNewsletter, formData, ['email'], 'newsletter');
}

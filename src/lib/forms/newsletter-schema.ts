import * as z from 'zod/mini';
import { emailField } from './email-field';
import type { FormState } from './form-state';

/** The newsletter form: one address. Every refusal reads `blog.newsletter.emailInvalid`. */
export const newsletterSchema = z.object({
  email: emailField({ invalid: 'emailInvalid', tooLong: 'emailInvalid' }),
});

export type NewsletterRequest = z.output<typeof newsletterSchema>;
export type NewsletterErrorKey = 'emailInvalid';
export type NewsletterFormState = FormState<'email', NewsletterErrorKey>;

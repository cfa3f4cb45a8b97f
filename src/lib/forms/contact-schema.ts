import * as z from 'zod/mini';
import { contactLimits, serviceValuePattern, type ContactErrorKey } from './contact-fields';
import { emailField } from './email-field';
import { withinGraphemes } from './graphemes';
import type { FormState } from './form-state';
import { cleanLine, cleanText } from './text';

/** A schema check: at most `max` characters as a person counts them (issue 17). */
function maxGraphemes(max: number, message: string): z.core.$ZodCheck<string> {
  return z.refine<string>((value) => withinGraphemes(value, max), message);
}

// A plausible international number: an optional +, digits with usual separators, 6 to 15 digits
// (E.164's maximum), at most 32 characters.
const phoneShape = /^\+?\(?[0-9][0-9 ()./-]*[0-9]$/;
const isPlausiblePhone = (value: string) => {
  const digits = value.replace(/\D/g, '').length;
  return phoneShape.test(value) && digits >= 6 && digits <= 15;
};

/** An optional one-line field: absent, empty or a cleaned line that passes the checks. */
const optionalLine = (message: ContactErrorKey, ...checks: z.core.$ZodCheck<string>[]) =>
  z.optional(z.string(message).check(z.overwrite(cleanLine), ...checks));

/**
 * The contact form (spec §3, §5), parsed identically in the browser and on the server. Lengths are
 * counted in characters as a person sees them (graphemes).
 */
export const contactSchema = z.object({
  name: z
    .string('nameRequired')
    .check(
      z.overwrite(cleanLine),
      z.minLength(1, 'nameRequired'),
      maxGraphemes(contactLimits.name, 'nameTooLong'),
    ),
  email: emailField<ContactErrorKey>({ invalid: 'emailInvalid', tooLong: 'emailTooLong' }),
  phone: optionalLine(
    'phoneInvalid',
    z.maxLength(contactLimits.phone, 'phoneInvalid'),
    z.refine((value) => value === '' || isPlausiblePhone(value), 'phoneInvalid'),
  ),
  company: optionalLine('companyTooLong', maxGraphemes(contactLimits.company, 'companyTooLong')),
  // Whether the value is offered is the server's check (submitContact): the list is content.
  service: z
    .string('serviceRequired')
    .check(
      z.minLength(1, 'serviceRequired'),
      z.maxLength(contactLimits.service, 'serviceInvalid'),
      z.regex(serviceValuePattern, 'serviceInvalid'),
    ),
  message: z
    .string('messageRequired')
    .check(
      z.overwrite(cleanText),
      z.minLength(1, 'messageRequired'),
      maxGraphemes(contactLimits.message, 'messageTooLong'),
    ),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactRequest = z.output<typeof contactSchema>;
export type ContactField = keyof ContactRequest;
export type ContactFormState = FormState<ContactField, ContactErrorKey>;
export const contactFields = Object.keys(contactSchema.shape) as ContactField[];

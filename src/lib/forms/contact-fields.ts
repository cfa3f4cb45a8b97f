import { emailMaxLength } from './email-limit';

/*
 * What the contact form is made of, without the schema: the page renders from these, while the
 * schema (and zod with it) is fetched only when the visitor starts filling the form.
 */

/**
 * The form of a service select's value: the agency edits the list (issue 36 §5), the server
 * checks a value against the options offered when it arrives.
 */
export const serviceValuePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An option of the service select, in the page's language. */
export interface ServiceOption {
  value: string;
  label: string;
}

export const contactLimits = {
  name: 120,
  email: emailMaxLength,
  phone: 32,
  company: 160,
  service: 60,
  message: 5000,
} as const;

/** Keys of `contactForm.errors` in the text sets: the schema speaks in keys, each side translates. */
export type ContactErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'phoneInvalid'
  | 'companyTooLong'
  | 'serviceRequired'
  | 'serviceInvalid'
  | 'serviceUnavailable'
  | 'messageRequired'
  | 'messageTooLong';

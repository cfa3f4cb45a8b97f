import { emailMaxLength } from './email-limit';

/*
 * What the contact form is made of, without the schema: the page renders from these, while the
 * schema (and zod with it) is fetched only when the visitor starts filling the form.
 */

/** The service select's values (spec §3), in the order the select lists them. */
export const serviceValues = [
  'shopify-partner',
  'wordpress-rescue',
  'performance-optimization',
  'smart-website',
  'n8n-automation',
  'workflow-design',
  'api-integration',
  'data-migration',
  'other',
] as const;
export type ServiceValue = (typeof serviceValues)[number];

export const contactLimits = {
  name: 120,
  email: emailMaxLength,
  phone: 32,
  company: 160,
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
  | 'messageRequired'
  | 'messageTooLong';

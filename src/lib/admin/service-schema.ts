import * as z from 'zod';
import {
  contentLocales,
  formFlag,
  formText,
  perLocale,
  requiredLine,
  requiredText,
  sortOrderField,
} from './content-form';

export const serviceLimits = {
  id: 60,
  title: 120,
  description: 600,
  feature: 160,
  price: 80,
  body: 10_000,
} as const;

/** The icons a service may show (src/components/site/service-icon.tsx maps them to lucide). */
export const serviceIconNames = [
  'target',
  'chart',
  'headset',
  'pen',
  'bot',
  'database',
  'activity',
  'workflow',
] as const;

/** A service id: the anchor on /services and the slug of its page, so lower-case ASCII words. */
export const serviceIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const feature = requiredLine(serviceLimits.feature);

/** A service as the admin edits it (its id is set once, at creation: see serviceCreateSchema). */
export const serviceSchema = z.object({
  icon: z.enum(serviceIconNames, { error: 'iconInvalid' }),
  sortOrder: sortOrderField,
  visible: z.boolean(),
  text: perLocale(
    z.object({
      title: requiredLine(serviceLimits.title),
      description: requiredLine(serviceLimits.description),
      features: z.tuple([feature, feature, feature, feature]),
      price: requiredLine(serviceLimits.price),
      body: requiredText(serviceLimits.body),
    }),
  ),
});

/**
 * A new service also chooses its id; left empty, it is derived from the French title on the
 * server (serviceIdFromTitle).
 */
export const serviceCreateSchema = serviceSchema.extend({
  id: z
    .string({ error: 'idInvalid' })
    .trim()
    .toLowerCase()
    .max(serviceLimits.id, 'tooLong')
    .refine((value) => value === '' || serviceIdPattern.test(value), 'idInvalid'),
});

export type ServiceFormValues = z.input<typeof serviceCreateSchema>;
export type ServiceInput = z.output<typeof serviceSchema>;
export type NewServiceInput = z.output<typeof serviceCreateSchema>;

/** A proposed id from a title: accents folded, words joined by hyphens, ASCII only. */
export function serviceIdFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, serviceLimits.id)
    .replace(/-+$/, '');
}

/** What the form sends, in the schema's shape (parsed the same way in the browser and server). */
export function serviceFromForm(form: FormData): ServiceFormValues {
  return {
    id: formText(form, 'id'),
    icon: formText(form, 'icon') as ServiceFormValues['icon'],
    sortOrder: formText(form, 'sortOrder'),
    visible: formFlag(form, 'visible'),
    text: Object.fromEntries(
      contentLocales.map((locale) => [
        locale,
        {
          title: formText(form, `text.${locale}.title`),
          description: formText(form, `text.${locale}.description`),
          features: [0, 1, 2, 3].map((index) =>
            formText(form, `text.${locale}.features.${index}`),
          ) as [string, string, string, string],
          price: formText(form, `text.${locale}.price`),
          body: formText(form, `text.${locale}.body`),
        },
      ]),
    ) as ServiceFormValues['text'],
  };
}

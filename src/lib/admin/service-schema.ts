import * as z from 'zod/mini';
import {
  perLocale,
  requiredLine,
  requiredText,
  sortOrderField,
  type ContentFormLayout,
} from './translated-content';

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
  icon: z.enum(serviceIconNames, 'iconInvalid'),
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
export const serviceCreateSchema = z.extend(serviceSchema, {
  id: z.string('idInvalid').check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(serviceLimits.id, 'tooLong'),
    z.refine((value) => value === '' || serviceIdPattern.test(value), 'idInvalid'),
  ),
});

export type ServiceFormValues = z.input<typeof serviceCreateSchema>;
export type ServiceInput = z.output<typeof serviceSchema>;
export type NewServiceInput = z.output<typeof serviceCreateSchema>;
/** One language's text of a service (also what the seed writes). */
export type ServiceText = ServiceInput['text']['fr'];
export type ServiceIconName = (typeof serviceIconNames)[number];

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

/** The service form: settings, then title, description, four features, price and body per language. */
export const serviceFormLayout: ContentFormLayout = {
  sections: [
    {
      title: 'settings',
      controls: [
        { type: 'id', name: 'id', maxLength: serviceLimits.id },
        { type: 'choice', name: 'icon', options: serviceIconNames },
        { type: 'order', name: 'sortOrder' },
        { type: 'visible', name: 'visible' },
      ],
    },
  ],
  textControls: [
    { type: 'line', name: 'title', maxLength: serviceLimits.title },
    {
      type: 'paragraphs',
      name: 'description',
      maxLength: serviceLimits.description,
      rows: 3,
      hint: true,
    },
    { type: 'lines', name: 'features', count: 4, maxLength: serviceLimits.feature },
    { type: 'line', name: 'price', maxLength: serviceLimits.price, hint: true, narrow: true },
    { type: 'paragraphs', name: 'body', maxLength: serviceLimits.body, rows: 12, hint: true },
  ],
};

import * as z from 'zod/mini';
import { contactLimits, serviceValuePattern } from '@/lib/forms/contact-fields';
import {
  perLocale,
  requiredLine,
  sortOrderField,
  type ContentFormLayout,
} from './translated-content';

export const contactServiceLimits = { value: contactLimits.service, label: 120 } as const;

/**
 * An option of the contact form's service select as the admin edits it: its label per
 * language, its position and whether the form offers it. Its value (what a request stores) is
 * set once, at creation: see contactServiceCreateSchema.
 */
export const contactServiceSchema = z.object({
  sortOrder: sortOrderField,
  visible: z.boolean(),
  text: perLocale(z.object({ label: requiredLine(contactServiceLimits.label) })),
});

/** A new option also chooses its value; left empty, it is derived from the French label. */
export const contactServiceCreateSchema = z.extend(contactServiceSchema, {
  id: z.string('idInvalid').check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(contactServiceLimits.value, 'tooLong'),
    z.refine((value) => value === '' || serviceValuePattern.test(value), 'idInvalid'),
  ),
});

export type ContactServiceInput = z.output<typeof contactServiceSchema>;
export type NewContactServiceInput = z.output<typeof contactServiceCreateSchema>;
export type ContactServiceText = ContactServiceInput['text']['fr'];

/** The option's form: value, order and "offered", then its label in each language. */
export const contactServiceFormLayout: ContentFormLayout = {
  sections: [
    {
      title: 'settings',
      controls: [
        { type: 'id', name: 'id', maxLength: contactServiceLimits.value },
        { type: 'order', name: 'sortOrder' },
        { type: 'visible', name: 'visible' },
      ],
    },
  ],
  textControls: [{ type: 'line', name: 'label', maxLength: contactServiceLimits.label }],
};

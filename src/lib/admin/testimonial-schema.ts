import * as z from 'zod/mini';
import {
  optionalUploadPath,
  perLocale,
  requiredLine,
  sortOrderField,
  type ContentFormLayout,
} from './translated-content';

export const testimonialLimits = { name: 120, company: 160, position: 120, quote: 1000 } as const;

export const testimonialRatings = ['5', '4', '3', '2', '1'] as const;

/**
 * A testimonial as the admin writes it: who, their photo (an image of the media library, the same
 * in every language; none in files and drafts written before it), how many stars, where it
 * stands, and its text.
 */
export const testimonialSchema = z.object({
  name: requiredLine(testimonialLimits.name),
  company: requiredLine(testimonialLimits.company),
  photo: z._default(optionalUploadPath(), ''),
  rating: z.pipe(z.enum(testimonialRatings, 'ratingInvalid'), z.transform(Number)),
  sortOrder: sortOrderField,
  visible: z.boolean(),
  text: perLocale(
    z.object({
      quote: requiredLine(testimonialLimits.quote),
      position: requiredLine(testimonialLimits.position),
    }),
  ),
});

export type TestimonialFormValues = z.input<typeof testimonialSchema>;
export type TestimonialInput = z.output<typeof testimonialSchema>;

/** The testimonial form: who, where it stands, then the quote and position per language. */
export const testimonialFormLayout: ContentFormLayout = {
  sections: [
    {
      title: 'person',
      controls: [
        { type: 'line', name: 'name', maxLength: testimonialLimits.name },
        { type: 'line', name: 'company', maxLength: testimonialLimits.company, hint: true },
        { type: 'image', name: 'photo' },
        { type: 'rating', name: 'rating', options: testimonialRatings },
      ],
    },
    {
      title: 'display',
      controls: [
        { type: 'order', name: 'sortOrder' },
        { type: 'visible', name: 'visible' },
      ],
    },
  ],
  textControls: [
    { type: 'paragraphs', name: 'quote', maxLength: testimonialLimits.quote, rows: 5 },
    { type: 'line', name: 'position', maxLength: testimonialLimits.position, hint: true },
  ],
};

import * as z from 'zod';
import {
  contentLocales,
  formFlag,
  formText,
  perLocale,
  requiredLine,
  sortOrderField,
} from './content-form';

export const testimonialLimits = { name: 120, company: 160, position: 120, quote: 1000 } as const;

export const testimonialRatings = ['5', '4', '3', '2', '1'] as const;

/** A testimonial as the admin writes it: who, how many stars, where it stands, and its text. */
export const testimonialSchema = z.object({
  name: requiredLine(testimonialLimits.name),
  company: requiredLine(testimonialLimits.company),
  rating: z.enum(testimonialRatings, { error: 'ratingInvalid' }).transform(Number),
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

/** What the form sends, in the schema's shape (parsed the same way in the browser and server). */
export function testimonialFromForm(form: FormData): TestimonialFormValues {
  return {
    name: formText(form, 'name'),
    company: formText(form, 'company'),
    rating: formText(form, 'rating') as TestimonialFormValues['rating'],
    sortOrder: formText(form, 'sortOrder'),
    visible: formFlag(form, 'visible'),
    text: Object.fromEntries(
      contentLocales.map((locale) => [
        locale,
        {
          quote: formText(form, `text.${locale}.quote`),
          position: formText(form, `text.${locale}.position`),
        },
      ]),
    ) as TestimonialFormValues['text'],
  };
}

import * as z from 'zod/mini';
import { cleanLine, cleanText } from '@/lib/forms/text';
import { requiredLine, textsPerLanguage, type ContentFormLayout } from './translated-content';

/*
 * An image of the media library as the admin describes it (issue 33), checked with this one
 * schema in the browser and again by the server action: its alt text and caption in each
 * language (the French alt is required: every other language falls back to it) and the point a
 * crop keeps, in percent of the width and height.
 */

export const mediaLimits = { alt: 250, caption: 600 } as const;

/** The error keys of the form, translated under `media.errors`. */
export const mediaFormErrors = ['required', 'tooLong', 'focalInvalid'] as const;

/** A whole number of percent, 0 to 100, as a form field holds it. */
const percent = z.pipe(
  z.string('focalInvalid').check(z.trim(), z.regex(/^(100|[1-9]?\d)$/, 'focalInvalid')),
  z.transform(Number),
);

function optionalLine(max: number) {
  return z.string().check(z.overwrite(cleanLine), z.maxLength(max, 'tooLong'));
}

const caption = z
  .string()
  .check(z.overwrite(cleanText), z.maxLength(mediaLimits.caption, 'tooLong'));

export const mediaSchema = z.object({
  focalX: percent,
  focalY: percent,
  text: textsPerLanguage(
    z.object({ alt: requiredLine(mediaLimits.alt), caption }),
    z.object({ alt: optionalLine(mediaLimits.alt), caption }),
  ),
});

export type MediaFormValues = z.input<typeof mediaSchema>;
export type MediaInput = z.output<typeof mediaSchema>;

/** The form's fields as the FormData names them (`focalX`, `text.ar.alt`), to read it back. */
export const mediaFormLayout: ContentFormLayout = {
  sections: [
    {
      title: 'focus',
      controls: [
        { type: 'line', name: 'focalX', maxLength: 3 },
        { type: 'line', name: 'focalY', maxLength: 3 },
      ],
    },
  ],
  textControls: [
    { type: 'line', name: 'alt', maxLength: mediaLimits.alt, translationOptional: true },
    {
      type: 'paragraphs',
      name: 'caption',
      maxLength: mediaLimits.caption,
      rows: 3,
      optional: true,
    },
  ],
};

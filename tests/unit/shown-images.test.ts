import { describe, expect, it } from 'vitest';
import { shownImagesSchema, shownImages } from '@/lib/media/shown-images';

const a = `${'a'.repeat(32)}.webp`;
const b = `${'b'.repeat(32)}.webp`;

describe('the images a publish shows, per language (issue 33)', () => {
  it('names each upload once per language, and only the languages given', () => {
    expect(
      shownImages({
        fr: [`/uploads/${a}`, `Texte ![](/uploads/${a}) et ![](/uploads/${b})`],
        ar: ['{"photo":"/uploads/' + b + '"}', '/images/equipe.webp', ''],
      }),
    ).toEqual({ fr: [a, b], ar: [b] });
    expect(shownImages({})).toEqual({});
  });

  it('accepts only upload names of the site languages', () => {
    expect(shownImagesSchema.safeParse({ fr: [a], 'ar-ma': [] }).success).toBe(true);
    expect(shownImagesSchema.safeParse({ fr: ['../secret.webp'] }).success).toBe(false);
    expect(shownImagesSchema.safeParse({ de: [a] }).success).toBe(false);
    expect(shownImagesSchema.safeParse({ fr: Array.from({ length: 101 }, () => a) }).success).toBe(
      false,
    );
  });
});

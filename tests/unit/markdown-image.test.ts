import { describe, expect, it } from 'vitest';
import { insertMarkdownImage, markdownImage } from '@/lib/blog/markdown-image';

describe('an image inserted into Markdown', () => {
  it('escapes what would end its alt text early', () => {
    expect(markdownImage('Le lac [Léman]\n au\\soir', '/uploads/a.webp')).toBe(
      '![Le lac \\[Léman\\] au\\\\soir](/uploads/a.webp)',
    );
  });

  it('stands as a paragraph of its own where the caret is, the caret after it', () => {
    const image = '![x](/uploads/a.webp)';
    expect(insertMarkdownImage('Avant. Après.', 7, 7, image)).toEqual({
      text: `Avant. \n\n${image}\n\nAprès.`,
      caret: `Avant. \n\n${image}\n\n`.length,
    });
    expect(insertMarkdownImage('Un.\n\nDeux.', 5, 5, image).text).toBe(`Un.\n\n${image}\n\nDeux.`);
    expect(insertMarkdownImage('', 0, 0, image).text).toBe(`${image}\n`);
    expect(insertMarkdownImage('Texte', 5, 5, image).text).toBe(`Texte\n\n${image}\n`);
    // A selection is replaced.
    expect(insertMarkdownImage('a MOT b', 2, 5, image).text).toBe(`a \n\n${image}\n\n b`);
  });
});

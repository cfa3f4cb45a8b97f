import { describe, expect, it } from 'vitest';
import { focalCropRegion, objectPosition, type CropRegion } from '@/lib/media/focal-point';
import { heroImageAlt, inlineImageAlt, type ImagePresentation } from '@/lib/media/image-text';
import { renderMarkdown } from '@/server/blog/markdown.server';

/* Issue 33, decision 073: crops keep the focal point; alt texts in the reader's language. */

const contains = (region: CropRegion, x: number, y: number) =>
  x >= region.left &&
  x < region.left + region.width &&
  y >= region.top &&
  y < region.top + region.height;

describe('focalCropRegion', () => {
  const landscape = { width: 1600, height: 900 };
  const portrait = { width: 600, height: 1200 };
  const frame = { width: 480, height: 270 };

  it('keeps the whole image when it already has the frame’s shape', () => {
    expect(focalCropRegion(landscape, frame, { x: 10, y: 90 })).toEqual({
      left: 0,
      top: 0,
      width: 1600,
      height: 900,
    });
  });

  it('centres a portrait’s band on the focal point', () => {
    // 600 wide at 16:9 is 338 high; a point at 50 % of 1200 is centred: top = 600 − 169.
    expect(focalCropRegion(portrait, frame, { x: 50, y: 50 })).toEqual({
      left: 0,
      top: 431,
      width: 600,
      height: 338,
    });
  });

  it('stops at the image’s edges, the point still inside', () => {
    expect(focalCropRegion(portrait, frame, { x: 50, y: 0 }).top).toBe(0);
    expect(focalCropRegion(portrait, frame, { x: 50, y: 100 }).top).toBe(1200 - 338);
    const square = { width: 1000, height: 1000 };
    const wide = focalCropRegion(square, { width: 1000, height: 250 }, { x: 30, y: 95 });
    expect(wide).toEqual({ left: 0, top: 750, width: 1000, height: 250 });
  });

  it('contains the focal point for every point and shape', () => {
    for (const image of [landscape, portrait, { width: 333, height: 777 }])
      for (const shape of [frame, { width: 300, height: 300 }, { width: 200, height: 600 }])
        for (const x of [0, 13, 50, 87, 100])
          for (const y of [0, 26, 50, 74, 100]) {
            const region = focalCropRegion(image, shape, { x, y });
            const pointX = Math.min(image.width - 1, (x / 100) * image.width);
            const pointY = Math.min(image.height - 1, (y / 100) * image.height);
            expect(contains(region, pointX, pointY)).toBe(true);
            expect(region.left + region.width).toBeLessThanOrEqual(image.width);
            expect(region.top + region.height).toBeLessThanOrEqual(image.height);
            // The frame's shape, within a pixel of rounding.
            expect(
              Math.abs(region.width / region.height - shape.width / shape.height),
            ).toBeLessThan(0.02 * (shape.width / shape.height));
          }
  });

  it('gives the CSS position of the same point', () => {
    expect(objectPosition({ x: 26, y: 65 })).toBe('26% 65%');
  });
});

const described: ImagePresentation = {
  focal: { x: 50, y: 50 },
  alt: { text: 'L’équipe', locale: 'fr' },
  frenchAlt: 'L’équipe',
};

describe('the alt text an image is shown with', () => {
  it('prefers the library’s in the reader’s language, then the post’s own, then French', () => {
    const arabic: ImagePresentation = { ...described, alt: { text: 'الفريق', locale: 'ar' } };
    const own = { text: 'صورة الفريق', locale: 'ar' } as const;
    expect(heroImageAlt(arabic, 'ar', own)).toEqual(arabic.alt);
    expect(heroImageAlt(described, 'ar', own)).toEqual(own);
    expect(heroImageAlt(described, 'ar', { text: '', locale: 'ar' })).toEqual(described.alt);
    expect(heroImageAlt(undefined, 'ar', own)).toEqual(own);
  });

  it('replaces an inline image’s empty or untouched French alt, never an alt of its own', () => {
    expect(inlineImageAlt('', described)).toEqual(described.alt);
    expect(inlineImageAlt('L’équipe', described)).toEqual(described.alt);
    expect(inlineImageAlt('Autre chose', described)).toBeUndefined();
    expect(inlineImageAlt('', undefined)).toBeUndefined();
  });

  it('marks a French alt in an Arabic article’s text with lang="fr"', async () => {
    const path = `/uploads/${'a'.repeat(32)}.webp`;
    const html = await renderMarkdown(`![](${path})\n\n![Mon texte](${path})`, 'ar', 'ar', {
      [path]: described,
    });
    expect(html).toContain(`<img src="${path}" alt="L’équipe" lang="fr">`);
    expect(html).toContain(`<img src="${path}" alt="Mon texte">`);
  });
});

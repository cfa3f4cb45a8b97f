import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { textLayer } from '@/server/og/card-image.server';
import { renderPostCard, renderSiteCard } from '@/server/og/social-cards.server';
import { compareWithReference } from '../support/png-compare';

/*
 * The social cards (issue 14 §3), rendered by sharp and compared with references rendered once,
 * looked at, and committed (tests/references/). Inputs are written out here, not read from the
 * text sets, so a changed translation does not change the picture.
 */

const heroImage = readFileSync('public/images/blog/n8n-guide.jpg');

async function expectLikeReference(png: Buffer, name: string) {
  const metadata = await sharp(png).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
  const comparison = await compareWithReference(png, `tests/references/${name}.png`);
  expect(comparison, `rendered card kept in ${comparison.kept}`).toMatchObject({ matches: true });
}

describe('social cards', () => {
  it('draw an Arabic post joined, right to left, wrapped on words, mirrored, with its image', async () => {
    const png = await renderPostCard({
      siteName: 'Automatia',
      host: 'automatia.ch',
      blogLabel: 'المدونة',
      category: 'الأتمتة بالذكاء الاصطناعي',
      // Starts with a Latin word: the paragraph must still read right to left.
      title: 'n8n للأتمتة: الدليل الكامل للشركات الصغيرة والمتوسطة في سويسرا',
      image: heroImage,
      rtl: true,
    });
    await expectLikeReference(png, 'post-card-ar');
  });

  it('draw the French site card in the Latin face', async () => {
    const png = await renderSiteCard({
      siteName: 'Automatia',
      host: 'automatia.ch',
      tagline:
        "Agence suisse d'automatisation IA à Genève : chatbots WhatsApp, workflows n8n, génération de contenu IA et transformation de sites web pour PME en Suisse, France, Monaco et Maroc.",
      image: null,
      rtl: false,
    });
    await expectLikeReference(png, 'site-card-fr');
  });

  it("draw the settings' default social image in the site card, at the end side in each direction", async () => {
    const red = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 220, g: 20, b: 20 } },
    })
      .jpeg()
      .toBuffer();
    const colorAt = async (png: Buffer, x: number, y: number) => {
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const at = (y * info.width + x) * info.channels;
      return [data[at]!, data[at + 1]!, data[at + 2]!] as const;
    };
    const card = (rtl: boolean) =>
      renderSiteCard({
        siteName: 'Automatia',
        host: 'automatia.ch',
        tagline: 'Automatisation IA pour PME.',
        image: red,
        rtl,
      });
    const [ltr, rtl] = await Promise.all([card(false), card(true)]);
    // The frame's middle: 80 px from the end edge, 400 px wide, centred between header and footer.
    for (const [png, x] of [
      [ltr, 1200 - 80 - 200],
      [rtl, 80 + 200],
    ] as const) {
      const [r, g, b] = await colorAt(png, x, 330);
      expect(r).toBeGreaterThan(180);
      expect(g + b).toBeLessThan(120);
    }
    // The start side keeps the words: no picture there.
    const [r] = await colorAt(ltr, 280, 330);
    expect(r).toBeLessThan(150);
  });

  it('draw a title as text, never as markup', async () => {
    const plain = await textLayer({
      text: 'A & B <b>bold</b>',
      size: 40,
      weight: 'regular',
      color: '#ffffff',
      width: 1000,
      rtl: false,
    });
    const bolder = await textLayer({
      text: 'A & B bold',
      size: 40,
      weight: 'regular',
      color: '#ffffff',
      width: 1000,
      rtl: false,
    });
    // The tags are drawn as characters, so the line is wider than the same words without them.
    expect(plain.width).toBeGreaterThan(bolder.width + 60);
  });

  it('shrink a title that does not fit its box, and give lines of one size one height', async () => {
    const spec = { size: 58, weight: 'semibold', color: '#ffffff', width: 540, rtl: true } as const;
    const long = await textLayer({
      ...spec,
      text: 'دليل '.repeat(40),
      maxHeight: 250,
    });
    expect(long.height).toBeLessThanOrEqual(250);
    // Letters with and without ascenders or descenders: the same line box.
    const [low, tall] = await Promise.all(
      ['ممم', 'لإج'].map((text) => textLayer({ ...spec, text })),
    );
    expect(low!.height).toBe(tall!.height);
  });
});

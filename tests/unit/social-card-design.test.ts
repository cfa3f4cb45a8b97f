import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardVersion, type SiteCardContent } from '@/server/og/card-content.server';
import { cardDesignVersion, designVersion } from '@/server/og/card-design.server';
import { cardFontFiles } from '@/server/og/card-image.server';
import {
  cardRendererFingerprint,
  cardRendererSources,
} from '@/server/og/card-renderer-fingerprint';

/*
 * Decision 084: a card's URL version covers how the card is drawn as well as what it draws, so a
 * deployment with a new design (layout, colours, logo, crop, fonts) gives every card a new URL.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'card-design-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const content: SiteCardContent = {
  siteName: 'Automatia',
  host: 'automatia.ch',
  tagline: 'Automatisations sur mesure',
  picture: '/uploads/social.webp',
  rtl: false,
};

describe('the social cards’ design version', () => {
  it('is recorded for the renderer’s current sources: a change of them needs a new fingerprint', () => {
    const hash = createHash('sha256');
    for (const file of cardRendererSources)
      hash.update(file).update(readFileSync(file, 'utf8').replace(/\r\n/g, '\n'));
    const fingerprint = hash.digest('hex').slice(0, 16);
    expect(
      cardRendererFingerprint,
      `The social cards' renderer changed: set cardRendererFingerprint in src/server/og/card-renderer-fingerprint.ts to '${fingerprint}', so every card URL changes with the new design.`,
    ).toBe(fingerprint);
  });

  it('changes every card’s URL version with the renderer or a font file', () => {
    const fonts = cardFontFiles.map((file) => {
      const copy = path.join(folder, path.basename(file));
      copyFileSync(file, copy);
      return copy;
    });
    const design = designVersion(cardRendererFingerprint, fonts);
    expect(design).toBe(cardDesignVersion());
    // The same content, renderer and fonts: the same version, on every instance.
    expect(cardVersion(content, design)).toBe(cardVersion(content));
    expect(cardVersion(content, design)).toMatch(/^[\w-]{10}$/);

    const newRenderer = designVersion(`${cardRendererFingerprint}-changed`, fonts);
    writeFileSync(fonts[0]!, Buffer.concat([readFileSync(fonts[0]!), Buffer.from([0])]));
    const newFont = designVersion(cardRendererFingerprint, fonts);
    const versions = [design, newRenderer, newFont].map((each) => cardVersion(content, each));
    expect(new Set(versions).size).toBe(3);
  });

  it('counts every font the cards are drawn with, Latin and Arabic, each weight', () => {
    expect(cardFontFiles.map((file) => path.basename(file))).toEqual([
      'Inter_400Regular.ttf',
      'Inter_600SemiBold.ttf',
      'NotoKufiArabic_400Regular.ttf',
      'NotoKufiArabic_600SemiBold.ttf',
    ]);
  });
});

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Compares a rendered PNG with a committed reference, pixel by pixel on sharp's raw RGBA.
 * A pixel differs when one of its channels is off by more than `channelTolerance`; the images
 * match when at most `maxDifferentShare` of the pixels differ (anti-aliasing may move a little
 * between builds of the same libraries, a wrong letter or a moved block may not).
 *
 * `UPDATE_REFERENCES=1` writes the rendered image as the new reference (look at it first).
 * On a mismatch the rendered image is kept under test-results/ to be looked at.
 */
export interface PngComparison {
  sameSize: boolean;
  differentShare: number;
  /** Where the rendered image was kept, on a mismatch. */
  kept?: string;
}

export async function compareWithReference(
  png: Buffer,
  referenceFile: string,
  { channelTolerance = 40, maxDifferentShare = 0.002 } = {},
): Promise<PngComparison & { matches: boolean }> {
  if (process.env.UPDATE_REFERENCES === '1') writeFileSync(referenceFile, png);
  else if (!existsSync(referenceFile))
    throw new Error(`no reference ${referenceFile}: run with UPDATE_REFERENCES=1 to write it`);
  const [actual, expected] = await Promise.all(
    [png, referenceFile].map((input) =>
      sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
    ),
  );
  const sameSize =
    actual!.info.width === expected!.info.width && actual!.info.height === expected!.info.height;
  let different = 0;
  if (sameSize) {
    const [a, b] = [actual!.data, expected!.data];
    for (let pixel = 0; pixel < a.length; pixel += 4) {
      for (let channel = 0; channel < 4; channel += 1) {
        if (Math.abs(a[pixel + channel]! - b[pixel + channel]!) > channelTolerance) {
          different += 1;
          break;
        }
      }
    }
  }
  const differentShare = sameSize ? different / (actual!.data.length / 4) : 1;
  const matches = sameSize && differentShare <= maxDifferentShare;
  if (matches) return { matches, sameSize, differentShare };
  const kept = path.join('test-results', 'references', path.basename(referenceFile));
  mkdirSync(path.dirname(kept), { recursive: true });
  writeFileSync(kept, png);
  return { matches, sameSize, differentShare, kept };
}

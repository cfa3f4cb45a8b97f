import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cardFontFiles } from './card-image.server';
import { cardRendererFingerprint } from './card-renderer-fingerprint';

/*
 * The social cards' design as a version (decision 084): what a card looks like depends on its
 * content and on code — the renderer's layout, colours, logo and crop (its sources, whose
 * fingerprint is recorded in card-renderer-fingerprint.ts and checked by a unit test) and the
 * fonts it draws with (their bytes, from the installed packages). Both go into every card's
 * `?v=`, so a deployment with a new design gives every card a new URL.
 */

/** The renderer's fingerprint and the bytes of each font, hashed. A missing font counts by name. */
export function designVersion(rendererFingerprint: string, fontFiles: readonly string[]): string {
  const hash = createHash('sha256').update(rendererFingerprint);
  for (const file of fontFiles)
    hash.update(existsSync(file) ? readFileSync(file) : `missing ${path.basename(file)}`);
  return hash.digest('base64url').slice(0, 16);
}

let current: string | undefined;

/** This deployment's design version, computed once per process (the fonts are read once). */
export function cardDesignVersion(): string {
  current ??= designVersion(cardRendererFingerprint, cardFontFiles);
  return current;
}

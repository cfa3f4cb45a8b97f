import sharp from 'sharp';
import { locales, type Locale } from '@/i18n/locales';
import { mediaSchema, type MediaInput } from '@/lib/admin/media-schema';
import type { StoredUpload } from '@/server/uploads/upload-store.server';

/** A small image of one colour: each colour is other bytes, so another image. */
export async function picture(red: number, width = 40): Promise<Uint8Array> {
  return sharp({
    create: { width, height: 30, channels: 3, background: { r: red, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
}

/** A stored upload's id in the library: its file's name without the extension. */
export const idOf = (stored: StoredUpload) => stored.name.replace('.webp', '');

/** An image's description as the library's form sends it: alt texts by language, a focal point. */
export function described(alts: Partial<Record<Locale, string>>, focal = ['50', '50']): MediaInput {
  const parsed = mediaSchema.safeParse({
    focalX: focal[0],
    focalY: focal[1],
    text: Object.fromEntries(
      locales.map((locale) => [locale, { alt: alts[locale] ?? '', caption: '' }]),
    ),
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

import { locales, type Locale } from '@/i18n/locales';
import { mediaSchema, type MediaInput } from '@/lib/admin/media-schema';

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

/**
 * The spec's slug rule (§3): lower-case; keep letters, digits, underscores, whitespace and
 * hyphens; whitespace runs become one hyphen; repeated hyphens collapse. Latin accents are
 * folded first so 'Château-d'Oex' gives 'chateau-doex'; Arabic letters are letters and stay.
 * Leading and trailing hyphens are trimmed so a slug never starts or ends with one.
 */
export function slugify(text: string): string {
  return foldLatinAccents(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** True when a text is already a slug the rule would produce unchanged. */
export function isSlug(text: string): boolean {
  return text.length > 0 && slugify(text) === text;
}

/**
 * `base`, or `base-2`, `base-3`… : the first that `isTaken` refuses, so two posts of one
 * language never share a slug.
 */
export async function uniqueSlug(
  base: string,
  isTaken: (slug: string) => boolean | Promise<boolean>,
): Promise<string> {
  const root = base || 'article';
  if (!(await isTaken(root))) return root;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${root}-${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}

/**
 * A slug as it arrives in a URL segment: Arabic slugs may still be percent-encoded
 * (`%D8%AD…`). A malformed escape is kept as typed, so it simply names no post.
 */
export function decodeSlugParam(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // Not valid percent-encoding: look it up as is.
  }
  return decoded.normalize('NFC');
}

// Only Latin letters lose their marks: Arabic vowel signs are part of the word.
function foldLatinAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .replace(/[ßæœøł]/gi, (letter) => latinLigatures[letter] ?? letter)
    .normalize('NFC');
}

const latinLigatures: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
};

/*
 * An uploaded image is referred to by its public path (`/uploads/<32 hex>.webp`) inside the texts
 * that show it: a hero image's field, a Markdown body, a section's JSON. Read here both by the
 * server (where each image is used, how a page presents it) and by the editors (which images a
 * publish would show).
 */

const uploadPathInText = /\/uploads\/([0-9a-f]{32}\.webp)/g;

/** An upload's name as its path ends (`<32 hex>.webp`): the only names ever written or looked up. */
export const uploadNamePattern = /^[0-9a-f]{32}\.webp$/;

/** The upload names a text refers to, each once, in the order they first appear. */
export function uploadNamesIn(text: string): string[] {
  return [...new Set([...text.matchAll(uploadPathInText)].map((match) => match[1]!))];
}

/** The uploaded images' public paths a text refers to, each once, in order. */
export function uploadPathsIn(text: string): string[] {
  return uploadNamesIn(text).map((name) => `/uploads/${name}`);
}

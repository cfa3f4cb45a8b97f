/**
 * The `[slug]` segment as stored: Arabic slugs may reach the page still percent-encoded
 * (`%D8%AD…`). A malformed escape is kept as typed, so it simply finds no post (404).
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

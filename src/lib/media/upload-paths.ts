/** An uploaded image's public path inside a text (Markdown, JSON): `/uploads/{32 hex}.webp`. */
const uploadPathInText = /\/uploads\/[0-9a-f]{32}\.webp/g;

/** The uploaded images' public paths a text refers to, each once, in order. */
export function uploadPathsIn(text: string): string[] {
  return [...new Set(text.match(uploadPathInText) ?? [])];
}

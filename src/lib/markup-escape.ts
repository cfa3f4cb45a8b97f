const entities: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  // Numeric, not &apos;: older HTML mail clients do not know &apos;.
  "'": '&#39;',
  '"': '&quot;',
};

/** Text made safe inside XML or HTML content and quoted attribute values. */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => entities[char] ?? char);
}

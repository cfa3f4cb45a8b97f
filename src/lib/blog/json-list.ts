/** A JSON array column (tags, keywords) as its strings; anything else in it is dropped. */
export function parseJsonList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

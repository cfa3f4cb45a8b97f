import type { ListItem, SectionContent, SectionDefinition } from './section-definition';

type StoredObject = Record<string, unknown>;

function isObject(value: unknown): value is StoredObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored list's items, each given the item fields it lacks from the seed's item of its id. */
function completedItems(
  stored: unknown[],
  itemFields: readonly string[],
  seeded: ListItem[],
): { items: unknown[]; changed: boolean } {
  let changed = false;
  const items = stored.map((item) => {
    if (!isObject(item)) return item;
    const missing = itemFields.filter((name) => !(name in item));
    if (missing.length === 0) return item;
    changed = true;
    const seed = seeded.find((candidate) => candidate.id === item.id);
    return { ...item, ...Object.fromEntries(missing.map((name) => [name, seed?.[name] ?? ''])) };
  });
  return { items, changed };
}

/**
 * A language's stored content of a section with the fields the code has added since it was
 * saved taken from the seed (a new field of the section, a new field of a list's items), or
 * undefined when nothing is missing. Without this, content saved before a field existed would
 * no longer fit its schema and its whole section would read as empty (page-sections.server.ts).
 * What the editor wrote is kept as it is; a field the code no longer has is left for the schema
 * to drop.
 */
export function withMissingFields(
  section: SectionDefinition,
  stored: unknown,
  seed: SectionContent,
): StoredObject | undefined {
  if (!isObject(stored)) return undefined;
  let changed = false;
  const completed: StoredObject = { ...stored };
  for (const [name, field] of Object.entries(section.fields)) {
    if (!(name in stored)) {
      completed[name] = seed[name] ?? (field.kind === 'list' ? [] : '');
      changed = true;
    } else if (field.kind === 'list' && Array.isArray(stored[name])) {
      const seeded = Array.isArray(seed[name]) ? seed[name] : [];
      const list = completedItems(stored[name], Object.keys(field.item), seeded);
      completed[name] = list.items;
      changed ||= list.changed;
    }
  }
  return changed ? completed : undefined;
}

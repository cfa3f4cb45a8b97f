import { diffWords } from 'diff';
import { itemsOf, textOf, type SectionContent, type SectionDefinition } from './section-definition';

/** A run of words of a field's text: in both versions, or only in one. */
export interface DiffPart {
  text: string;
  change?: 'added' | 'removed';
}

/** One field that differs between two versions of a section, in one language. */
export interface FieldDiff {
  /** The field's name; for a list's item, the list, the item's id and the field. */
  path: { field: string; item?: string; itemField?: string };
  /** The older text, its removed words marked. */
  before: DiffPart[];
  /** The newer text, its added words marked. */
  after: DiffPart[];
}

/** Every text of one language's content by its path, a list's order as the ids in order. */
function flatten(section: SectionDefinition, content: SectionContent) {
  const texts = new Map<string, { path: FieldDiff['path']; text: string }>();
  for (const [name, field] of Object.entries(section.fields)) {
    if (field.kind !== 'list') {
      texts.set(name, { path: { field: name }, text: textOf(content, name) });
      continue;
    }
    const items = itemsOf(content, name);
    texts.set(name, { path: { field: name }, text: items.map((item) => item.id).join(' · ') });
    for (const item of items)
      for (const itemField of Object.keys(field.item))
        texts.set(`${name}.${item.id}.${itemField}`, {
          path: { field: name, item: item.id, itemField },
          text: item[itemField] ?? '',
        });
  }
  return texts;
}

/**
 * The fields of one language that differ between two versions, in the section's order, each
 * compared word by word (jsdiff's `diffWords`, its words cut by the language's `Intl.Segmenter`:
 * its own rules take Arabic letters one by one). A list shows its order (its items' ids) and each
 * field of an item either version has.
 */
export function sectionDiff(
  section: SectionDefinition,
  locale: string,
  older: SectionContent,
  newer: SectionContent,
): FieldDiff[] {
  const intlSegmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  const before = flatten(section, older);
  const after = flatten(section, newer);
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  return keys.flatMap((key) => {
    const from = before.get(key)?.text ?? '';
    const to = after.get(key)?.text ?? '';
    if (from === to) return [];
    const parts = diffWords(from, to, { intlSegmenter });
    return [
      {
        path: (after.get(key) ?? before.get(key))!.path,
        before: parts
          .filter((part) => !part.added)
          .map((part) => ({ text: part.value, ...(part.removed ? { change: 'removed' } : {}) })),
        after: parts
          .filter((part) => !part.removed)
          .map((part) => ({ text: part.value, ...(part.added ? { change: 'added' } : {}) })),
      } satisfies FieldDiff,
    ];
  });
}

import { textsDiff, type DocumentTexts, type TextDiff } from '@/lib/versions/text-diff';
import { itemsOf, textOf, type SectionContent, type SectionDefinition } from './section-definition';

/** A section's field; for a list's item, the list, the item's id and the field. */
export interface SectionFieldPath {
  field: string;
  item?: string;
  itemField?: string;
}

/** One field that differs between two versions of a section, in one language. */
export type FieldDiff = TextDiff<SectionFieldPath>;

/** Every text of one language's content by its path, a list's order as the ids in order. */
function flatten(section: SectionDefinition, content: SectionContent) {
  const texts: DocumentTexts<SectionFieldPath> = new Map();
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
 * The fields of one language that differ between two versions of a section, in the section's
 * order, word by word (textsDiff). A list shows its order (its items' ids) and each field of an
 * item either version has.
 */
export function sectionDiff(
  section: SectionDefinition,
  locale: string,
  older: SectionContent,
  newer: SectionContent,
): FieldDiff[] {
  return textsDiff(locale, flatten(section, older), flatten(section, newer));
}

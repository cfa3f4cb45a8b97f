import { describe, expect, it } from 'vitest';
import { adminLocales, adminMessages } from '@/i18n/admin-messages';
import { contentKindForms } from '@/lib/admin/content-kinds';
import type { ContentControl, ContentKind } from '@/lib/admin/translated-content';

/**
 * The translated content form reads its labels by key from the control's name
 * (`{kind}.form.fields.{name}.label`…), which the compiler cannot check: this test does, for
 * every control of every kind, in both admin languages.
 */

function messageAt(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );
}

function keysOf(kind: ContentKind, control: ContentControl): string[] {
  const field = `${kind}.form.fields.${control.name}`;
  switch (control.type) {
    case 'order':
      return ['content.order.label', 'content.order.hint'];
    case 'visible':
      return [`${field}.label`, `${field}.hint`];
    case 'id':
      return [`${field}.label`, `${field}.hint`, `${kind}.form.idFixed`];
    case 'choice':
    case 'flags':
      return [`${field}.label`, ...control.options.map((option) => `${field}.options.${option}`)];
    case 'rating':
      return [`${field}.label`, `${field}.option`];
    case 'lines':
      return [`${field}.label`, `${field}.item`];
    case 'image':
      return [`${field}.label`];
    default:
      return [`${field}.label`, ...(control.hint ? [`${field}.hint`] : [])];
  }
}

describe('translated content forms', () => {
  for (const [kind, { layout }] of Object.entries(contentKindForms) as [
    ContentKind,
    (typeof contentKindForms)[ContentKind],
  ][]) {
    it(`${kind}: every label, hint, option and section has a text in both admin languages`, () => {
      const keys = [
        `${kind}.form.create`,
        `${kind}.form.sections.text`,
        ...layout.sections.map((section) => `${kind}.form.sections.${section.title}`),
        ...[
          ...layout.sections.flatMap((section) => section.controls),
          ...layout.textControls,
        ].flatMap((control) => keysOf(kind, control)),
      ];
      for (const locale of adminLocales) {
        const missing = keys.filter(
          (key) => typeof messageAt(adminMessages[locale], key) !== 'string',
        );
        expect(missing, `${locale} lacks`).toEqual([]);
      }
    });
  }
});

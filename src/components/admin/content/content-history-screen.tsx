import { DocumentHistory } from '@/components/admin/versions/document-history';
import { defaultLocale, type Locale } from '@/i18n/locales';
import type { ActionResult } from '@/lib/admin/action-result';
import { contentKindForms } from '@/lib/admin/content-kinds';
import type { ContentControl, ContentKind } from '@/lib/admin/translated-content';
import type { DocumentTexts } from '@/lib/versions/text-diff';
import { adminTranslator, type AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { InputVersion } from '@/server/versions/content-versions.server';

/** A kind's form input as a version keeps it: its own fields, and each language's text. */
export type KeptInput = { text: Partial<Record<Locale, Record<string, unknown>>> } & Record<
  string,
  unknown
>;
type MessageKey = Parameters<AdminTranslator>[0];

/**
 * A version's texts in one language as the comparison reads them, labelled as the kind's form
 * labels its fields: French also holds the record's own fields (order, visibility, a choice, the
 * pages chosen), which every language shares; a field of several lines is one text per line.
 */
export function versionTexts(
  t: AdminTranslator,
  kind: ContentKind,
  input: KeptInput,
  locale: Locale,
): DocumentTexts<string> {
  const { layout } = contentKindForms[kind];
  const fields = (name: string, part: string, values?: Record<string, string | number>) =>
    t(`${kind}.form.fields.${name}.${part}` as MessageKey, values);
  const label = (control: ContentControl) =>
    control.type === 'order' ? t('content.order.label') : fields(control.name, 'label');
  const shown = (control: ContentControl, value: unknown) => {
    if (control.type === 'visible') return t(value ? 'content.visible' : 'content.hidden');
    if (control.type === 'choice') return fields(control.name, `options.${String(value)}`);
    if (control.type === 'flags')
      return control.options
        .filter((option) => (value as Record<string, boolean> | undefined)?.[option])
        .map((option) => fields(control.name, `options.${option}`))
        .join(', ');
    if (control.type === 'rating') return fields(control.name, 'option', { rating: Number(value) });
    return String(value ?? '');
  };
  const texts: DocumentTexts<string> = new Map();
  if (locale === defaultLocale)
    for (const control of layout.sections.flatMap((section) => section.controls))
      // The id never changes once created: there is nothing to compare.
      if (control.type !== 'id')
        texts.set(control.name, {
          path: label(control),
          text: shown(control, input[control.name]),
        });
  const text = input.text[locale] ?? {};
  for (const control of layout.textControls) {
    const value = text[control.name];
    if (control.type !== 'lines') {
      texts.set(`text.${control.name}`, { path: label(control), text: String(value ?? '') });
      continue;
    }
    const lines = Array.isArray(value) ? value : [];
    for (let index = 0; index < control.count; index++)
      texts.set(`text.${control.name}.${index}`, {
        path: fields(control.name, 'item', { number: index + 1 }),
        text: String(lines[index] ?? ''),
      });
  }
  return texts;
}

/**
 * /admin/{kind}/{id}/history: a record's kept versions (decision 064), the same for every
 * translated kind, the FAQ and the landing pages: the table, two versions compared per language field by field and word by
 * word, and "Restaurer" on each older one.
 */
export async function ContentHistoryScreen({
  kind,
  id,
  name,
  versions,
  query,
  restoreAction,
}: {
  kind: ContentKind;
  id: string;
  /** What the header names: a title, a person. */
  name: string;
  versions: InputVersion<KeptInput>[];
  query: { from?: string | string[]; to?: string | string[] };
  restoreAction: (number: number) => () => Promise<ActionResult>;
}) {
  const t = await adminTranslator();
  return (
    <DocumentHistory
      formHref={`/admin/${kind}/${id}`}
      name={name}
      versions={versions}
      query={query}
      restoreAction={restoreAction}
      texts={(input, language) => versionTexts(t, kind, input, language)}
    />
  );
}

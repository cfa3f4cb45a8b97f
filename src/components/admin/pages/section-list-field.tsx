'use client';
/**
 * A list field of a section's form (decision 051): its items, each a group of fields. In French
 * the editor adds, removes and moves items (buttons, so the keyboard does it all; focus follows
 * the moved item and a live region says where it went); in a translation the items are French's,
 * in French's order, each field with the French text beside it. The inputs stay uncontrolled and
 * keyed by the item's id, so moving an item carries what was typed in it.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/admin/ui/button';
import { MoveButtons, useMoveFocus, type MoveDirection } from '@/components/admin/ui/move-buttons';
import { FieldError, fieldErrorId } from '@/components/admin/ui/form-field';
import { defaultLocale, type Locale } from '@/i18n/locales';
import {
  itemFieldName,
  type ListField,
  type ListItem,
} from '@/lib/page-sections/section-definition';

/** A new item's id: random, in the id's alphabet. */
export function newItemId(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 12);
}

/** The list's error, or one of an item as a whole (a wrong or repeated id), by its schema path. */
function listError(errors: Record<string, string>, path: string): string | undefined {
  const itemWide = new RegExp(`^${path.replaceAll('.', '\\.')}\\.\\d+(\\.id)?$`);
  return errors[path] ?? Object.entries(errors).find(([name]) => itemWide.test(name))?.[1];
}

export function SectionListField({
  locale,
  name,
  field,
  ids,
  onIdsChange,
  stored,
  french,
  errors,
  fieldId,
  drawItemField,
}: {
  locale: Locale;
  name: string;
  field: ListField;
  /** The items' ids in French's order, as the editor has arranged them (shared by the tabs). */
  ids: readonly string[];
  onIdsChange: (ids: string[]) => void;
  /** The saved items of this language, found by id. */
  stored: readonly ListItem[];
  /** The saved French items, shown beside a translation's fields. */
  french: readonly ListItem[];
  errors: Record<string, string>;
  fieldId: (name: string) => string;
  drawItemField: (props: {
    name: string;
    /**
     * The control's React key: the item's id and field, never its place, so a moved item keeps
     * its control and what was typed in it (its `name` follows the new place).
     */
    reactKey: string;
    field: string;
    defaultValue: string;
    french: string | undefined;
  }) => ReactNode;
}) {
  const t = useTranslations('pages.list');
  const tFields = useTranslations('pages.fields');
  const path = `text.${locale}.${name}`;
  const id = fieldId(path);
  const error = listError(errors, path);
  const editable = locale === defaultLocale;
  const [announcement, setAnnouncement] = useState('');
  // After a removal or an addition, the control to focus once the list has re-rendered.
  const focusNext = useRef<string | null>(null);
  const focusMoved = useMoveFocus(ids);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const moveButtonsId = (itemId: string) => `${id}-${itemId}`;
  const move = (index: number, direction: MoveDirection) => {
    const position = direction === 'up' ? index - 1 : index + 1;
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    next.splice(position, 0, moved!);
    focusMoved(moveButtonsId(moved!), direction);
    onIdsChange(next);
    setAnnouncement(t('moved', { position: position + 1, count: next.length }));
  };
  const remove = (index: number) => {
    onIdsChange(ids.filter((_, candidate) => candidate !== index));
    focusNext.current = `${id}-add`;
    setAnnouncement(t('removed', { position: index + 1 }));
  };
  const add = () => {
    const itemId = newItemId();
    onIdsChange([...ids, itemId]);
    focusNext.current = fieldId(
      itemFieldName(locale, name, ids.length, Object.keys(field.item)[0]!),
    );
  };

  return (
    <fieldset
      id={id}
      aria-describedby={error ? fieldErrorId(id) : undefined}
      className="space-y-4 rounded-xl border border-line/60 p-4"
    >
      <legend className="px-1 text-sm font-semibold">{tFields(name)}</legend>
      <p className="text-sm text-fg-muted">
        {editable
          ? t('limits', { min: field.minItems, max: field.maxItems })
          : t('translationHint')}
      </p>
      <FieldError id={id} message={error} />
      <ol className="space-y-4">
        {ids.map((itemId, index) => {
          const own = stored.find((item) => item.id === itemId);
          const source = french.find((item) => item.id === itemId);
          const legendId = `${id}-${itemId}-legend`;
          return (
            <li key={itemId}>
              <fieldset
                aria-labelledby={legendId}
                className="space-y-3 rounded-lg border border-line/60 bg-ink/30 p-3"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <p id={legendId} className="me-auto text-sm font-medium">
                    {t('item', { position: index + 1 })}
                  </p>
                  {editable ? (
                    <>
                      <MoveButtons
                        idPrefix={moveButtonsId(itemId)}
                        index={index}
                        count={ids.length}
                        label={(direction) => (
                          <>
                            {t(direction === 'up' ? 'moveUp' : 'moveDown')}
                            <span className="sr-only">
                              {t('itemSuffix', { position: index + 1 })}
                            </span>
                          </>
                        )}
                        onMove={(direction) => move(index, direction)}
                      />
                      <Button size="sm" variant="danger" onClick={() => remove(index)}>
                        {t('remove')}
                        <span className="sr-only">{t('itemSuffix', { position: index + 1 })}</span>
                      </Button>
                    </>
                  ) : null}
                </div>
                <input
                  type="hidden"
                  name={itemFieldName(locale, name, index, 'id')}
                  value={itemId}
                />
                {Object.keys(field.item).map((itemField) =>
                  drawItemField({
                    name: itemFieldName(locale, name, index, itemField),
                    reactKey: `${itemId}.${itemField}`,
                    field: itemField,
                    defaultValue: own?.[itemField] ?? '',
                    french: editable ? undefined : (source?.[itemField] ?? ''),
                  }),
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {editable ? (
        <Button id={`${id}-add`} size="sm" disabled={ids.length >= field.maxItems} onClick={add}>
          {t('add')}
        </Button>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

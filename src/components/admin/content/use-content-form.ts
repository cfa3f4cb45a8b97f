'use client';
/**
 * The behaviour of every translated content form: checked in the browser with the
 * same schema as the server; errors shown next to their fields (by field name) and on the
 * language tabs that hold them; the first wrong field shown and focused; the server action
 * called without React's automatic form reset, so a refused save keeps everything typed; a
 * toast either way; back to the list after a success.
 */
import { useTranslations } from 'next-intl';
import { unstable_rethrow, useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type * as z from 'zod';
import { useActionResultToast } from '@/components/admin/ui/action-toast';
import { fieldDescribedBy } from '@/components/admin/ui/form-field';
import { defaultLocale, type Locale } from '@/i18n/locales';
import type { ActionResult } from '@/lib/admin/action-result';
import { contentFieldErrors, localeOfField } from '@/lib/admin/translated-content';

type Errors = Record<string, string>;

/** The element id of the control named `name` (`text.fr.quote` → `field-text-fr-quote`). */
export function fieldIdOf(name: string): string {
  return `field-${name.replaceAll('.', '-')}`;
}

export function useContentForm({
  schema,
  fromForm,
  action,
  doneHref,
}: {
  schema: z.ZodType;
  fromForm: (form: FormData) => unknown;
  action: (formData: FormData) => Promise<ActionResult<unknown>>;
  /** Where to go after a successful save (the list). */
  doneHref: string;
}) {
  const t = useTranslations();
  const toastResult = useActionResultToast();
  const router = useRouter();
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [activeLocale, setActiveLocale] = useState<Locale>(defaultLocale);

  /** Shows the errors, opens the tab of the first one and puts the focus on its field. */
  const showErrors = (form: HTMLFormElement, found: Errors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!first) return;
    const locale = localeOfField(first);
    if (locale) setActiveLocale(locale);
    // After React has un-hidden the tab's panel.
    requestAnimationFrame(() => {
      const field = form.elements.namedItem(first);
      if (field instanceof HTMLElement) field.focus();
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    const checked = schema.safeParse(fromForm(formData));
    if (!checked.success) {
      const keys = contentFieldErrors(checked.error);
      showErrors(
        form,
        Object.fromEntries(
          Object.entries(keys).map(([name, key]) => [name, t(`content.errors.${key}`)]),
        ),
      );
      return;
    }
    setPending(true);
    let result: ActionResult<unknown>;
    try {
      result = await action(formData);
    } catch (error) {
      unstable_rethrow(error);
      result = { ok: false, message: t('common.unknownError') };
    }
    setPending(false);
    toastResult(result);
    if (result.ok) {
      setErrors({});
      router.push(doneHref);
      router.refresh();
    } else showErrors(form, result.fieldErrors ?? {});
  };

  const errorLocales = new Set(
    Object.keys(errors).flatMap((name) => {
      const locale = localeOfField(name);
      return locale ? [locale] : [];
    }),
  );

  /** Props for a control: its name (the schema path), id, and its error's accessibility wiring. */
  const control = (name: string, hint?: string) => ({
    id: fieldIdOf(name),
    name,
    'aria-invalid': Boolean(errors[name]) || undefined,
    'aria-describedby': fieldDescribedBy(fieldIdOf(name), { error: errors[name], hint }),
    onInput: () => {
      if (errors[name]) setErrors(({ [name]: _cleared, ...others }) => others);
    },
  });

  return {
    errors,
    pending,
    activeLocale,
    setActiveLocale,
    errorLocales,
    hasErrors: Object.keys(errors).length > 0,
    onSubmit,
    control,
  };
}
